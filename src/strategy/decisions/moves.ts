/** Facing, moves and terrain: turn to the swarm that can be shot and re-rolled against, swap to lower deaths, activate what pays. */
import { optionOf, type GameState, type Position, type Side } from '../../engine';
import { deathFacing, marineDeath, NORMAL_SHOT, slayGain, stackOn } from '../danger';
import { bestShot, sureKills } from './attack';
import { argmax, OTHER, rowOf } from './common';
import { W } from './weights';

/** What activating terrain `t` is worth now (negative: better left alone). */
export function terrainValue(s: GameState, t: string, r: number): number {
  const p = s.formation[r] as Position;
  switch (t) {
    case 'terrain.promethium-tank':
      return slayGain(s, r, 'LEFT', [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]) + slayGain(s, r, 'RIGHT', [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]) - (1 / 6) * (1 - marineDeath(p)) - 0.05;
    case 'terrain.spore-chimney':
      return W.sporeChimney;
    case 'terrain.door':
      return s.locationDeck.length > 0 && s.supply > 0 ? W.door : 0;
    case 'terrain.artefact':
      return W.artefact;
    case 'terrain.control-panel':
      switch (s.location) {
        case 'location.launch-control-room':
          return W.launchControl;
        case 'location.toxin-pumping-station':
          return W.toxinPumping;
        case 'location.teleportarium': {
          // Travel at once, but each marine without a token to give up dies on a 0.
          let bare = 0;
          for (const q of s.formation) if (q.tokens === 0) bare++;
          return s.locationDeck.length > 0 ? W.teleportarium - bare / 6 : 0;
        }
        case 'location.cryo-control':
        case 'location.apothecarion':
          return 0.1;
        case 'location.core-cogitator':
          return 0.03;
        case 'location.generatorium': {
          // A skull (half the rolls) slays up to 4 anywhere; otherwise the activating marine
          // dies (Location card text). Worth it when he is likely to die this round anyway.
          return 0.5 * sureKills(s, 0, s.formation.length - 1, 4) - 0.5 * (1 - marineDeath(p)) - 0.05;
        }
        default:
          return -1;
      }
    default:
      return 0;
  }
}

/** The best activatable terrain in front of a marine at row `r` facing `side`, not used this round. */
export function bestTerrain(s: GameState, r: number, side: Side): number {
  const p = s.formation[r];
  if (!p) return 0;
  let best = 0;
  for (const t of stackOn(p, side).terrain) {
    if (s.effects.activatedTerrain.includes(t.id)) continue;
    best = Math.max(best, terrainValue(s, t.id, r));
  }
  return best;
}

/** The best terrain a marine at row `r` could turn to and activate. */
export function terrainAt(s: GameState, r: number): number {
  return Math.max(bestTerrain(s, r, 'LEFT'), bestTerrain(s, r, 'RIGHT'));
}

/** How good it is for the marine at row `r` to face `side`: his chance to live, shots there, terrain there. */
export function facingValue(s: GameState, r: number, side: Side, terrain: boolean): number {
  const p = s.formation[r] as Position;
  return -deathFacing(p, side, p.tokens) + W.faceShot * bestShot(s, r, side, NORMAL_SHOT) + (terrain ? bestTerrain(s, r, side) : 0);
}

export function face(s: GameState, options: readonly string[]): string {
  for (const o of options) {
    const flip = optionOf('flip', o);
    if (!flip) continue;
    const r = rowOf(s, flip.marine);
    const p = s.formation[r];
    if (p && facingValue(s, r, OTHER[p.facing], true) > facingValue(s, r, p.facing, true) + W.faceMargin) return o;
  }
  return 'done';
}

/** A swap that lowers the two marines' chances to die; `done` when none does. */
export function move(s: GameState, options: readonly string[]): string {
  return argmax(
    options,
    (o) => {
      const swap = optionOf('swap', o);
      if (!swap) return -Infinity;
      const { a, b } = swap;
      const ra = rowOf(s, `${a}`);
      const rb = rowOf(s, `${b}`);
      const pa = s.formation[ra];
      const pb = s.formation[rb];
      if (!pa || !pb) return -Infinity;
      // Marines swap rows with their facing and tokens; swarms and terrain stay (RB p17).
      // The mover may then turn to terrain worth activating at his new row.
      return marineDeath(pa) + marineDeath(pb) - deathFacing(pb, pa.facing, pa.tokens) - deathFacing(pa, pb.facing, pb.tokens) + W.moveTerrain * (terrainAt(s, rb) - terrainAt(s, ra));
    },
    W.moveFloor,
    options.includes('done') ? 'done' : null,
  );
}

export function activate(s: GameState, options: readonly string[]): string {
  return argmax(
    options,
    (o) => {
      const act = optionOf('activate', o);
      if (!act) return -Infinity;
      const { marine, terrain } = act;
      return terrainValue(s, `${terrain}`, rowOf(s, `${marine}`));
    },
    0,
    options.includes('done') ? 'done' : null,
  );
}
