/**
 * Move + Activate card abilities (summaries in src/data/actions.ts): Stealth Tactics, Forward
 * Scouting, Intimidation, Run and Gun; Reorganize widens the move step (phases/actions.ts)
 * and Onward Brothers! the Door (terrain.ts). Enter Formation, an Event, hooks in here too.
 */
import { expectOption, option } from '../options';
import { actionDef, genestealerType } from '../../data';
import type { Handler } from '../context';
import { decide, fire, pop, emit } from '../context';
import { ensureEventDeck, shuffleIntoBlips, smallerBlipPile } from '../rules/decks';
import { opposite, ownerOf, ownerOfMarine, row, rowOf, SIDES, teamMarines } from '../rules/formation';
import { giveToken } from '../rules/frames';
import type { AbilityFrame, Frame, GameState, Side } from '../types';
import type { ActionHooks } from './action-hooks';
import { engagedCardChoices, marines, num, roll, str, takeCardChoice, teamFire } from './common';

function owner(s: GameState, f: AbilityFrame): number {
  return ownerOf(s, actionDef(str(f, 'card')).team);
}

function after(id: string, extra: (s: GameState, card: string) => Record<string, string[]> = () => ({})) {
  return (s: GameState, card: string): Frame[] => [{ t: 'ability', id, step: 'start', data: { card, ...extra(s, card) } }];
}

export const MOVE_HOOKS: Record<string, ActionHooks> = {
  'action.stealth-tactics': { after: after('action.stealth-tactics') },
  'action.forward-scouting': { after: after('action.forward-scouting') },
  'action.intimidation': { after: after('action.intimidation') },
  'action.run-and-gun': { after: after('action.run-and-gun', (s, card) => ({ queue: teamMarines(s, actionDef(card).team) })) },
};

function discardTop(s: GameState, side: Side): void {
  const [card] = s.blips[side].splice(0, 1);
  if (card) s.genestealerDiscard.push(card);
}

/** Stealth Tactics: throw away the top card of one blip pile, then pay a token for the other. */
const stealthTactics: Handler<AbilityFrame> = {
  step(s, f) {
    if (f.step === 'start') {
      const piles = SIDES.filter((side) => s.blips[side].length > 0);
      if (piles.length === 0) return pop(s), null;
      return decide(owner(s, f), 'stealth-first', [...piles, 'skip'], str(f, 'card'));
    }
    const other = opposite(str(f, 'first') as Side);
    // D-31: the token must come from a marine the resolving player controls (RB p16).
    const player = owner(s, f);
    const payers = s.formation.filter((p) => p.tokens > 0 && ownerOfMarine(s, p.marine) === player).map((p) => option.pay(p.marine));
    if (s.blips[other].length === 0 || payers.length === 0) return pop(s), null;
    return decide(player, 'stealth-second', [...payers, 'skip'], str(f, 'card'));
  },
  answer(s, f, choice, cx) {
    if (f.step === 'start') {
      if (choice === 'skip') return void pop(s);
      discardTop(s, choice as Side);
      fire(cx, 'action.stealth-tactics');
      emit(cx, { k: 'blip-discarded', card: 'stealth-tactics', side: choice as Side });
      f.data.first = choice;
      f.step = 'second';
      return;
    }
    pop(s);
    if (choice === 'skip') return;
    const m = expectOption('pay', choice).marine;
    row(s, rowOf(s, m)).tokens--;
    s.supply++;
    const other = opposite(str(f, 'first') as Side);
    discardTop(s, other);
    emit(cx, { k: 'stealth-tactics-more', marine: m, side: other });
  },
};

/** Forward Scouting: look at the top Event card, then leave it or put it at the bottom. */
const forwardScouting: Handler<AbilityFrame> = {
  step(s, f) {
    if (f.step === 'start') {
      ensureEventDeck(s);
      return { kind: 'reveal', reveal: 'event', why: { code: 'forward-scouting' } };
    }
    return decide(owner(s, f), 'forward-scouting', ['keep', 'bottom'], str(f, 'seen'), true);
  },
  answer(s, f, choice, cx) {
    if (f.step === 'start') {
      f.data.seen = choice;
      f.step = 'decide';
      return;
    }
    pop(s);
    fire(cx, 'action.forward-scouting');
    const card = str(f, 'seen');
    if (s.chance === 'dealer') {
      if (choice === 'bottom') s.eventDeck.push(...s.eventDeck.splice(s.eventDeck.indexOf(card), 1));
    } else if (choice === 'keep') s.eventKnown.top = card;
    else s.eventKnown.bottom.push(card);
    emit(cx, { k: 'forward-scouting', keep: choice === 'keep' });
  },
};

/** Genestealers engaged with the team's marines that Intimidation may pick (never a Brood Lord, D-30). */
function intimidationChoices(s: GameState, f: AbilityFrame): string[] {
  return teamMarines(s, actionDef(str(f, 'card')).team).flatMap((m) => engagedCardChoices(s, m));
}

/**
 * Intimidation: roll, then pick that many Genestealers engaged with the team; they are
 * shuffled into the blip pile that holds fewer cards (a tie: the player picks the pile).
 * Picking moves no blip card, so the pile is fixed before the first pick.
 */
const intimidation: Handler<AbilityFrame> = {
  step(s, f) {
    switch (f.step) {
      case 'start':
        if (intimidationChoices(s, f).length === 0) return pop(s), null;
        return decide(owner(s, f), 'intimidation', ['roll', 'skip'], str(f, 'card'));
      case 'roll':
        return roll({ code: 'intimidation' });
      case 'pile':
        return decide(owner(s, f), 'intimidation-pile', ['LEFT', 'RIGHT'], str(f, 'card'));
      default: {
        const options = intimidationChoices(s, f);
        if (num(f, 'left') > 0 && options.length > 0) return decide(owner(s, f), 'intimidation-pick', options, str(f, 'card'));
        return pop(s), null;
      }
    }
  },
  answer(s, f, choice, cx) {
    if (f.step === 'start') {
      if (choice === 'skip') pop(s);
      else f.step = 'roll';
      return;
    }
    if (f.step === 'roll') {
      fire(cx, 'action.intimidation');
      emit(cx, { k: 'intimidation', roll: Number(choice) });
      f.data.left = Number(choice);
      const side = smallerBlipPile(s);
      f.data.pile = side ?? '';
      f.step = side === null && Number(choice) > 0 ? 'pile' : 'pick';
      return;
    }
    if (f.step === 'pile') {
      f.data.pile = choice;
      f.step = 'pick';
      return;
    }
    const card = takeCardChoice(s, choice);
    shuffleIntoBlips(s, str(f, 'pile') as Side, [card]);
    f.data.left = num(f, 'left') - 1;
    emit(cx, { k: 'driven-back', type: genestealerType(card), side: str(f, 'pile') as Side });
  },
};

/** Run and Gun: after moving, each green marine may pay one of his tokens for an attack. */
const runAndGun = teamFire('action.run-and-gun', 'run-and-gun-next');

/** Enter Formation (Event): before a Move + Activate card resolves, one token for any marine. */
const enterFormation: Handler<AbilityFrame> = {
  step(s, f) {
    if (s.supply === 0) return pop(s), null;
    return decide(owner(s, f), 'enter-formation', [...marines(s), 'skip'], str(f, 'card'));
  },
  answer(s, _f, choice, cx) {
    pop(s);
    if (choice === 'skip' || !giveToken(s, choice)) return;
    fire(cx, 'event.enter-formation');
    emit(cx, { k: 'token-placed', marine: choice, source: 'enter-formation' });
  },
};

export const MOVE_ABILITIES: Record<string, Handler<AbilityFrame>> = {
  'action.stealth-tactics': stealthTactics,
  'action.forward-scouting': forwardScouting,
  'action.intimidation': intimidation,
  'action.run-and-gun': runAndGun,
  'event.enter-formation': enterFormation,
};
