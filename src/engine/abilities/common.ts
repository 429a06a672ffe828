/** Small pieces the card abilities share: rolling, choosing marines and swarms, counting. */
import { expectOption, option } from '../options';
import type { AbilityFrame, GameState, PendingPrompt, SwarmRef } from '../types';
import { actionDef, genestealerType, isBroodLord } from '../../data';
import type { Ask } from '../asks';
import type { RevealWhy } from '../reasons';
import type { Handler } from '../context';
import { decide, fire, pop, push, emit } from '../context';
import { allSwarmRefs, canAttack, opposite, ownerOf, refKey, row, rowOf, slayableCards, swarmAt, SIDES, takeFromSwarm } from '../rules/formation';
import { newAttack } from '../rules/frames';

/** A die roll that is neither an attack nor a defence: no Support token may re-roll it (RB p16). */
export function roll(why: RevealWhy): PendingPrompt {
  return { kind: 'reveal', reveal: 'die', why };
}

export function marines(s: GameState): string[] {
  return s.formation.map((p) => p.marine);
}

/** Swarms engaged with a marine (his row, either side) that hold a card that may be slain. */
export function engagedTargets(s: GameState, marine: string): SwarmRef[] {
  const r = rowOf(s, marine);
  if (r < 0) return [];
  const out: SwarmRef[] = [];
  for (const side of SIDES) {
    row(s, r)[side].swarms.forEach((sw, index) => {
      if (slayableCards(s, sw).length > 0) out.push({ row: r, side, index });
    });
  }
  return out;
}

export function slayableRefs(s: GameState, rows?: (r: number) => boolean): string[] {
  return allSwarmRefs(s)
    .filter((ref) => (!rows || rows(ref.row)) && slayableCards(s, swarmAt(s, ref)).length > 0)
    .map(refKey);
}

export function behind(s: GameState, marine: string): 'LEFT' | 'RIGHT' {
  return opposite(row(s, rowOf(s, marine)).facing);
}

export function num(f: AbilityFrame, key: string): number {
  const v = f.data[key];
  return typeof v === 'number' ? v : 0;
}

export function str(f: AbilityFrame, key: string): string {
  const v = f.data[key];
  return typeof v === 'string' ? v : '';
}

export function list(f: AbilityFrame, key: string): string[] {
  const v = f.data[key];
  return Array.isArray(v) ? v : [];
}

export function hasSwarmAt(s: GameState, marine: string): boolean {
  const p = row(s, rowOf(s, marine));
  return p.LEFT.swarms.length > 0 || p.RIGHT.swarms.length > 0;
}

/** Normal Genestealers engaged with a marine, one choice per type and swarm: 'swarm:row:side:index:TYPE'. */
export function engagedCardChoices(s: GameState, marine: string): string[] {
  const out: string[] = [];
  const r = rowOf(s, marine);
  for (const side of SIDES) {
    row(s, r)[side].swarms.forEach((sw, index) => {
      const types = new Set(sw.cards.filter((c) => !isBroodLord(c)).map((c) => genestealerType(c)));
      for (const t of types) if (t) out.push(option.swarm({ row: r, side, index }, t));
    });
  }
  return out;
}

/** Takes the card an engagedCardChoices choice names out of its swarm and returns it. */
export function takeCardChoice(s: GameState, choice: string): string {
  const { ref, type } = expectOption('swarm', choice);
  const card = swarmAt(s, ref).cards.find((c) => !isBroodLord(c) && genestealerType(c) === type);
  if (!card) throw new Error(`engine: no ${type} in that swarm`);
  takeFromSwarm(s, ref, card);
  return card;
}

/**
 * Run and Gun, Overwatch: each team marine with a Support token and a target may pay it for one
 * attack. The player picks who fires next, one at a time and in any order (RB p19), so a marine
 * not yet picked may still fire after seeing his team-mate's result; 'done' ends the ability.
 * `data.queue` holds the team marines who have not fired yet.
 */
export function teamFire(id: string, ask: Ask): Handler<AbilityFrame> {
  const ready = (s: GameState, f: AbilityFrame): string[] =>
    list(f, 'queue').filter((m) => rowOf(s, m) >= 0 && row(s, rowOf(s, m)).tokens > 0 && canAttack(s, m));
  return {
    step(s, f) {
      const options = ready(s, f);
      if (options.length === 0) return pop(s), null;
      const card = str(f, 'card');
      options.push('done');
      return decide(ownerOf(s, actionDef(card).team), ask, options, card);
    },
    answer(s, f, choice, cx) {
      if (choice === 'done') return void pop(s);
      f.data.queue = list(f, 'queue').filter((m) => m !== choice);
      row(s, rowOf(s, choice)).tokens--;
      s.supply++;
      fire(cx, id);
      emit(cx, { k: 'team-fire', card: id, marine: choice });
      push(s, newAttack(choice, id));
    },
  };
}
