/**
 * The game round (RB p10): Choose Actions, Resolve Actions, Genestealer Attack, Event, with
 * the travel check at the end of every phase (RB p25).
 */
import { actionDef } from '../../data';
import type { Ctx, Handler } from '../context';
import { decide, pop, push, emit } from '../context';
import { actionFrames } from './actions';
import { updateCurrentPlayer } from '../rules/casualties';
import { ownerOf, teamsInPlay } from '../rules/formation';
import { freshEffects, noEventEffects } from './setup';
import type { Frame, GameState, Phase, Team } from '../types';

const NEXT: Record<Phase, Exclude<Phase, 'setup' | 'over'>> = {
  setup: 'choose-actions',
  'choose-actions': 'resolve-actions',
  'resolve-actions': 'genestealer-attack',
  'genestealer-attack': 'event',
  event: 'choose-actions',
  over: 'choose-actions',
};

/**
 * Called when no work is pending: the phase is over, so check travel and start the next.
 * Setup is not a phase of the round (RB p7–8: players "begin the game by proceeding to the
 * first game round"), so a pile the setup spawn emptied waits for the end of the first
 * Choose Actions Phase (RB p25: "at the end of any phase"); see ruling T9.
 */
export function endOfPhase(s: GameState): void {
  if (s.phase === 'setup') push(s, { t: 'phase', phase: NEXT[s.phase] });
  else push(s, { t: 'travel-check' }, { t: 'phase', phase: NEXT[s.phase] });
}

export const phase: Handler<Extract<Frame, { t: 'phase' }>> = {
  step(s, f, cx) {
    pop(s);
    s.phase = f.phase;
    switch (f.phase) {
      case 'choose-actions':
        s.round++;
        s.effects = freshEffects();
        s.effects.fromEvent = s.nextRound;
        s.nextRound = noEventEffects();
        for (const t of teamsInPlay(s)) s.chosen[t] = null;
        s.order = [];
        push(s, { t: 'choose-actions' });
        break;
      case 'resolve-actions':
        revealActions(s, cx);
        push(s, { t: 'resolve-actions', next: 0 });
        break;
      case 'genestealer-attack':
        push(s, { t: 'gs-attack-phase' });
        break;
      case 'event':
        push(s, { t: 'event-phase', step: 'draw' });
        break;
    }
    emit(cx, { k: 'phase', phase: f.phase, round: s.round });
    return null;
  },
};

/** Cards a team may choose: not the one it resolved last round, not a jammed Attack (RB p11). */
export function choosable(s: GameState, team: Team): string[] {
  const hand = s.hands[team] ?? [];
  const last = s.lastResolved[team];
  const jammed = s.effects.fromEvent.jammed.includes(team);
  return hand.filter((c) => c !== last && !(jammed && actionDef(c).type === 'ATTACK'));
}

/**
 * The chosen cards turn face up together and resolve lowest first; the lowest card's owner
 * becomes the current player (RB p12–13). A team lost during a travel at the end of the Choose
 * Actions Phase has no card left to reveal (RB p27).
 */
function revealActions(s: GameState, cx: Ctx): void {
  const cards = teamsInPlay(s).map((t) => s.chosen[t] as string);
  s.order = cards.sort((a, b) => actionDef(a).initiative - actionDef(b).initiative);
  updateCurrentPlayer(s);
  emit(cx, { k: 'revealed', order: [...s.order], current: s.current, currentName: s.players[s.current]?.name ?? 'Player' });
}

export const chooseActions: Handler<Extract<Frame, { t: 'choose-actions' }>> = {
  step(s) {
    for (const team of teamsInPlay(s)) {
      if (s.chosen[team]) continue;
      return decide(ownerOf(s, team), 'choose-action', choosable(s, team), team, true);
    }
    // Every card is chosen: the phase ends here, face down. The travel check comes first (RB
    // p25), and the reveal is the first step of the Resolve Actions Phase (RB p12).
    pop(s);
    return null;
  },
  answer(s, _f, choice) {
    s.chosen[actionDef(choice).team] = choice;
  },
};

export const resolveActions: Handler<Extract<Frame, { t: 'resolve-actions' }>> = {
  step(s, f, cx) {
    while (f.next < s.order.length) {
      const card = s.order[f.next] as string;
      f.next++;
      const def = actionDef(card);
      // A team wiped out earlier this phase loses its chosen card too (RB p27).
      if (!s.hands[def.team]) continue;
      s.lastResolved[def.team] = card;
      s.effects.active.push(card);
      emit(cx, { k: 'resolves', card });
      push(s, ...actionFrames(s, card));
      return null;
    }
    pop(s);
    return null;
  },
};
