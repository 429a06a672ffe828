/**
 * Games stored on a phone before steps held events (issue 25) open with the same board, log and
 * recap. The fixture is the app's own rows, written by the code of commit 4a2a2a8 (a
 * pass-and-play game of 9 answers, left on a recap with a death and a travel): its steps and
 * its setup have words but no events, which are derived by replaying the stored answers.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answer, newGame, renderLog, type GameState } from '../../src/engine';
import { CompanionDB, type GameRow, type StepRow } from '../../src/persistence/db';
import { upgradedFromSchema2 } from './old-schema';
import { fixedSince } from './fixed-since';
import { pocketSaid } from '../../src/ui/play/words/said';
import { gameStore, loadGame, readLog } from '../../src/persistence/games';
import { GameModel } from '../../src/ui/play/game-model';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/db/v2-before-events.json', import.meta.url), 'utf8')) as { schema: number; tables: Record<string, unknown[]> };

/** The fixture's rows in a database of its own schema (2), then opened by today's app: the upgrade runs on them. */
function openFixture(name: string): Promise<CompanionDB> {
  return upgradedFromSchema2(name, fixture.tables);
}

describe('steps stored before events', () => {
  const steps = fixture.tables['steps'] as (StepRow & { log: string[] })[];
  const row = (fixture.tables['games'] as (GameRow & { startLog: string[] })[])[0] as GameRow & { startLog: string[] };

  it('the fixture is of the old kind: no events stored', () => {
    expect(steps.length).toBe(9);
    expect(steps.some((s) => 'events' in s)).toBe(false);
    expect('startEvents' in row).toBe(false);
  });

  it('opens with the same board, and the derived events word the stored log exactly', async () => {
    const db = await openFixture('before-events-1');
    const loaded = await loadGame(db, row.id);
    if (!loaded.ok) throw new Error(loaded.error);
    const started = newGame(row.options);
    if (!started.ok) throw new Error(started.error);
    let s: GameState = started.state;
    for (const step of steps) {
      const r = answer(s, step.choice);
      if (!r.ok) throw new Error(r.error);
      s = r.state;
    }
    expect(loaded.value.state).toEqual(s);

    // Schema 3 dropped the words (issue 34); the log rendered from events and codes reads the same.
    expect(JSON.stringify(await db.steps.toArray())).not.toMatch(/"log"/);
    expect(await db.games.get(row.id)).not.toHaveProperty('startLog');
    const entries = await readLog(db, row, 40, pocketSaid);
    expect(entries.map((e) => e.log)).toEqual([row.startLog, ...steps.map((st) => st.log)].map((lines) => lines.map(fixedSince)));
    // Setup's lines, and each answer's lines after the app's own line for the answer, are the events' words.
    expect(renderLog(entries[0]?.events ?? [])).toEqual(row.startLog.map(fixedSince));
    for (const [i, st] of steps.entries()) expect(renderLog(entries[i + 1]?.events ?? [])).toEqual(st.log.slice(1).map(fixedSince));
    db.close();
  });

  it('opens on the recap that was up, as a game played today would show it', async () => {
    const db = await openFixture('before-events-2');
    const reopened = new GameModel(gameStore(db, pocketSaid));
    await reopened.open(row.id);
    const m = reopened.moment.value;
    expect(m?.deaths.length).toBeGreaterThan(0);
    expect(m?.travel.some((e) => e.k === 'location-entered')).toBe(true);

    const live = new GameModel(gameStore(new CompanionDB('before-events-live'), pocketSaid));
    await live.start(row.options, false);
    for (const step of steps) {
      if (live.handOff.value !== null) live.confirmHandOff();
      await live.choose(step.choice);
    }
    expect(m).toEqual(live.moment.value);
    db.close();
  });
});
