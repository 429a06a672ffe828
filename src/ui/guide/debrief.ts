/**
 * The guided game's debrief: each round in two lines (what the squad did, what the swarm did)
 * and two things to try next time, all read from the game's typed events (never its words),
 * worded in the shown language (guide.json) when asked, so call it while rendering.
 */
import { locationDef, marineDef } from '../../data';
import type { GameEvent, GameState } from '../../engine';
import { cardName } from '../common/names';
import { currentSay, t, tList } from '../common/words';
import type { Key } from '../../words/keys';
import { unitList } from '../../words/lists';

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

function squadLine(r: Tally): string {
  const cards = r.cards.length ? unitList(currentSay().locale, r.cards.map(cardName)) : t('guide.debriefNoCard');
  const slain = r.slain ? t('guide.debriefSlain', { n: r.slain }) : t('guide.debriefNoneSlain');
  const counted: [Key, number][] = [
    ['guide.debriefTokens', r.tokens],
    ['guide.debriefTerrain', r.terrain],
    ['guide.debriefRerolls', r.rerolls],
  ];
  const more = counted.filter(([, n]) => n > 0).map(([key, n]) => t(key, { n }));
  return more.length ? t('guide.debriefSquadMore', { cards, slain, more: tList(more) }) : t('guide.debriefSquad', { cards, slain });
}

function swarmLine(r: Tally): string {
  const said = [
    r.defences
      ? t('guide.debriefAttacked', { attacked: t('guide.debriefSwarms', { n: r.defences }), fell: r.fell.length ? t('guide.debriefFell', { n: r.fell.length, marines: tList(r.fell) }) : t('guide.debriefNobodyFell') })
      : t('guide.debriefNoAttack'),
  ];
  if (r.event) said.push(t('guide.debriefEvent', { card: cardName(r.event), n: r.spawned }));
  if (r.reached.length) said.push(t('guide.debriefTravel', { locations: tList(r.reached) }));
  if (r.over) said.push(r.over === 'won' ? t('guide.debriefVictory') : t('guide.debriefLost'));
  return said.join(' ');
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
  const tips: Key[] = [];
  if (n('token-placed') < 2) tips.push('guide.tipSupport');
  if (tokensLeft > 1 || (n('token-placed') > 0 && rerollAsked === 0)) tips.push('guide.tipSpend');
  if (bigHits > 0) tips.push('guide.tipThin');
  if (n('terrain-activated') === 0) tips.push('guide.tipTerrain');
  tips.push('guide.tipFacing');
  tips.push('guide.tipBlips');
  return [t(tips[0] as Key), t(tips[1] as Key)];
}

export function debriefOf(events: readonly GameEvent[], s: GameState): Debrief {
  return { rounds: roundsTold(events), tips: tipsFor(events, s) };
}
