/**
 * Where card abilities meet the round. The phases ask these hooks at fixed points (before and
 * after an Action card, each attack and defence roll, the Event's ability, the end of the
 * Event Phase, arriving at a Location, activating terrain); each card's rules live in the
 * module named after its kind (actions.ts, events.ts, locations.ts, terrain.ts).
 */
import { actionDef, marineDef } from '../../data';
import type { GameState, AttackFrame, DefenceFrame, Frame } from '../types';
import { attackTargets, rowOf, teamMarines } from '../rules/formation';
import { ACTION_HOOKS } from './action-hooks';
import { EVENT_FRAMES } from './events';
import { UPON_ENTERING } from './locations';

export function abilityFrame(id: string, data: Record<string, string>): Frame {
  return { t: 'ability', id, step: 'start', data };
}

/** Cards whose abilities have been resolved this round and still apply. */
function active(s: GameState, card: string): boolean {
  return s.effects.active.includes(card);
}

export function beforeActionFrames(s: GameState, card: string): Frame[] {
  // Enter Formation: each Move + Activate card of the round may first hand out a token.
  if (s.effects.fromEvent.enterFormation && actionDef(card).type === 'MOVE_ACTIVATE') {
    return [abilityFrame('event.enter-formation', { card })];
  }
  return [];
}

export function afterActionFrames(s: GameState, card: string): Frame[] {
  return ACTION_HOOKS[card]?.after?.(s, card) ?? [];
}

export function movesAnywhere(card: string): boolean {
  return card === 'action.reorganize';
}

/** Attack choices for the next attacker: marines with a target, plus ability alternatives. */
export function attackerChoices(s: GameState, card: string, done: string[]): string[] {
  const out: string[] = [];
  const team = actionDef(card).team;
  for (const m of teamMarines(s, team)) {
    if (done.includes(m)) continue;
    if (attackTargets(s, m).length > 0) out.push(m);
    const alt = ACTION_HOOKS[card]?.alternative?.(s, m);
    if (alt) out.push(alt);
  }
  return out;
}

/** Whether a re-roll could change this attack's outcome for the better. */
export function canImproveAttack(s: GameState, f: AttackFrame): boolean {
  const hook = f.source !== 'action' ? ACTION_HOOKS[f.source]?.improve : undefined;
  return hook ? hook(s, f) : !isSkull(f.roll ?? 0);
}

export function attackHits(s: GameState, f: AttackFrame): number {
  const hook = ACTION_HOOKS[f.source]?.hits;
  if (hook) return hook(s, f);
  return isSkull(f.roll ?? 0) ? 1 : 0;
}

export function afterAttackFrames(s: GameState, f: AttackFrame): Frame[] {
  return ACTION_HOOKS[f.source]?.afterAttack?.(s, f) ?? [];
}

/** Abilities that turn a hit into a miss (Block, Counter Attack, Defensive Stance, Second Wind). */
export function defenceSaves(s: GameState, f: DefenceFrame): boolean {
  for (const card of s.effects.active) {
    const hook = ACTION_HOOKS[card]?.saves;
    if (hook && hook(s, f)) return true;
  }
  const roll = f.roll ?? -1;
  return roll === 0 && s.effects.fromEvent.secondWind.includes(f.marine);
}

export function defenceAfterFrames(s: GameState, f: DefenceFrame, kills: boolean): Frame[] {
  const out: Frame[] = [];
  for (const card of s.effects.active) {
    const hook = ACTION_HOOKS[card]?.afterDefence;
    if (hook) out.push(...hook(s, f, kills));
  }
  return out;
}

export function eventAbilityFrames(s: GameState, event: string): Frame[] {
  return EVENT_FRAMES[event]?.(s) ?? [];
}

/** Core Cogitator: a limited Terrain card receives at most one Genestealer per spawn. */
export function spawnLimit(s: GameState, terrain: string): number {
  return s.effects.spawnLimited.includes(terrain) ? 1 : Infinity;
}

export function endOfEventFrames(s: GameState): Frame[] {
  const out: Frame[] = [];
  for (const card of s.effects.active) out.push(...(ACTION_HOOKS[card]?.endOfEvent?.(s, card) ?? []));
  return out;
}

export function uponEnteringFrames(s: GameState, location: string): Frame[] {
  return UPON_ENTERING[location]?.(s) ?? [];
}

export function isSkull(value: number): boolean {
  return value >= 1 && value <= 3;
}

export { active, marineDef, rowOf };
