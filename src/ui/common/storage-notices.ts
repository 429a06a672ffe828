/**
 * What the storage notice says, in our own words, written for someone holding a phone at the
 * table. Loaded while storage opens (storage-model.ts), so the first paint does not carry it.
 */
import type { StorageProblem } from '../../persistence/storage';

/** A storage problem told to the player, with what can help. */
export interface StorageNotice {
  title: string;
  body: string;
  /** Only a reload can help (the schema changed under us). */
  reloadHelps: boolean;
  /** The games are readable but at risk: offer to export them all to a file, right here. */
  exportHelps: boolean;
}

/** Why storage did not open (the words for a failure to open are in the first paint: storage-model.ts). */
export const notices: Record<Exclude<StorageProblem, 'failed'>, StorageNotice> = {
  unavailable: {
    title: 'This browser won’t let the app save anything',
    body:
      'Storage is switched off here, which usually means a private window or a strict ' +
      'privacy setting. You can look around, but nothing will be kept. Open the app in a ' +
      'normal window (or install it) to save games.',
    reloadHelps: false,
    exportHelps: false,
  },
  full: {
    title: 'Your device is out of storage space',
    body: 'The browser refused to store more data. Free some space on the device, then reload.',
    reloadHelps: true,
    exportHelps: false,
  },
  outdated: {
    title: 'A newer version is open in another tab',
    body: 'It updated the saved data, so this tab has stopped saving. Reload to continue with the new version.',
    reloadHelps: true,
    exportHelps: false,
  },
};

/** Storage opened, but games are at risk: held in memory only, or the last write found the disk full. */
export const memoryNotice: StorageNotice = {
  title: 'Saving is switched off in this browser',
  body:
    'This is usually a private window or a strict privacy setting. You can still play: games are ' +
    'held in this tab until it closes. Export them to a file before you close it, then import the ' +
    'file in a normal window (or the installed app) to carry on.',
  reloadHelps: false,
  exportHelps: true,
};
export const fullNotice: StorageNotice = {
  title: 'Your device is out of storage space',
  body:
    'The last step was not saved, so the game is still where it was before it. Export your games ' +
    'to a file now so that none is lost, free some space on the device, then carry on.',
  reloadHelps: false,
  exportHelps: true,
};
