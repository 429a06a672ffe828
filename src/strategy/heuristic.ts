/**
 * The fast heuristic policy: one answer for any decision, from public facts only (the
 * formation, swarms, tokens, hands, supply). It never reads decks or the dealer's PRNG. Known
 * kinds of decision have a rule of thumb each; any other kind (including ones the engine adds
 * later) takes the documented default `fallback`: the first option that acts, else the first.
 */
import { actionDef, marineDef } from '../data';
import type { DecisionPrompt, GameState, Position, Side } from '../engine';
import { NORMAL_SHOT, slayGain, tokenGain } from './danger';

/** Answers that pass rather than act. */
const PASSIVE: ReadonlySet<string> = new Set(['done', 'skip', 'stop', 'keep', 'stay']);

/** The default for any decision the policy has no rule for: act rather than pass (attack, re-roll, use). */
export function fallback(options: readonly string[]): string {
  for (const o of options) if (!PASSIVE.has(o)) return o;
  return options[0] as string;
}

const OTHER: Record<Side, Side> = { LEFT: 'RIGHT', RIGHT: 'LEFT' };

function sideSize(p: Position, side: Side): number {
  let n = 0;
  for (const sw of p[side].swarms) n += sw.cards.length;
  return n;
}

function rowOf(s: GameState, marine: string): number {
  for (let r = 0; r < s.formation.length; r++) if ((s.formation[r] as Position).marine === marine) return r;
  return -1;
}

/** How much danger a marine is in: swarm cards engaged with him, the faced side counting in full. */
function threat(p: Position): number {
  return sideSize(p, p.facing) + sideSize(p, OTHER[p.facing]);
}

/** Swarm cards a marine of `team` could shoot at: in front of him, within range. */
function targetsFor(s: GameState, r: number): number {
  const p = s.formation[r] as Position;
  const range = marineDef(p.marine).range;
  let n = 0;
  for (let i = Math.max(0, r - range); i <= Math.min(s.formation.length - 1, r + range); i++) n += sideSize(s.formation[i] as Position, p.facing);
  return n;
}

function teamRows(s: GameState, team: string): number[] {
  const out: number[] = [];
  s.formation.forEach((p, r) => {
    if (marineDef(p.marine).team === team) out.push(r);
  });
  return out;
}

function chooseAction(s: GameState, options: readonly string[], team: string): string {
  const rows = teamRows(s, team);
  let shots = 0;
  let danger = 0;
  let turned = 0;
  let tokens = 0;
  for (const r of rows) {
    const p = s.formation[r] as Position;
    shots += targetsFor(s, r);
    danger += threat(p);
    if (sideSize(p, OTHER[p.facing]) > sideSize(p, p.facing)) turned++;
    tokens += p.tokens;
  }
  const anySwarm = s.formation.some((p) => p.LEFT.swarms.length + p.RIGHT.swarms.length > 0);
  const score = (id: string): number => {
    const t = actionDef(id).type;
    if (t === 'ATTACK') return shots > 0 ? 10 + shots : anySwarm ? 2 : 0;
    if (t === 'SUPPORT') return s.supply > 0 ? 3 + danger - 2 * tokens : 0;
    // Move + Activate: turn marines to the bigger swarm; at a quiet moment, use the terrain.
    return turned * 6 + (anySwarm ? 1 : 4);
  };
  let best = options[0] as string;
  let bestScore = -Infinity;
  for (const o of options) {
    const v = score(o) - actionDef(o).initiative * 0.01;
    if (v > bestScore) {
      bestScore = v;
      best = o;
    }
  }
  return best;
}

/** A token goes where it most lowers a marine's chance to die; a spare one to a marine without. */
function supportTarget(s: GameState, options: readonly string[]): string {
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const o of options) {
    const p = s.formation[rowOf(s, o)];
    if (!p) continue;
    const v = tokenGain(p) + 0.02 / (1 + p.tokens) + 0.005 * sideSize(p, p.facing);
    if (v > bestScore) {
      bestScore = v;
      best = o;
    }
  }
  return best ?? fallback(options);
}

/** Turn a marine whose back faces a bigger swarm than his front. */
function face(s: GameState, options: readonly string[]): string {
  for (const o of options) {
    if (!o.startsWith('flip:')) continue;
    const p = s.formation[rowOf(s, o.slice(5))];
    if (p && sideSize(p, OTHER[p.facing]) > sideSize(p, p.facing)) return o;
  }
  return 'done';
}

/** The attack card being resolved, if any (a public fact: it is face up). */
function attackCard(s: GameState): string | null {
  for (let k = s.stack.length - 1; k >= 0; k--) {
    const f = s.stack[k];
    if (f?.t === 'attack-action') return f.card;
  }
  return null;
}

/** Cards one attack slays, as chances by count: Zael's flamer slays the number rolled, a Green 4 slays 3. */
function shotOf(s: GameState, marine: string | null): readonly number[] {
  const card = attackCard(s);
  if (card === 'action.flamer-attack' && marine === 'marine.zael') return [1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];
  if (card === 'action.dead-aim' && marine && marineDef(marine).team === 'GREEN') return [2 / 6, 3 / 6, 0, 1 / 6];
  return NORMAL_SHOT;
}

function parseSwarm(o: string): [number, Side] | null {
  if (!o.startsWith('swarm:')) return null;
  const [, r, side] = o.split(':');
  return [Number(r), side as Side];
}

/** The swarm option whose slaying lowers the danger most; `pass` when none does (or none offered). */
function bestSlay(s: GameState, options: readonly string[], dist: readonly number[], own = -1): string {
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const o of options) {
    const at = parseSwarm(o);
    if (!at) continue;
    // On a tie the swarm engaged with the shooter: it attacks him next.
    const v = slayGain(s, at[0], at[1], dist) + (at[0] === own ? 1e-6 : 0);
    if (v > bestScore) {
      bestScore = v;
      best = o;
    }
  }
  return best ?? fallback(options);
}

/** The swarm whose loss lowers the chance of deaths most (this round and later). */
function attackTarget(s: GameState, options: readonly string[], marine: string | null): string {
  return bestSlay(s, options, shotOf(s, marine), marine ? rowOf(s, marine) : -1);
}

/** Attackers with a target first; `done` only when nobody has one. */
function attacker(s: GameState, options: readonly string[]): string {
  for (const o of options) {
    if (o === 'done') continue;
    const m = o.startsWith('ability:') ? (o.split(':')[2] as string) : o;
    const r = rowOf(s, m);
    if (r >= 0 && targetsFor(s, r) > 0) return o;
  }
  return fallback(options);
}

/** The heuristic answer to a decision, from public facts only. */
export function heuristic(s: GameState, p: DecisionPrompt): string {
  const o = p.options;
  switch (p.ask) {
    case 'choose-action':
      return chooseAction(s, o, p.subject ?? '');
    case 'support-target':
      return supportTarget(s, o);
    case 'move':
      // Swaps need lookahead to judge; the heuristic keeps the formation.
      return o.includes('done') ? 'done' : (o[0] as string);
    case 'face':
      return face(s, o);
    case 'attacker':
      return attacker(s, o);
    case 'attack-target':
      return attackTarget(s, o, p.subject);
    // The engine asks these only when the roll can still be improved (attack) or kills (defence).
    case 'defence-reroll':
      return 'reroll';
    // A token spent on a missed shot is not there to save the marine later: keep one back.
    case 'attack-reroll': {
      const r = p.subject ? rowOf(s, p.subject) : -1;
      const tokens = r >= 0 ? (s.formation[r] as Position).tokens : 0;
      return tokens >= 2 ? 'reroll' : 'keep';
    }
    case 'use-artefact':
      return 'use';
    case 'token-target':
      return supportTarget(s, o);
    // Launch Control Room: build up tokens on the card, roll once a roll is likely to win.
    case 'launch-control':
      return o.includes('token') && s.locationTokens < 3 ? 'token' : 'roll';
    default:
      return fallback(o);
  }
}
