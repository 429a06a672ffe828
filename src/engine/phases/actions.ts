/**
 * Resolving one Action card by its type (RB p15–19): Support places a token; Move + Activate
 * swaps, turns and activates terrain; Attack lets each team marine attack. Card abilities
 * hook in through `abilities/`.
 */
import { expectOption, option } from '../options';
import { actionDef, terrainDef } from '../../data';
import type { Handler } from '../context';
import { decide, fire, pop, push, emit } from '../context';
import { abilityFrame, afterActionFrames, beforeActionFrames, movesAnywhere } from '../abilities/hooks';
import { opposite, ownerOf, row, rowOf, teamMarines, teamOf } from '../rules/formation';
import { giveToken } from '../rules/frames';
import type { Frame, GameState } from '../types';


export function actionFrames(s: GameState, card: string): Frame[] {
  const def = actionDef(card);
  const before = beforeActionFrames(s, card);
  const after = afterActionFrames(s, card);
  switch (def.type) {
    case 'SUPPORT':
      return [...before, { t: 'support', card, step: 'token' }, ...after];
    case 'MOVE_ACTIVATE':
      return [
        ...before,
        { t: 'move', card, moved: [] },
        { t: 'face', card, flipped: [] },
        { t: 'activate', card, used: [] },
        ...after,
      ];
    case 'ATTACK':
      return [...before, { t: 'attack-action', card, done: [] }, ...after];
  }
}

/** Places one Support token from the supply; none left means none placed (RB p29). */
export const support: Handler<Extract<Frame, { t: 'support' }>> = {
  step(s, f, cx) {
    if (s.supply === 0) {
      emit(cx, { k: 'no-token-in-supply' });
      pop(s);
      return null;
    }
    return decide(ownerOf(s, actionDef(f.card).team), 'support-target', s.formation.map((p) => p.marine), f.card);
  },
  answer(s, _f, choice, cx) {
    giveToken(s, choice);
    emit(cx, { k: 'token-placed', marine: choice, source: 'support' });
    pop(s);
  },
};

function moveOptions(s: GameState, f: Extract<Frame, { t: 'move' }>): string[] {
  const def = actionDef(f.card);
  const anywhere = movesAnywhere(f.card);
  const out: string[] = [];
  for (const m of teamMarines(s, def.team)) {
    if (f.moved.includes(m)) continue;
    const r = rowOf(s, m);
    s.formation.forEach((p, i) => {
      // A team-mate who has moved may not be moved again by a swap (RB p17: "only be moved once").
      if (f.moved.includes(p.marine)) return;
      if (i !== r && (anywhere || Math.abs(i - r) === 1)) out.push(option.swap(m, p.marine));
    });
  }
  if (out.length > 0) out.push('done');
  return out;
}

const def = (f: { card: string }) => actionDef(f.card);

/** Each team marine may swap with an adjacent marine once; terrain and swarms stay (RB p17). */
export const move: Handler<Extract<Frame, { t: 'move' }>> = {
  step(s, f) {
    const options = moveOptions(s, f);
    if (options.length === 0) {
      pop(s);
      return null;
    }
    return decide(ownerOf(s, actionDef(f.card).team), 'move', options, f.card);
  },
  answer(s, f, choice, cx) {
    if (choice === 'done') {
      pop(s);
      return;
    }
    const { a: m, b: other } = expectOption('swap', choice);
    const a = row(s, rowOf(s, m));
    const b = row(s, rowOf(s, other));
    // Only the marine cards trade places, each keeping its facing and tokens (RB p17, p28).
    [a.marine, b.marine] = [b.marine, a.marine];
    [a.facing, b.facing] = [b.facing, a.facing];
    [a.tokens, b.tokens] = [b.tokens, a.tokens];
    // The swap partner has moved too (RB p17–18, D-22): a team marine swapped by his team-mate
    // may not move again in this action, so the swap back is not offered either.
    f.moved.push(m);
    if (teamOf(other) === def(f).team) f.moved.push(other);
    if (Math.abs(rowOf(s, m) - rowOf(s, other)) > 1) fire(cx, f.card);
    emit(cx, { k: 'swapped', marine: m, other });
  },
};

/** After moving, any team marine may be turned to face the other way (RB p17). */
export const face: Handler<Extract<Frame, { t: 'face' }>> = {
  step(s, f) {
    const team = actionDef(f.card).team;
    const options = teamMarines(s, team)
      .filter((m) => !f.flipped.includes(m))
      .map((m) => option.flip(m));
    if (options.length === 0) {
      pop(s);
      return null;
    }
    return decide(ownerOf(s, team), 'face', [...options, 'done'], f.card);
  },
  answer(s, f, choice, cx) {
    if (choice === 'done') {
      pop(s);
      return;
    }
    const m = choice.slice('flip:'.length);
    const p = row(s, rowOf(s, m));
    p.facing = opposite(p.facing);
    f.flipped.push(m);
    emit(cx, { k: 'turned', marine: m, facing: p.facing });
  },
};

/** Terrain a marine may activate: in front of him, activatable, not yet used this round (RB p18). */
export function activatable(s: GameState, marine: string): string[] {
  const p = row(s, rowOf(s, marine));
  return p[p.facing].terrain
    .filter((t) => terrainDef(t.id).activatable && !s.effects.activatedTerrain.includes(t.id))
    .map((t) => t.id);
}

/** Each team marine may activate one terrain he faces (RB p18, FAQ F3). */
export const activate: Handler<Extract<Frame, { t: 'activate' }>> = {
  step(s, f) {
    const team = actionDef(f.card).team;
    const options: string[] = [];
    for (const m of teamMarines(s, team)) {
      if (f.used.includes(m)) continue;
      for (const t of activatable(s, m)) options.push(option.activate(m, t));
    }
    if (options.length === 0) {
      pop(s);
      return null;
    }
    return decide(ownerOf(s, team), 'activate', [...options, 'done'], f.card);
  },
  answer(s, f, choice, cx) {
    if (choice === 'done') {
      pop(s);
      return;
    }
    const { marine: m, terrain } = expectOption('activate', choice);
    f.used.push(m);
    s.effects.activatedTerrain.push(terrain);
    emit(cx, { k: 'terrain-activated', marine: m, terrain });
    push(s, abilityFrame(terrain, { marine: m, card: f.card }));
  },
};

export { teamOf };
