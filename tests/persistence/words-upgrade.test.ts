/**
 * Schema 3 stores no words (issue 34). The fixture is the app's own rows as schema 2 stored
 * them, with their English lines (tests/fixtures/db/make-words-fixture.ts, run with the code of
 * commit 9ab23d5): a two-player pocket game and a solo table game (dealt for the table, reveals
 * entered and entered by the app, a correction by hand), played by the bots for three rounds.
 * Upgraded, they keep their answers, codes and events only, and their log reads the same.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixedSince, stepFixedSince } from './fixed-since';
import type { CompanionDB, GameRow, StepRow } from '../../src/persistence/db';
import { upgradedFromSchema2 } from './old-schema';
import { loadGame, readLog } from '../../src/persistence/games';
import { saidOfLines } from '../../src/persistence/said';
import { tableSaid } from '../../src/ui/table/said-words';

type OldStep = StepRow & { log: string[] };
type OldGame = GameRow & { startLog: string[] };
const fixture = JSON.parse(readFileSync(new URL('../fixtures/db/v2-words.json', import.meta.url), 'utf8')) as { schema: number; tables: Record<string, unknown[]> };
const games = fixture.tables['games'] as OldGame[];
const steps = fixture.tables['steps'] as OldStep[];

let counter = 0;
/** The rows in a database of schema 2, then opened by today's app: the upgrade runs on them. */
function upgraded(): Promise<CompanionDB> {
  return upgradedFromSchema2(`words-upgrade-${++counter}`, fixture.tables);
}

describe('schema 3: old saves with English lines', () => {
  it('the fixture holds what it should test: both modes, and every kind of line the app wrote of its own', () => {
    expect(games.map((g) => g.mode).sort()).toEqual(['pocket', 'table']);
    expect(steps.length).toBeGreaterThan(100);
    const kinds = new Set(steps.map((s) => saidOfLines(s)?.w ?? 'none'));
    for (const k of ['answer', 'reveal', 'same', 'dealt', 'correction', 'none']) expect(kinds, k).toContain(k);
  });

  it('keeps answers, codes and events only: no line of English is left', async () => {
    const db = await upgraded();
    expect(db.verno).toBe(3);
    const stored = JSON.stringify({ games: await db.games.toArray(), steps: await db.steps.toArray() });
    expect(stored).not.toMatch(/"log"|"startLog"/);
    for (const line of steps.flatMap((s) => s.log)) expect(stored.includes(JSON.stringify(line))).toBe(false);
    expect((await db.steps.toArray()).map((s) => s.choice)).toEqual(steps.map((s) => s.choice));
    db.close();
  });

  it('opens each game, and its log rendered from events and codes reads as the lines stored then', async () => {
    const db = await upgraded();
    for (const game of games) {
      const row = (await db.games.get(game.id)) as GameRow;
      const loaded = await loadGame(db, game.id);
      expect(loaded.ok).toBe(true);
      const log = await readLog(db, row, Infinity, tableSaid);
      const then = steps.filter((s) => s.gameId === game.id).sort((a, b) => a.index - b.index);
      expect(log.map((e) => e.log)).toEqual([game.startLog.map(fixedSince), ...then.map((s) => stepFixedSince(s.log, s.ask))]);
    }
    db.close();
  });
});

describe('the code of an old line', () => {
  const ev = [{ k: 'token-placed' }] as never;
  it('is none when the lines are only the engine’s, and says which kind the app wrote otherwise', () => {
    expect(saidOfLines({ ask: 'support-target', log: ['A Support token goes on Leon.'], events: ev })).toBeUndefined();
    expect(saidOfLines({ ask: 'support-target', log: ['Leon.', 'A Support token goes on Leon.'], events: ev })).toEqual({ w: 'answer' });
    expect(saidOfLines({ ask: 'slay', log: ['All 3 slain.', 'x'], events: ev })).toEqual({ w: 'slain-once', n: 3 });
    expect(saidOfLines({ ask: 'slay', log: ['Both slain.', 'x'], events: ev })).toEqual({ w: 'slain-once', n: 2 });
    expect(saidOfLines({ ask: 'reveal:event', log: ['Entered for you: X (y).', 'x'], events: ev })).toEqual({ w: 'forced' });
    expect(saidOfLines({ ask: 'reveal:die', log: ['The table rolled 3.', 'x'], events: ev })).toEqual({ w: 'reveal' });
    // A phase that begins silently is no line: the count is of the events the log mentions.
    expect(saidOfLines({ ask: 'move', log: ['Leon moves.'], events: [{ k: 'phase', phase: 'event' }, { k: 'swapped' }] as never })).toBeUndefined();
  });
});

describe('the events the log passes over', () => {
  it('are the same for the English words and for the count of old lines (engine/silent.ts)', async () => {
    const { renderEvent, silentInLog } = await import('../../src/engine');
    const events = steps.flatMap((s) => s.events ?? []);
    expect(events.some((ev) => silentInLog(ev))).toBe(true);
    for (const ev of events) expect(renderEvent(ev) === null, ev.k).toBe(silentInLog(ev));
  });
});
