/**
 * Undo takes back a tap, not a part of it (issue 32): a decision screen's answer may store
 * several engine answers (a swap and the card's passes, "Nothing else"), each its own step;
 * one Undo brings back the screen the player tapped, live and after a reopen alike, and the
 * tap before it stays.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { gameStore } from '../../src/persistence/games';
import { decisionScreen } from '../../src/ui/play/decisions/group';
import { MOVE_ACTIVATE } from '../../src/ui/play/decisions/ask-groups';
import { pathSteps, playPath } from '../../src/ui/play/decisions/play-path';
import { settleAnswers } from '../../src/ui/play/decisions/settle';
import { GameModel, type GameModelInstance } from '../../src/ui/play/game-model';
import { pocketSaid } from '../../src/ui/play/words/said';
import { heuristic } from '../../src/strategy';
import { SOLO } from './heuristic-positions';

/** A solo game of `seed` started in a database of its own. */
async function soloGame(name: string, seed: number) {
  const db = new CompanionDB(name);
  const store = gameStore(db, pocketSaid);
  const g = new GameModel(store, undefined, settleAnswers);
  await g.start(SOLO(seed), false);
  return { db, store, g };
}

/** Plays the heuristic's answers until a Move + Activate screen offers a swap with "Nothing else" (a path of 2+ answers, nothing revealed). */
async function toSwapGroup(g: GameModelInstance): Promise<string[] | null> {
  for (let i = 0; i < 300; i++) {
    const s = g.state.value as GameState;
    const p = s.prompt;
    if (!p || p.kind !== 'decision' || s.outcome) return null;
    const none = decisionScreen(s)?.sections.find((x) => x.prompt.ask === 'move')?.options.find((o) => o.subs)?.subs?.[0];
    // A path whose last pass reveals a card cannot be taken back at all (the floor of undo): not this test's.
    if (none && none.path.length > 1 && pathSteps(s, none.path).every((x) => x.reveals === 0)) return none.path;
    expect(await g.choose(heuristic(s, p))).toBe(true);
  }
  return null;
}

describe('Undo after a tap of several answers', () => {
  it('takes back the whole tap, live and once reopened, and only that tap', async () => {
    let checked = 0;
    for (const seed of [4, 7, 9]) {
      const { db, store, g } = await soloGame(`undo-tap-${seed}`, seed);
      const path = await toSwapGroup(g);
      if (!path) continue;
      const before = g.state.value;
      const steps = g.row.value?.steps ?? 0;
      expect(await playPath(g, path)).toBe(path.length);
      expect(g.row.value?.steps).toBe(steps + path.length);
      // Each engine answer is still its own stored step.
      expect(g.log.value.slice(-path.length).map((e) => e.choice)).toEqual(path);
      expect(await g.undo()).toBe(true);
      expect(g.row.value?.steps).toBe(steps);
      expect(g.state.value).toEqual(before);
      // Again, then from a reopened game: the marks are stored with the steps.
      expect(await playPath(g, path)).toBe(path.length);
      const again = new GameModel(store, undefined, settleAnswers);
      await again.open(g.row.value?.id as string);
      expect(await again.undo()).toBe(true);
      expect(again.row.value?.steps).toBe(steps);
      expect(again.state.value).toEqual(before);
      // As stored: the tap's first answer unmarked (the one before it stays), the rest marked.
      expect(await playPath(again, path)).toBe(path.length);
      const rows = await db.steps.where('[gameId+index]').between([again.row.value?.id, steps - 1], [again.row.value?.id, steps + path.length], true, false).toArray();
      expect(rows.map((r) => [r.choice, r.withLast ?? false])).toEqual([[rows[0]?.choice, false], ...path.map((a, i) => [a, i > 0])]);
      checked++;
    }
    expect(checked).toBeGreaterThan(1);
  });
});

/** Plays the heuristic's answers until a screen other than a Move + Activate card offers a path of 2+ answers revealing nothing (who attacks and which swarm, a swarm and where it goes). */
async function toOtherPath(g: GameModelInstance): Promise<string[] | null> {
  for (let i = 0; i < 400; i++) {
    const s = g.state.value as GameState;
    const p = s.prompt;
    if (!p || p.kind !== 'decision' || s.outcome) return null;
    const screen = MOVE_ACTIVATE.has(p.ask) ? null : decisionScreen(s);
    const long = screen?.sections.flatMap((x) => x.options).find((o) => o.path.length > 1 && pathSteps(s, o.path).every((x) => x.reveals === 0));
    if (long) return long.path;
    expect(await g.choose(heuristic(s, p))).toBe(true);
  }
  return null;
}

describe('the board marks of a reopened game', () => {
  it("count from the last tap's first answer, as they did live, whatever the tap's questions", async () => {
    let checked = 0;
    for (const seed of [4, 7, 9, 11]) {
      const { store, g } = await soloGame(`marks-tap-${seed}`, seed);
      const path = await toOtherPath(g);
      if (!path) continue;
      const before = g.state.value;
      // The path's answers, and any the app gives with the tap.
      expect(await playPath(g, path)).toBeGreaterThanOrEqual(path.length);
      expect(g.before.value).toEqual(before);
      const again = new GameModel(store, undefined, settleAnswers);
      await again.open(g.row.value?.id as string);
      // Not the position before the tap's last answer: the tap is one move.
      expect(again.before.value).toEqual(before);
      checked++;
    }
    expect(checked).toBeGreaterThan(1);
  });
});
