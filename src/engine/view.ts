/**
 * What one player may know: the one rule behind the bots' and advisor's knowledge, what the
 * host sends each phone, the pass-and-play hand-offs and the undo floor (issue 33; the shape is
 * boardgame.io's `playerView`).
 *
 * Three kinds of things are hidden:
 * - chance not yet revealed: the dealer's PRNG and the order of every face-down pile;
 * - another team's Action card, chosen face down until the cards turn face up together at the
 *   start of the Resolve Actions Phase (RB p12: "reveal");
 * - an Instinct Event card and the card Forward Scouting shows: the current player (the card's
 *   owner) resolves it before anyone else sees it (RB p14), so it opens when that player's
 *   secret run of questions ends.
 */
import { isSetupLocation, locationDef, LOCATIONS } from '../data';
import { clone } from './clone';
import { choosable } from './phases/round';
import { ownerOf, teamsInPlay } from './rules/formation';
import type { GameEvent } from './events';
import type { Step } from './replay';
import type { DecisionPrompt, GameState, Prompt } from './types';

/** Who may see one thing now: every player, or only this one. */
export type Audience = 'all' | number;

/** What a sealed thing waits for: the Action cards' reveal, or the end of a secret Event decision. */
export type OpensAt = 'reveal' | 'run';

/** A question the other players must not read: a secret decision other than an Action card (Instinct, Forward Scouting). */
function secretRun(p: Prompt | null | undefined): p is DecisionPrompt {
  return !!p && p.kind === 'decision' && p.secret && p.ask !== 'choose-action';
}

/** The player whose secret Event decision the position waits on, or null. */
export function secretRunOf(s: GameState): number | null {
  return !s.outcome && secretRun(s.prompt) ? s.prompt.player : null;
}

function tierOf(id: string): string {
  const def = locationDef(id);
  return isSetupLocation(def) ? 'setup' : String(def.tier);
}

/** Every Location card of each tier: one of them, face down, is each slot of the deck (rulebook, setup step 3: "a deck of random face down Location cards"). */
const BY_TIER = new Map<string, string[]>();
for (const l of LOCATIONS) BY_TIER.set(l.tier, [...(BY_TIER.get(l.tier) ?? []), l.id].sort());

/** The cards a face-down slot of this tier may be: the tier's cards that were not seen. */
export function locationCandidates(slot: string, seen: ReadonlySet<string>): string[] {
  const t = tierOf(slot);
  const all = BY_TIER.get(t) ?? [slot];
  const open = all.filter((id) => !seen.has(id));
  return open.length > 0 ? open : [slot];
}

/** The Location cards already turned face up (the current one and those travelled through). */
export function seenLocations(s: GameState): Set<string> {
  return new Set([s.location, ...s.pastLocations]);
}

/**
 * The position as `player` may know it, hidden things in a canonical order, so two positions
 * that differ only in what `player` cannot see give the same view. A fresh copy. The bots
 * and the advisor read it (strategy/knowledge.ts redeals the hidden cards from it).
 */
export function playerView(s: GameState, player: number): GameState {
  const v = clone(s);
  v.rng = 0;
  // Blips and the Genestealer deck are face down: only their sizes are known (RB p9).
  const pool = [...v.blips.LEFT, ...v.blips.RIGHT, ...v.genestealerDeck].sort();
  v.blips = { LEFT: pool.slice(0, v.blips.LEFT.length), RIGHT: pool.slice(v.blips.LEFT.length, v.blips.LEFT.length + v.blips.RIGHT.length) };
  v.genestealerDeck = pool.slice(v.blips.LEFT.length + v.blips.RIGHT.length);
  v.eventDeck = [...v.eventDeck].sort();
  // The Location deck is face down: its tiers are known, not which card of each tier (rulebook, setup step 3).
  const seen = seenLocations(v);
  v.locationDeck = v.locationDeck.map((id) => locationCandidates(id, seen)[0] as string);
  // Other players' Action cards are secret until revealed together (RB p12); the phase turns
  // to Resolve Actions at the reveal, so a travel question before it keeps them hidden.
  if (v.phase === 'choose-actions') {
    const own = new Set(v.players[player]?.teams ?? []);
    for (const team of Object.keys(v.chosen) as (keyof typeof v.chosen)[]) if (!own.has(team)) v.chosen[team] = null;
  }
  // Another player resolves an Instinct Event (or looks at the top Event card) alone (RB p14):
  // the card, the question and the rules' pending work that names it stay with that player.
  const runner = secretRunOf(s);
  if (runner !== null && runner !== player) {
    v.prompt = null;
    v.stack = [];
    if (s.prompt && s.prompt.kind === 'decision' && s.prompt.ask !== 'forward-scouting' && v.event !== null) {
      // The drawn card is one of the unseen ones again, for whoever has not seen it.
      v.eventDeck = [...v.eventDeck, v.event].sort();
      v.event = null;
    }
  }
  return v;
}

/** A face-down card on a phone: only how many there are is known. */
export const FACE_DOWN = 'face-down';

/**
 * The position as the phone of `seat` is sent it: `playerView`, and every face-down pile as
 * bare counts (a sorted pile still names its cards, and a guest comparing two of them would
 * learn which card was drawn). During another player's secret Event decision the Event deck
 * counts the drawn card, as it lies face down in that player's hand.
 */
export function seatView(s: GameState, seat: number): GameState {
  const v = playerView(s, seat);
  const down = (cards: readonly string[]): string[] => cards.map(() => FACE_DOWN);
  v.blips = { LEFT: down(v.blips.LEFT), RIGHT: down(v.blips.RIGHT) };
  v.genestealerDeck = down(v.genestealerDeck);
  v.eventDeck = down(v.eventDeck);
  v.locationDeck = down(v.locationDeck);
  v.provisional = [];
  v.eventKnown = { top: null, bottom: [] };
  return v;
}

/** How one step may be seen: its answer, each of its events, and what it makes public. */
export interface StepSeen {
  /** The player who answered (-1: a reveal of chance or a correction by hand). */
  player: number;
  /** Who may see the answer now; when only its player, `answerOpensAt` says until when. */
  answer: Audience;
  answerOpensAt: OpensAt | null;
  /** Who may see each event now, in order, and until when a private one stays private. */
  events: { to: Audience; opensAt: OpensAt | null }[];
  /** The Action cards turned face up in this step (or the game ended): every sealed card opens. */
  opensCards: boolean;
  /** A secret Event decision ended in this step: what it hid opens. */
  opensRun: boolean;
}

/**
 * What one step lets each player see. `before` is the position it was taken from, `after` the
 * one it reached, `events` what the rules reported on the way.
 */
export function stepSeen(before: GameState, step: Step, after: GameState, events: readonly GameEvent[]): StepSeen {
  const asked = before.prompt && before.prompt.kind === 'decision' && typeof step === 'string' ? before.prompt : null;
  const player = asked ? asked.player : -1;
  const over = after.outcome !== null;
  const opensCards = over || events.some((e) => e.k === 'revealed');
  const runner = secretRunOf(after);
  const opensRun = secretRun(before.prompt) && runner === null;
  let answer: Audience = 'all';
  let answerOpensAt: OpensAt | null = null;
  if (asked?.secret && asked.ask === 'choose-action' && !opensCards) {
    answer = player;
    answerOpensAt = 'reveal';
  } else if (asked && secretRun(asked) && runner !== null) {
    answer = player;
    answerOpensAt = 'run';
  }
  // A step that stops inside a secret Event decision keeps private what led into it: from the
  // Instinct card's draw on (or all of it, when it answered an earlier question of that run).
  let privateFrom = events.length;
  if (runner !== null) {
    privateFrom = secretRun(before.prompt) ? 0 : events.findIndex((e) => e.k === 'event-drawn' && e.instinct);
    if (privateFrom < 0) privateFrom = events.length;
  }
  const seen = events.map((e, i): StepSeen['events'][number] => {
    if (i >= privateFrom) return { to: runner as number, opensAt: 'run' };
    if (e.k === 'forced' && e.secret && e.ask === 'choose-action' && !opensCards) return { to: e.player, opensAt: 'reveal' };
    return { to: 'all', opensAt: null };
  });
  return { player, answer, answerOpensAt, events: seen, opensCards, opensRun };
}

/** Whether `to` lets `seat` see a thing. */
export function sees(to: Audience, seat: number): boolean {
  return to === 'all' || to === seat;
}

/**
 * Pass and play: whether the player who answered `prev` may keep the phone for `next` without
 * a hand-off screen. Another player's question changes hands; a secret question that player did
 * not just continue hides the phone first (the others may be looking).
 */
export function keepsPhone(prev: { player: number; secret: boolean }, next: Prompt | null): boolean {
  return !!next && next.kind === 'decision' && next.player === prev.player && (!next.secret || prev.secret);
}

/**
 * Whether taking a step back would let someone change their mind on what was seen (the undo
 * floor of a game whose players share no secrets with the app: not at the table, not practice):
 * chance was revealed; the Action cards turned face up, or the last one went face down (its
 * player may not take it back once the others know it is chosen); or, with several players,
 * the phone went to another player, who must not be handed back a question the last holder
 * answered in secret (issue 11).
 */
export function revealsToTable(a: { ask: string; reveals: number; after: GameState; events?: readonly GameEvent[]; player?: number }): boolean {
  if (a.reveals > 0) return true;
  if (a.events?.some((e) => e.k === 'revealed')) return true;
  const next = a.after.prompt;
  if (a.player !== undefined && a.after.players.length > 1 && next?.kind === 'decision' && next.player !== a.player) return true;
  return a.ask === 'choose-action' && !(next?.kind === 'decision' && next.ask === 'choose-action');
}

/**
 * Everyone chooses at once (RB p11, Choose Actions Phase: "each player simultaneously chooses
 * one Action card"): while the rules wait for an Action card, the question of every team that
 * has none yet, in the rules' order. The rules still take the cards one at a time in that
 * order; a phone may answer any of these, and the host holds an answer until its turn comes.
 */
export function actionChoices(s: GameState): DecisionPrompt[] {
  const p = s.prompt;
  if (s.outcome || !p || p.kind !== 'decision' || p.ask !== 'choose-action') return [];
  return teamsInPlay(s)
    .filter((team) => !s.chosen[team])
    .map((team): DecisionPrompt => ({ kind: 'decision', player: ownerOf(s, team), ask: 'choose-action', subject: team, options: choosable(s, team), secret: true }))
    // A card with no alternative is not asked: the rules take it when its turn comes.
    .filter((q) => q.options.length > 1);
}
