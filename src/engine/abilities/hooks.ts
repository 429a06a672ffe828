/**
 * Where card abilities meet the round. The phases ask these hooks at fixed points (before and
 * after an Action card, each attack and defence roll, the Event's ability, the end of the
 * Event Phase, arriving at a Location, activating terrain); each card's rules live in the
 * module named after its kind (actions.ts, events.ts, locations.ts, terrain.ts).
 */
import { actionDef } from '../../data';
import type { GameState, AttackFrame, DefenceFrame, Frame } from '../types';
import { canAttack, teamMarines } from '../rules/formation';
import { isSkull } from '../rules/die';
import type { ActionHooks } from './action-hooks';
import { SUPPORT_HOOKS } from './support-cards';
import { MOVE_HOOKS } from './move-cards';
import { ATTACK_HOOKS } from './attack-cards';
import { EVENT_FRAMES } from './events';
import { UPON_ENTERING } from './locations';

// Built on first use, so that module order never matters.
let hooks: Record<string, ActionHooks> | null = null;
function H(): Record<string, ActionHooks> {
  return (hooks ??= { ...SUPPORT_HOOKS, ...MOVE_HOOKS, ...ATTACK_HOOKS });
}

export function abilityFrame(id: string, data: Record<string, string>): Frame {
  return { t: 'ability', id, step: 'start', data };
}

export function beforeActionFrames(s: GameState, card: string): Frame[] {
  // Enter Formation: each Move + Activate card of the round may first hand out a token.
  if (s.effects.fromEvent.enterFormation && actionDef(card).type === 'MOVE_ACTIVATE') {
    return [abilityFrame('event.enter-formation', { card })];
  }
  return [];
}

export function afterActionFrames(s: GameState, card: string): Frame[] {
  return H()[card]?.after?.(s, card) ?? [];
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
    if (canAttack(s, m)) out.push(m);
    const alt = H()[card]?.alternative?.(s, m);
    if (alt) out.push(alt);
  }
  return out;
}

/** Whether a re-roll could change this attack's outcome for the better. */
export function canImproveAttack(s: GameState, f: AttackFrame): boolean {
  const hook = H()[f.source]?.improve;
  return hook ? hook(s, f) : !isSkull(f.roll ?? 0);
}

export function attackHits(s: GameState, f: AttackFrame): number {
  const hook = H()[f.source]?.hits;
  if (hook) return hook(s, f);
  return isSkull(f.roll ?? 0) ? 1 : 0;
}

export function afterAttackFrames(s: GameState, f: AttackFrame): Frame[] {
  return H()[f.source]?.afterAttack?.(s, f) ?? [];
}

/** The ability that turns this hit into a miss (Block, Counter Attack, Defensive Stance, Second Wind), if any. */
export function savingAbility(s: GameState, f: DefenceFrame): string | null {
  for (const card of s.effects.active) {
    const hook = H()[card]?.saves;
    if (hook && hook(s, f)) return card;
  }
  if (f.roll === 0 && s.effects.fromEvent.secondWind.includes(f.marine)) return 'event.second-wind';
  return null;
}

export function defenceAfterFrames(s: GameState, f: DefenceFrame, kills: boolean): Frame[] {
  const out: Frame[] = [];
  for (const card of s.effects.active) {
    const hook = H()[card]?.afterDefence;
    if (hook) out.push(...hook(s, f, kills));
  }
  return out;
}

export function eventAbilityFrames(s: GameState, event: string): Frame[] {
  return EVENT_FRAMES[event]?.(s) ?? [];
}

/** Core Cogitator: a limited Terrain card receives at most one Genestealer this Event Phase. */
export function spawnLimit(s: GameState, terrain: string): number {
  return s.effects.spawnLimited[terrain] ?? Infinity;
}

export function endOfEventFrames(s: GameState): Frame[] {
  const out: Frame[] = [];
  for (const card of s.effects.active) out.push(...(H()[card]?.endOfEvent?.(s, card) ?? []));
  return out;
}

export function uponEnteringFrames(s: GameState, location: string): Frame[] {
  return UPON_ENTERING[location]?.(s) ?? [];
}

