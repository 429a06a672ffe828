/** The Action card: what each card is worth to its team now, in expected marines kept alive. */
import { actionDef } from '../../data';
import type { GameState, Position } from '../../engine';
import { marineDeath, NORMAL_SHOT, slayGain } from '../danger';
import { bestShot, heroicValue, shotFor } from './attack';
import { argmax, OTHER, rowOf, teamRows } from './common';
import { bestTerrain, facingValue, terrainAt } from './moves';
import { tokenValue } from './support';
import { silenceGain } from './swarms';
import { W } from './weights';

/** The extra a card's own ability adds to its type's base effect, for `team` now (rough, in expected marines). */
export function cardExtra(s: GameState, id: string, rows: readonly number[]): number {
  switch (id) {
    case 'action.power-field': {
      let best = 0;
      s.formation.forEach((_, r) => (best = Math.max(best, silenceGain(s, r, 'LEFT'), silenceGain(s, r, 'RIGHT'))));
      return best;
    }
    case 'action.block':
    case 'action.counter-attack': {
      // Gideon / Lorenzo: a skull on defence misses, whatever the swarm.
      const who = id === 'action.block' ? 'marine.gideon' : 'marine.lorenzo';
      const p = s.formation[rowOf(s, who)];
      return p ? marineDeath(p) * W.block : 0;
    }
    case 'action.defensive-stance': {
      let v = 0;
      for (const r of rows) {
        const p = s.formation[r] as Position;
        if (p.tokens > 0) v += marineDeath(p) * W.defensiveStance;
      }
      return v;
    }
    case 'action.overwatch':
    case 'action.run-and-gun': {
      let v = 0;
      for (const r of rows) {
        const p = s.formation[r] as Position;
        if (p.tokens > 0) v += bestShot(s, r, p.facing, NORMAL_SHOT) * W.overwatch;
      }
      return v;
    }
    case 'action.strategize':
      return s.formation.some((p) => p.LEFT.swarms.length + p.RIGHT.swarms.length > 0) ? W.strategize : 0;
    case 'action.stealth-tactics':
      // A blip discarded brings the next travel (or the final victory) closer.
      return W.stealth + (s.locationDeck.length === 0 ? W.stealthFinal : 0);
    case 'action.intimidation': {
      let v = 0;
      for (const r of rows) v += slayGain(s, r, 'LEFT', [0.2, 0.2, 0.2, 0.2, 0.2]) + slayGain(s, r, 'RIGHT', [0.2, 0.2, 0.2, 0.2, 0.2]);
      return v * W.intimidation;
    }
    case 'action.full-auto': {
      const r = rowOf(s, 'marine.leon');
      return r >= 0 ? 2 * bestShot(s, r, (s.formation[r] as Position).facing, NORMAL_SHOT) : 0;
    }
    case 'action.psionic-attack': {
      const r = rowOf(s, 'marine.calistarius');
      return r >= 0 ? bestShot(s, r, (s.formation[r] as Position).facing, NORMAL_SHOT) : 0;
    }
    case 'action.heroic-charge': {
      // Its kills replace Claudio's normal shot (counted with the other attacks in actionValue).
      const r = rowOf(s, 'marine.claudio');
      if (r < 0) return 0;
      const p = s.formation[r] as Position;
      return heroicValue(s) - bestShot(s, r, p.facing, NORMAL_SHOT);
    }
    default:
      return 0;
  }
}

/** The value of an Action card for `team` now, in expected marines kept alive (roughly). */
export function actionValue(s: GameState, id: string, rows: readonly number[]): number {
  const def = actionDef(id);
  let v = cardExtra(s, id, rows);
  if (def.type === 'ATTACK') {
    for (const r of rows) {
      const p = s.formation[r] as Position;
      v += bestShot(s, r, p.facing, shotFor(id, p.marine));
    }
  } else if (def.type === 'SUPPORT') {
    if (s.supply > 0) {
      let best = 0;
      for (const p of s.formation) best = Math.max(best, tokenValue(p));
      v += best;
    }
  } else {
    for (const r of rows) {
      const p = s.formation[r] as Position;
      const stay = facingValue(s, r, p.facing, true);
      const near = Math.max(terrainAt(s, r - 1), terrainAt(s, r + 1));
      v += Math.max(0, facingValue(s, r, OTHER[p.facing], true) - stay, W.moveTerrain * near - terrainAt(s, r)) + bestTerrain(s, r, p.facing);
    }
  }
  return v;
}

export function chooseAction(s: GameState, options: readonly string[], team: string): string {
  const rows = teamRows(s, team);
  // Lower initiative breaks ties: acting earlier acts before the swarms move.
  return argmax(options, (o) => actionValue(s, o, rows) - actionDef(o).initiative * 1e-4);
}
