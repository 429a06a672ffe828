/**
 * Space Marine attacks (RB p19): each team marine picks a swarm he faces within range,
 * rolls, may pay his own Support token to re-roll, and a skull slays one Genestealer of
 * the attacker's choice. Attack-card abilities change the outcome through `abilities/`.
 */
import { optionOf } from '../options';
import { actionDef } from '../../data';
import type { Handler } from '../context';
import { decide, fire, pop, push, emit, collecting } from '../context';
import { isSkull, payReroll } from '../rules/die';
import { afterAttackFrames, attackHits, attackerChoices, canImproveAttack } from '../abilities/hooks';
import {
  attackTargets,
  seenSwarm,
  ownerOf,
  ownerOfMarine,
  parseRef,
  refKey,
  row,
  rowOf,
  slayChoices,
  swarmAt,
  cardForChoice,
} from '../rules/formation';
import { slayGenestealer } from '../rules/casualties';
import { newAttack, slayFrame } from '../rules/frames';

import type { AttackFrame, Frame } from '../types';

type AttackAction = Extract<Frame, { t: 'attack-action' }>;
type Slay = Extract<Frame, { t: 'slay' }>;

/** The player picks which team marine attacks next, until each has had his turn. */
export const attackAction: Handler<AttackAction> = {
  step(s, f) {
    const team = actionDef(f.card).team;
    // Evasion: only one marine of each Attack card attacks next round.
    const options = s.effects.fromEvent.evasion && f.done.length > 0 ? [] : attackerChoices(s, f.card, f.done);
    if (options.length === 0) {
      pop(s);
      return null;
    }
    return decide(ownerOf(s, team), 'attacker', [...options, 'done'], f.card);
  },
  answer(s, f, choice) {
    if (choice === 'done') {
      pop(s);
      return;
    }
    const alternative = optionOf('ability', choice);
    if (alternative) {
      const { card: id, marine } = alternative;
      f.done.push(marine);
      push(s, { t: 'ability', id, step: 'start', data: { marine, card: f.card } });
      return;
    }
    f.done.push(choice);
    push(s, newAttack(choice, f.card));
  },
};

export const attack: Handler<AttackFrame> = {
  step(s, f, cx) {
    if (rowOf(s, f.marine) < 0) {
      pop(s);
      return null;
    }
    if (!f.target) {
      const targets = attackTargets(s, f.marine).map(refKey);
      if (targets.length === 0) {
        emit(cx, { k: 'no-target', marine: f.marine });
        pop(s);
        return null;
      }
      // Quick Instincts only offers an attack; every other attack was already agreed to.
      const decline = f.source === 'event.quick-instincts' ? ['skip'] : [];
      return decide(ownerOfMarine(s, f.marine), 'attack-target', [...targets, ...decline], f.marine);
    }
    if (f.roll === null) return { kind: 'reveal', reveal: 'die', why: { code: 'attack-roll', marine: f.marine } };
    if (!f.settled) {
      const p = row(s, rowOf(s, f.marine));
      if (p.tokens > 0 && canImproveAttack(s, f)) {
        return decide(ownerOfMarine(s, f.marine), 'attack-reroll', ['reroll', 'keep'], f.marine);
      }
      f.settled = true;
      return null;
    }
    const hits = attackHits(s, f);
    // Flamer Attack and Dead Aim count as firing when they change what a plain attack would do.
    if (hits !== (isSkull(f.roll ?? -1) ? 1 : 0)) fire(cx, f.source);
    const target = f.target;
    if (collecting(cx)) emit(cx, { k: 'attack-roll', marine: f.marine, roll: f.roll ?? 0, hits, swarm: seenSwarm(s, target) });
    pop(s);
    push(s, ...(hits > 0 ? [slayFrame(target, hits, f.marine)] : []), ...afterAttackFrames(s, f));
    return null;
  },
  answer(s, f, choice, cx) {
    if (!f.target) {
      if (choice === 'skip') return void pop(s);
      const target = parseRef(choice);
      f.target = target;
      if (collecting(cx)) emit(cx, { k: 'attack-target', marine: f.marine, swarm: seenSwarm(s, target) });
      return;
    }
    if (f.roll === null) {
      f.roll = Number(choice);
      return;
    }
    if (choice === 'reroll') {
      payReroll(s, f.marine, f.roll, cx);
      f.roll = null;
      return;
    }
    f.settled = true;
  },
};

/** Slays up to `count` Genestealers of one swarm, one at a time, the player choosing which. */
export const slay: Handler<Slay> = {
  step(s, f) {
    const sw = s.formation[f.row]?.[f.side].swarms[f.index];
    const choices = sw && f.count > 0 ? slayChoices(s, sw) : [];
    if (choices.length === 0) {
      pop(s);
      return null;
    }
    const player = f.by && rowOf(s, f.by) >= 0 ? ownerOfMarine(s, f.by) : s.current;
    return decide(player, 'slay', choices, f.by);
  },
  answer(s, f, choice, cx) {
    const ref = { row: f.row, side: f.side, index: f.index };
    const card = cardForChoice(s, swarmAt(s, ref), choice);
    f.count--;
    slayGenestealer(s, ref, card, cx, f.by);
  },
};
