/**
 * What the storage notice says, in our own words, written for someone holding a phone at the
 * table: keys of the `notices` area, worded by the notice when it shows. Loaded while storage
 * opens (storage-model.ts), so the first paint does not carry it.
 */
import type { StorageProblem } from '../../persistence/storage';
import type { KeyOf } from '../../words/keys';

/** A storage problem told to the player, with what can help. */
export interface StorageNotice {
  title: KeyOf<'notices'>;
  body: KeyOf<'notices'>;
  /** Only a reload can help (the schema changed under us). */
  reloadHelps: boolean;
  /** The games are readable but at risk: offer to export them all to a file, right here. */
  exportHelps: boolean;
}

/** Why storage did not open (the notice for a failure to open is in the first paint: storage-model.ts). */
export const notices: Record<Exclude<StorageProblem, 'failed'>, StorageNotice> = {
  unavailable: { title: 'storage.unavailableTitle', body: 'storage.unavailableBody', reloadHelps: false, exportHelps: false },
  full: { title: 'storage.fullTitle', body: 'storage.fullBody', reloadHelps: true, exportHelps: false },
  outdated: { title: 'storage.outdatedTitle', body: 'storage.outdatedBody', reloadHelps: true, exportHelps: false },
};

/** Storage opened, but games are at risk: held in memory only, or the last write found the disk full. */
export const memoryNotice: StorageNotice = { title: 'storage.memoryTitle', body: 'storage.memoryBody', reloadHelps: false, exportHelps: true };
export const fullNotice: StorageNotice = { title: 'storage.fullTitle', body: 'storage.fullNowBody', reloadHelps: false, exportHelps: true };
