/**
 * Reading the formation: rows, facing, swarms, teams. No mutation here except the small
 * helpers at the bottom that every rule shares (taking a card out of a swarm).
 */
import { expectOption, option } from '../options';
import { broodLordIcons, genestealerType, isBroodLord, marineDef } from '../../data';
import type { GameState, GenestealerType, Position, Side, Swarm, SwarmRef, Team } from '../types';
import type { SwarmSeen } from '../events';

export const SIDES: readonly Side[] = ['LEFT', 'RIGHT'];

export function opposite(side: Side): Side {
  return side === 'LEFT' ? 'RIGHT' : 'LEFT';
}

export function rowOf(s: GameState, marine: string): number {
  const f = s.formation;
  for (let i = 0; i < f.length; i++) if ((f[i] as Position).marine === marine) return i;
  return -1;
}

export function row(s: GameState, index: number): Position {
  const p = s.formation[index];
  if (!p) throw new Error(`engine: no row ${index} in a formation of ${s.formation.length}`);
  return p;
}

export function teamOf(marine: string): Team {
  return marineDef(marine).team;
}

export function name(marine: string): string {
  return marineDef(marine).shortName;
}

export function ownerOf(s: GameState, team: Team): number {
  const i = s.players.findIndex((p) => p.teams.includes(team));
  if (i < 0) throw new Error(`engine: team ${team} is not in this game`);
  return i;
}

export function ownerOfMarine(s: GameState, marine: string): number {
  return ownerOf(s, teamOf(marine));
}

/** The team's marines still in the formation, top to bottom. */
export function teamMarines(s: GameState, team: Team): string[] {
  const out: string[] = [];
  for (const p of s.formation) if (teamOf(p.marine) === team) out.push(p.marine);
  return out;
}

export function teamsInPlay(s: GameState): Team[] {
  const out: Team[] = [];
  for (const p of s.players) for (const t of p.teams) if (s.hands[t]) out.push(t);
  return out;
}

export function swarmAt(s: GameState, ref: SwarmRef): Swarm {
  const sw = row(s, ref.row)[ref.side].swarms[ref.index];
  if (!sw) throw new Error(`engine: no swarm at ${ref.row}/${ref.side}/${ref.index}`);
  return sw;
}

export function refKey(ref: SwarmRef): string {
  return option.swarm(ref);
}

export function parseRef(key: string): SwarmRef {
  return expectOption('swarm', key).ref;
}

export function allSwarmRefs(s: GameState): SwarmRef[] {
  const out: SwarmRef[] = [];
  s.formation.forEach((p, r) => {
    for (const side of SIDES) p[side].swarms.forEach((_, index) => out.push({ row: r, side, index }));
  });
  return out;
}

export function cardIcons(card: string): readonly GenestealerType[] {
  if (isBroodLord(card)) return broodLordIcons(card);
  return [genestealerType(card) as GenestealerType];
}

export function swarmHasIcon(sw: Swarm, icon: GenestealerType): boolean {
  return sw.cards.some((c) => cardIcons(c).includes(icon));
}

export function broodLordsIn(sw: Swarm): number {
  let n = 0;
  for (const c of sw.cards) if (isBroodLord(c)) n++;
  return n;
}

export function genestealersInFormation(s: GameState): number {
  let n = 0;
  for (const p of s.formation) for (const side of SIDES) for (const sw of p[side].swarms) n += sw.cards.length;
  return n;
}

/** Cards of a swarm that may be slain now: a Brood Lord only once no normal card is left (RB p24). */
export function slayableCards(s: GameState, sw: Swarm): string[] {
  const shielded = s.effects.shielded;
  const cards = sw.cards.filter((c) => !shielded.includes(c));
  const normal = cards.filter((c) => !isBroodLord(c));
  if (normal.length > 0) return normal;
  // A Brood Lord may go only when no normal card remains in the swarm, shielded or not.
  return sw.cards.some((c) => !isBroodLord(c)) ? [] : cards;
}

/** Whether `slayableCards` is non-empty, without building it (asked for every marine when attackers are listed). */
export function hasSlayable(s: GameState, sw: Swarm): boolean {
  const shielded = s.effects.shielded;
  let normal = false;
  let openLord = false;
  for (const c of sw.cards) {
    const lord = isBroodLord(c);
    if (!lord) normal = true;
    if (!shielded.includes(c)) {
      if (!lord) return true;
      openLord = true;
    }
  }
  return openLord && !normal;
}

/** Slay choices as the player sees them: one per Genestealer type, or the Brood Lord ids. */
export function slayChoices(s: GameState, sw: Swarm): string[] {
  const out: string[] = [];
  for (const c of slayableCards(s, sw)) {
    const key = isBroodLord(c) ? c : (genestealerType(c) as string);
    if (!out.includes(key)) out.push(key);
  }
  return out;
}

/** Finds the card a slay choice names (a type, or a Brood Lord id) among the slayable cards. */
export function cardForChoice(s: GameState, sw: Swarm, choice: string): string {
  for (const c of slayableCards(s, sw)) {
    if (c === choice || (!isBroodLord(c) && genestealerType(c) === choice)) return c;
  }
  throw new Error(`engine: no ${choice} to slay in that swarm`);
}

/** Swarms a marine may attack: the side he faces, within his range (RB p19). */
export function attackTargets(s: GameState, marine: string): SwarmRef[] {
  const r = rowOf(s, marine);
  if (r < 0) return [];
  const p = row(s, r);
  const range = marineDef(marine).range;
  const out: SwarmRef[] = [];
  const lo = Math.max(0, r - range);
  const hi = Math.min(s.formation.length - 1, r + range);
  for (let i = lo; i <= hi; i++) {
    const stack = row(s, i)[p.facing];
    stack.swarms.forEach((sw, index) => {
      if (hasSlayable(s, sw)) out.push({ row: i, side: p.facing, index });
    });
  }
  return out;
}

/** Whether `attackTargets` is non-empty, without building the list. */
export function canAttack(s: GameState, marine: string): boolean {
  const r = rowOf(s, marine);
  if (r < 0) return false;
  const p = row(s, r);
  const range = marineDef(marine).range;
  const lo = Math.max(0, r - range);
  const hi = Math.min(s.formation.length - 1, r + range);
  for (let i = lo; i <= hi; i++) for (const sw of row(s, i)[p.facing].swarms) if (hasSlayable(s, sw)) return true;
  return false;
}

/** A swarm as the events report it (events.ts): size, side and the marine of its row. */
export function seenSwarm(s: GameState, ref: SwarmRef): SwarmSeen {
  const p = s.formation[ref.row];
  const sw = p?.[ref.side].swarms[ref.index];
  return { size: sw ? sw.cards.length : 0, side: ref.side, marine: p ? p.marine : null };
}

/** Removes one card from a swarm, dropping the swarm when it empties. */
export function takeFromSwarm(s: GameState, ref: SwarmRef, card: string): void {
  const stack = row(s, ref.row)[ref.side];
  const sw = stack.swarms[ref.index];
  if (!sw) throw new Error('engine: swarm vanished');
  const i = sw.cards.indexOf(card);
  if (i < 0) throw new Error(`engine: ${card} is not in that swarm`);
  sw.cards.splice(i, 1);
  if (sw.cards.length === 0) stack.swarms.splice(ref.index, 1);
}

/**
 * Puts cards at a row and side: into the swarm there (the first one), or as a new swarm. A
 * card joining a Power Field swarm is shielded with it (FAQ F12: the field covers the swarm).
 */
export function addToSide(s: GameState, r: number, side: Side, cards: string[]): void {
  const stack = row(s, r)[side];
  const first = stack.swarms[0];
  if (!first) {
    stack.swarms.push({ cards: [...cards], attacked: false, moved: false });
    return;
  }
  const shielded = s.effects.shielded;
  if (first.cards.some((c) => shielded.includes(c))) shielded.push(...cards);
  first.cards.push(...cards);
}

export function terrainRow(s: GameState, terrain: string): { row: number; side: Side } | null {
  const f = s.formation;
  for (let r = 0; r < f.length; r++) {
    const p = f[r] as Position;
    for (const side of SIDES) if (p[side].terrain.some((t) => t.id === terrain)) return { row: r, side };
  }
  return null;
}
