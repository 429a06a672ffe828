/** What a table game stored, read back from IndexedDB in the page; shared by the table specs. */
import type { Page } from '@playwright/test';
import { sameOutcome, type GameState } from '../../src/engine';

/** The stored choices of the open game, in step order (what the engine replays); one game per profile. */
export async function storedChoices(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('death-angel-companion');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('steps').objectStore('steps').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { index: number; choice: string }[]).sort((a, b) => a.index - b.index).map((r) => r.choice));
          };
        };
      }),
  );
}

/**
 * A step the app enters by itself (mirrors table-model's forcedAnswer): a reveal with one
 * possible answer, never a die, or a question whose answers all lead to the same position,
 * where it enters the first option.
 */
export function forced(s: GameState): boolean {
  const p = s.prompt;
  if (p !== null && p.kind === 'reveal' && p.reveal !== 'die' && p.options.length === 1) return true;
  return sameOutcome(s) !== null;
}
