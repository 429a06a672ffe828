/**
 * Attack card abilities (summaries in src/data/actions.ts): Lead By Example, Flamer Attack,
 * Psionic Attack, Dead Aim, Full Auto, Heroic Charge. FAQ F5: the extra attacks of Full Auto
 * and Psionic Attack, and Heroic Charge's kills, may go to different swarms.
 */
import { option } from '../options';
import type { Handler } from '../context';
import { decide, fire, pop, push, emit } from '../context';
import { isSkull } from '../rules/die';
import { slayMarine } from '../rules/casualties';
import { canAttack, ownerOf, ownerOfMarine, parseRef, row, rowOf, slayableCards } from '../rules/formation';
import { newAttack, slayFrame } from '../rules/frames';
import type { AbilityFrame, AttackFrame, GameState } from '../types';
import type { ActionHooks } from './action-hooks';
import { marines, num, roll, slayableRefs, str } from './common';

/** Full Auto: Leon "may attack as many as three times in this action", whatever each roll (card text). */
const FULL_AUTO_ATTACKS = 3;

function targetSize(s: GameState, f: AttackFrame): number {
  const sw = f.target ? s.formation[f.target.row]?.[f.target.side].swarms[f.target.index] : undefined;
  return sw ? slayableCards(s, sw).length : 0;
}

function chainFrame(id: string, f: AttackFrame): AbilityFrame {
  return { t: 'ability', id, step: 'start', data: { marine: f.marine, chain: f.chain } };
}

function heroicRange(s: GameState): (r: number) => boolean {
  const c = rowOf(s, 'marine.claudio');
  return (r) => Math.abs(r - c) <= 1;
}

export const ATTACK_HOOKS: Record<string, ActionHooks> = {
  'action.lead-by-example': {
    afterAttack: (s, f) => [{ t: 'ability', id: 'action.lead-by-example', step: 'start', data: { marine: f.marine, slainBefore: s.stats.genestealersSlain } }],
  },
  // Flamer Attack: Zael's number, not his skull, is how many of the swarm burn.
  'action.flamer-attack': {
    hits: (_s, f) => (f.marine === 'marine.zael' ? (f.roll ?? 0) : isSkull(f.roll ?? 0) ? 1 : 0),
    improve: (s, f) => (f.marine === 'marine.zael' ? (f.roll ?? 0) < Math.min(5, targetSize(s, f)) : !isSkull(f.roll ?? 0)),
  },
  'action.psionic-attack': {
    afterAttack: (_s, f) => (f.marine === 'marine.calistarius' && isSkull(f.roll ?? 0) ? [chainFrame('action.psionic-attack', f)] : []),
  },
  // Dead Aim: a 4 slays up to three of the targeted swarm; skulls still slay one.
  'action.dead-aim': {
    hits: (_s, f) => (f.roll === 4 ? 3 : isSkull(f.roll ?? 0) ? 1 : 0),
    // A skull can still become a 4 that slays more (RB p15: a re-roll that can help is offered).
    improve: (s, f) => f.roll !== 4 && (!isSkull(f.roll ?? 0) || targetSize(s, f) > 1),
  },
  'action.full-auto': {
    afterAttack: (_s, f) => (f.marine === 'marine.leon' && f.chain < FULL_AUTO_ATTACKS ? [chainFrame('action.full-auto', f)] : []),
  },
  'action.heroic-charge': {
    alternative: (s, m) => (m === 'marine.claudio' && slayableRefs(s, heroicRange(s)).length > 0 ? option.ability('action.heroic-charge', 'marine.claudio') : null),
  },
};

/** Lead By Example: the first Blue kill of the round may put a token from the supply on any marine. */
const leadByExample: Handler<AbilityFrame> = {
  step(s, f) {
    const killed = s.stats.genestealersSlain > num(f, 'slainBefore');
    if (!killed || s.effects.leadUsed || s.supply === 0) return pop(s), null;
    return decide(ownerOf(s, 'BLUE'), 'lead-by-example', [...marines(s), 'skip'], str(f, 'marine'));
  },
  answer(s, _f, choice, cx) {
    pop(s);
    if (choice === 'skip') return;
    s.effects.leadUsed = true;
    s.supply--;
    row(s, rowOf(s, choice)).tokens++;
    fire(cx, 'action.lead-by-example');
    emit(cx, { k: 'token-placed', marine: choice, source: 'lead-by-example' });
  },
};

/** While Full Auto asks whether Leon attacks again: how many attacks he has left; else null. */
export function fullAutoAttacksLeft(s: GameState): number | null {
  const f = s.stack[s.stack.length - 1];
  return f && f.t === 'ability' && f.id === 'action.full-auto' ? FULL_AUTO_ATTACKS - num(f, 'chain') : null;
}

/** Psionic Attack and Full Auto: the marine may attack again at once, any legal swarm. */
function attackAgain(id: string, limit: number): Handler<AbilityFrame> {
  return {
    step(s, f) {
      const m = str(f, 'marine');
      if (rowOf(s, m) < 0 || num(f, 'chain') >= limit || !canAttack(s, m)) return pop(s), null;
      return decide(ownerOfMarine(s, m), id === 'action.full-auto' ? 'full-auto' : 'psionic-attack', ['attack', 'stop'], m);
    },
    answer(s, f, choice, cx) {
      pop(s);
      if (choice !== 'attack') return;
      const m = str(f, 'marine');
      fire(cx, id);
      emit(cx, { k: 'attack-again', marine: m, card: id });
      push(s, { ...newAttack(m, id), chain: num(f, 'chain') + 1 });
    },
  };
}

/** Heroic Charge: instead of attacking, Claudio kills up to 3 on his row or the next ones, then a 0 kills him. */
const heroicCharge: Handler<AbilityFrame> = {
  step(s, f) {
    if (f.step === 'start') {
      f.step = 'pick';
      f.data.left = 3;
    }
    if (f.step === 'pick') {
      const targets = rowOf(s, 'marine.claudio') >= 0 ? slayableRefs(s, heroicRange(s)) : [];
      if (num(f, 'left') > 0 && targets.length > 0) return decide(ownerOfMarine(s, 'marine.claudio'), 'heroic-charge', [...targets, 'done'], 'marine.claudio');
      f.step = 'roll';
    }
    if (rowOf(s, 'marine.claudio') < 0) return pop(s), null;
    return roll({ code: 'heroic-charge' });
  },
  answer(s, f, choice, cx) {
    if (f.step === 'pick') {
      if (num(f, 'left') === 3) fire(cx, 'action.heroic-charge');
      if (choice === 'done') {
        f.step = 'roll';
        return;
      }
      f.data.left = num(f, 'left') - 1;
      push(s, slayFrame(parseRef(choice), 1, 'marine.claudio'));
      return;
    }
    pop(s);
    if (choice === '0') {
      emit(cx, { k: 'heroic-charge', roll: 0 });
      slayMarine(s, 'marine.claudio', cx);
    } else emit(cx, { k: 'heroic-charge', roll: Number(choice) });
  },
};

export const ATTACK_ABILITIES: Record<string, Handler<AbilityFrame>> = {
  'action.lead-by-example': leadByExample,
  'action.psionic-attack': attackAgain('action.psionic-attack', Infinity),
  'action.full-auto': attackAgain('action.full-auto', FULL_AUTO_ATTACKS),
  'action.heroic-charge': heroicCharge,
};

