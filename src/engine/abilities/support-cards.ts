/**
 * Support card abilities (summaries in src/data/actions.ts): Block, Defensive Stance, Counter
 * Attack, Overwatch, Strategize, Power Field. Special abilities ignore facing unless they
 * attack or spend a token (RB p12, FAQ F8).
 */
import { expectOption, option } from '../options';
import { actionDef } from '../../data';
import type { Handler } from '../context';
import { decide, fire, pop, push, emit } from '../context';
import { isSkull } from '../rules/die';
import {
  allSwarmRefs,
  seenSwarm,
  ownerOf,
  parseRef,
  refKey,
  row,
  rowOf,
  SIDES,
  swarmAt,
  teamMarines,
  teamOf,
} from '../rules/formation';
import { mergeStack } from '../rules/swarms';
import { slayFrame } from '../rules/frames';
import type { AbilityFrame, DefenceFrame, Frame, GameState, Side } from '../types';
import type { ActionHooks } from './action-hooks';
import { list, str, teamFire } from './common';

function cardOwner(s: GameState, f: AbilityFrame): number {
  return ownerOf(s, actionDef(str(f, 'card')).team);
}

function after(id: string): (s: GameState, card: string) => Frame[] {
  return (_s, card) => [{ t: 'ability', id, step: 'start', data: { card } }];
}

export const SUPPORT_HOOKS: Record<string, ActionHooks> = {
  // Block: a skull on Gideon's defence roll is a miss, whatever the swarm (D-33: Brood Lords too).
  'action.block': { saves: (_s, f) => f.marine === 'marine.gideon' && isSkull(f.roll ?? -1) },
  // Defensive Stance: a defence re-roll paid with a token saves a yellow marine unless it shows 0.
  'action.defensive-stance': { saves: (_s, f) => teamOf(f.marine) === 'YELLOW' && f.paid && f.roll !== 0 },
  'action.counter-attack': {
    saves: (_s, f) => f.marine === 'marine.lorenzo' && isSkull(f.roll ?? -1),
    afterDefence: (s, f, kills) => {
      if (kills || f.marine !== 'marine.lorenzo' || !isSkull(f.roll ?? -1)) return [];
      const cards = swarmAt(s, f.ref).cards;
      return [slayFrame(f.ref, 1, f.marine), { t: 'ability', id: 'action.counter-attack', step: 'start', data: { cards: [...cards] } }];
    },
  },
  'action.overwatch': {
    endOfEvent: (s, card) => [{ t: 'ability', id: 'action.overwatch', step: 'start', data: { card, queue: teamMarines(s, actionDef(card).team) } }],
  },
  'action.strategize': { after: after('action.strategize') },
  'action.power-field': { after: after('action.power-field') },
};

/** Counter Attack: the swarm that just missed Lorenzo, if any of it is left, attacks him again. */
const counterAttack: Handler<AbilityFrame> = {
  step(s, f, cx) {
    pop(s);
    const cards = list(f, 'cards');
    const r = rowOf(s, 'marine.lorenzo');
    fire(cx, 'action.counter-attack');
    if (r < 0) return null;
    for (const side of SIDES) {
      const index = row(s, r)[side].swarms.findIndex((sw) => sw.cards.some((c) => cards.includes(c)));
      if (index < 0) continue;
      emit(cx, { k: 'counter-attack', last: false });
      const again: DefenceFrame = { t: 'defence', marine: 'marine.lorenzo', ref: { row: r, side, index }, roll: null, settled: false, paid: false, artefact: null };
      push(s, again);
      return null;
    }
    emit(cx, { k: 'counter-attack', last: true });
    return null;
  },
};

/** Overwatch: at the end of the Event Phase each red marine may pay a token for one attack. */
const overwatch = teamFire('action.overwatch', 'overwatch-next');

/** Destinations of a Strategize move: a row up or down, and/or the other side (FAQ F4). */
function strategizeDestinations(s: GameState, from: { row: number; side: Side }): string[] {
  const out: string[] = [];
  for (const dr of [-1, 0, 1]) {
    const r = from.row + dr;
    if (r < 0 || r >= s.formation.length) continue;
    for (const side of SIDES) if (dr !== 0 || side !== from.side) out.push(option.to(r, side));
  }
  return out;
}

const strategize: Handler<AbilityFrame> = {
  step(s, f) {
    if (f.step === 'start') {
      const refs = allSwarmRefs(s).map(refKey);
      if (refs.length === 0) {
        pop(s);
        return null;
      }
      return decide(cardOwner(s, f), 'strategize-swarm', [...refs, 'skip'], str(f, 'card'));
    }
    return decide(cardOwner(s, f), 'strategize-to', strategizeDestinations(s, parseRef(str(f, 'from'))), str(f, 'card'));
  },
  answer(s, f, choice, cx) {
    if (f.step === 'start') {
      if (choice === 'skip') pop(s);
      else (f.data.from = choice), (f.step = 'to');
      return;
    }
    pop(s);
    const from = parseRef(str(f, 'from'));
    const { row: r, side } = expectOption('to', choice);
    const what = seenSwarm(s, from);
    const [sw] = row(s, from.row)[from.side].swarms.splice(from.index, 1);
    if (!sw) return;
    const dest = row(s, Number(r))[side];
    dest.swarms.push(sw);
    // FAQ F4: it joins a swarm already there once the whole card has resolved, i.e. now.
    mergeStack(s, dest);
    fire(cx, 'action.strategize');
    emit(cx, { k: 'strategize', swarm: what, across: side !== from.side, side, marine: row(s, Number(r)).marine });
  },
};

/** Power Field: a swarm neither attacks nor can be slain for the rest of the round. */
const powerField: Handler<AbilityFrame> = {
  step(s, f) {
    const refs = allSwarmRefs(s).map(refKey);
    if (refs.length === 0) {
      pop(s);
      return null;
    }
    return decide(cardOwner(s, f), 'power-field', [...refs, 'skip'], str(f, 'card'));
  },
  answer(s, _f, choice, cx) {
    pop(s);
    if (choice === 'skip') return;
    const ref = parseRef(choice);
    const sw = swarmAt(s, ref);
    for (const c of sw.cards) if (!s.effects.shielded.includes(c)) s.effects.shielded.push(c);
    fire(cx, 'action.power-field');
    emit(cx, { k: 'power-field', swarm: seenSwarm(s, ref) });
  },
};

export const SUPPORT_ABILITIES: Record<string, Handler<AbilityFrame>> = {
  'action.counter-attack': counterAttack,
  'action.overwatch': overwatch,
  'action.strategize': strategize,
  'action.power-field': powerField,
};
