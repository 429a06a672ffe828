/**
 * Writes that follow a committed answer (snapshots, rolling backups) run in the background so
 * the next prompt never waits for them. They are still tracked per database, so a caller that
 * must know they are done (closing, an export, a test) can await them instead of guessing a delay.
 */
import type { CompanionDB } from './db';

const pending = new WeakMap<CompanionDB, Set<Promise<unknown>>>();

/** Starts `write` after the commit; its failure is swallowed (a lost snapshot or backup only costs a longer replay). */
export function afterCommit(database: CompanionDB, write: () => Promise<unknown>): void {
  let set = pending.get(database);
  if (!set) pending.set(database, (set = new Set()));
  const running = write().catch(() => undefined);
  set.add(running);
  void running.finally(() => set.delete(running));
}

/** Resolves once every background write started so far on this database has finished. */
export async function backgroundWrites(database: CompanionDB): Promise<void> {
  for (let set = pending.get(database); set && set.size > 0; set = pending.get(database)) await Promise.all([...set]);
}
