/**
 * The guided game's debrief: each round in two lines (what the squad did, what the swarm did)
 * and two things to try next time, all read from the game's typed events (never its words).
 */
import { locationDef, marineDef } from '../../data';
import type { GameEvent, GameState } from '../../engine';
import { cardName } from '../common/names';

export interface RoundTold {
  round: number;
  squad: string;
  swarm: string;
}

export interface Debrief {
  rounds: RoundTold[];
  tips: [string, string];
}

interface Tally {
  round: number;
  cards: string[];
  slain: number;
  tokens: number;
  rerolls: number;
  terrain: number;
  attacks: number;
  defences: number;
  fell: string[];
  event: string | null;
  spawned: number;
  reached: string[];
  over: 'won' | 'lost' | null;
}

const fresh = (round: number): Tally => ({ round, cards: [], slain: 0, tokens: 0, rerolls: 0, terrain: 0, attacks: 0, defences: 0, fell: [], event: null, spawned: 0, reached: [], over: null });

/** 'a', 'a and b', 'a, b and c'. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const count = (n: number, one: string, many: string): string => `${n === 0 ? 'no' : n} ${n === 1 ? one : many}`;

function squadLine(t: Tally): string {
  const played = t.cards.length ? t.cards.map(cardName).join(', ') : 'No card played';
  const extra = [t.tokens ? count(t.tokens, 'token placed', 'tokens placed') : '', t.terrain ? count(t.terrain, 'terrain used', 'terrain used') : '', t.rerolls ? count(t.rerolls, 're-roll', 're-rolls') : ''].filter((x) => x);
  return `${played}: ${count(t.slain, 'Genestealer', 'Genestealers')} slain${extra.length ? `, ${listWords(extra)}` : ''}.`;
}

function swarmLine(t: Tally): string {
  const attacks = t.defences ? `${count(t.defences, 'swarm', 'swarms')} attacked, ${t.fell.length ? `${listWords(t.fell)} fell` : 'nobody fell'}` : 'No swarm attacked';
  const event = t.event ? ` Event ${cardName(t.event)}: ${t.spawned} spawned.` : '';
  const travel = t.reached.length ? ` On to ${listWords(t.reached)}.` : '';
  const over = t.over ? (t.over === 'won' ? ' Victory.' : ' The squad was lost.') : '';
  return `${attacks}.${event}${travel}${over}`;
}

/** The two lines of every round, from the events of the whole game in order (the deal's own first). */
export function roundsTold(events: readonly GameEvent[]): RoundTold[] {
  const out: Tally[] = [];
  let t: Tally | null = null;
  for (const e of events) {
    if (e.k === 'phase' && e.phase === 'choose-actions' && (!t || t.round !== e.round)) {
      t = fresh(e.round);
      out.push(t);
    }
    if (!t) continue; // the deal's setup is not a round
    switch (e.k) {
      case 'revealed':
        t.cards = [...e.order];
        break;
      case 'genestealer-slain':
        t.slain++;
        break;
      case 'token-placed':
        t.tokens++;
        break;
      case 'reroll':
        t.rerolls++;
        break;
      case 'terrain-activated':
        t.terrain++;
        break;
      case 'attack-roll':
        t.attacks++;
        break;
      case 'defence-roll':
        t.defences++;
        break;
      case 'marine-slain':
        t.fell.push(marineDef(e.marine).shortName);
        break;
      case 'event-drawn':
        t.event = e.card;
        break;
      case 'spawned':
        t.spawned++;
        break;
      case 'location-entered':
        t.reached.push(locationDef(e.location).name);
        break;
      case 'game-over':
        t.over = e.outcome;
        break;
      default:
        break;
    }
  }
  return out.map((r) => ({ round: r.round, squad: squadLine(r), swarm: swarmLine(r) }));
}

/**
 * Two things to try next time, the first two that this game calls for, in the order a friend
 * would raise them; general advice fills in when the game called for fewer.
 */
export function tipsFor(events: readonly GameEvent[], s: GameState): [string, string] {
  const n = (k: GameEvent['k']): number => events.filter((e) => e.k === k).length;
  const rerollAsked = n('reroll');
  const tokensLeft = s.formation.reduce((sum, p) => sum + p.tokens, 0);
  const bigHits = events.filter((e) => e.k === 'defence-roll' && e.result === 'kills' && e.swarm.size >= 3).length;
  const tips: string[] = [];
  if (n('token-placed') < 2) tips.push('Play Support cards more often: each token is a second roll for a marine facing a swarm, and it saves lives in the Genestealer Attack.');
  if (tokensLeft > 1 || (n('token-placed') > 0 && rerollAsked === 0)) tips.push('Spend tokens when a roll goes wrong: a token still on a marine at the end helped nobody. Keep marines with tokens facing the swarms beside them.');
  if (bigHits > 0) tips.push('Thin the biggest swarms first: a swarm of 3 kills on 0 to 3, a swarm of 1 only on 0 or 1.');
  if (n('terrain-activated') === 0) tips.push('Try Move + Activate on a terrain card: a Door stores tokens that clear Genestealers before the squad travels.');
  tips.push('Turn marines toward the side their swarms come from: facing decides who can shoot and who can re-roll.');
  tips.push('Watch the blip piles in the top bar: when one is nearly empty the squad is about to travel, and tokens on a Door first clear Genestealers.');
  return [tips[0] as string, tips[1] as string];
}

export function debriefOf(events: readonly GameEvent[], s: GameState): Debrief {
  return { rounds: roundsTold(events), tips: tipsFor(events, s) };
}
