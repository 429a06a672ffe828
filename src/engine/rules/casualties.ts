/**
 * Slain marines and Genestealers: shifting the formation (RB p28), team elimination and
 * the current player (RB p27), and the ends of the game (RB p10).
 */
import { actionDef, LOCATIONS, BROOD_LORDS } from '../../data';
import type { Ctx } from '../context';
import { emit } from '../context';
import type { GameState, Position, SwarmRef, Team } from '../types';
import type { GameOverWhy } from '../events';
import { discardGenestealer } from './decks';
import { mergeStack } from './swarms';
import { genestealersInFormation, row, rowOf, SIDES, takeFromSwarm, teamMarines, teamOf } from './formation';

/**
 * Removes a slain marine and closes the gap: the smaller segment (bottom on a tie) moves
 * into his place, so his row's terrain and swarms join the row that moves in (RB p28).
 * When the smaller segment is empty (top or bottom marine), they join his neighbour (D-25).
 */
export function slayMarine(s: GameState, marine: string, cx: Ctx): void {
  const r = rowOf(s, marine);
  if (r < 0) return;
  const dead = row(s, r);
  const n = s.formation.length;
  s.supply += dead.tokens;
  const above = r;
  const below = n - 1 - r;
  let into = below <= above ? r + 1 : r - 1;
  if (into < 0 || into >= n) into = into < 0 ? r + 1 : r - 1;
  const target = s.formation[into];
  if (target) {
    for (const side of SIDES) {
      target[side].terrain.push(...dead[side].terrain);
      target[side].swarms.push(...dead[side].swarms);
      // In the Genestealer Attack Phase swarms that met stay apart and each attacks on its own,
      // merging at the end of the Event Phase (RB p28–29, D-24 revised; replaces ruling H5);
      // elsewhere the cards on one side of a position are one swarm (RB p13).
      if (s.phase !== 'genestealer-attack') mergeStack(s, target[side]);
    }
  } else {
    // The last marine: nothing is left to hold his row, so its cards leave play.
    for (const side of SIDES) {
      for (const t of dead[side].terrain) s.supply += t.tokens;
      for (const sw of dead[side].swarms) for (const c of sw.cards) discardGenestealer(s, c);
    }
  }
  s.formation.splice(r, 1);
  s.marinesSlain.push(marine);
  s.stats.marinesLost.push(marine);
  emit(cx, { k: 'marine-slain', marine, shift: target ? (into > r ? 'up' : 'down') : null });
  const team = teamOf(marine);
  if (teamMarines(s, team).length === 0) eliminateTeam(s, team, cx);
  if (s.formation.length === 0 && !s.outcome) endGame(s, 'lost', cx, { why: 'all-fallen' });
}

/** Both marines of a team gone: its Action cards leave the game (RB p27). */
function eliminateTeam(s: GameState, team: Team, cx: Ctx): void {
  delete s.hands[team];
  delete s.chosen[team];
  delete s.lastResolved[team];
  emit(cx, { k: 'team-gone', team });
  updateCurrentPlayer(s);
}

/** The holder of the lowest Action card still in play is the current player (RB p13, p27). */
export function updateCurrentPlayer(s: GameState): void {
  let best = Infinity;
  for (const card of s.order) {
    const def = actionDef(card);
    if (!s.hands[def.team] || def.initiative >= best) continue;
    best = def.initiative;
    s.current = s.players.findIndex((p) => p.teams.includes(def.team));
  }
  if (best === Infinity && !s.players[s.current]?.teams.some((t) => s.hands[t])) {
    const alive = s.players.findIndex((p) => p.teams.some((t) => s.hands[t]));
    if (alive >= 0) s.current = alive;
  }
}

/** Slays one Genestealer card of a swarm (the caller has checked it may be slain), by a marine or not. */
export function slayGenestealer(s: GameState, ref: SwarmRef, card: string, cx: Ctx, by: string | null = null): void {
  const where = row(s, ref.row).marine;
  takeFromSwarm(s, ref, card);
  discardGenestealer(s, card);
  s.stats.genestealersSlain++;
  if (by) {
    const team = teamOf(by);
    s.stats.slainByTeam[team] = (s.stats.slainByTeam[team] ?? 0) + 1;
  }
  emit(cx, { k: 'genestealer-slain', card, broodLord: card.startsWith('brood-lord'), side: ref.side, where, by });
  checkVictory(s, cx);
}

const FINAL: ReadonlySet<string> = new Set(LOCATIONS.filter((l) => l.isFinal).map((l) => l.id));

/** Victory at the final Location (RB p10; Genestealer Lair and the general condition). */
export function checkVictory(s: GameState, cx: Ctx): void {
  if (s.outcome) return;
  if (!FINAL.has(s.location)) return;
  // Mid-travel the old piles are gone and the new ones not yet dealt: not a win.
  if (s.stack.some((f) => f.t === 'travel')) return;
  if (s.location === 'location.genestealer-lair' && s.broodLordsSlain.length === BROOD_LORDS.length) {
    endGame(s, 'won', cx, { why: 'lair-purged' });
    return;
  }
  if (s.blips.LEFT.length === 0 && s.blips.RIGHT.length === 0 && genestealersInFormation(s) === 0) {
    endGame(s, 'won', cx, { why: 'cleared' });
  }
}

export function endGame(s: GameState, outcome: 'won' | 'lost', cx: Ctx, why: GameOverWhy): void {
  s.outcome = outcome;
  s.phase = 'over';
  s.stack = [];
  s.prompt = null;
  emit(cx, { k: 'game-over', outcome, ...why });
}

export function totalTokensOnMarines(s: GameState): number {
  let n = 0;
  for (const p of s.formation as Position[]) n += p.tokens;
  return n;
}
