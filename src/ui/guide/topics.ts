/**
 * What the guide teaches, one idea a bubble, and when: each topic is due the first time its
 * part of a round happens, read from the engine's typed events of the last answer (a defence
 * roll, a spawn, travel…) and from the question now asked, never from words on the screen.
 * Plain data and pure functions: the unit tests read them without a DOM.
 */
import { eventDef, locationDef, marineDef, terrainDef } from '../../data';
import type { DecisionPrompt, GameEvent, GameState } from '../../engine';
import { cardVictory } from '../common/card-text';

export const TOPIC_IDS = [
  'choose-actions',
  'resolve-actions',
  'support-token',
  'facing',
  'range',
  'attack-roll',
  'reroll',
  'terrain',
  'genestealer-attack',
  'defence-roll',
  'event',
  'instinct',
  'spawn',
  'swarm-move',
  'travel',
  'final-location',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

export interface Topic {
  id: TopicId;
  title: string;
  /** One idea, in our own words (the rule it retells is in the reference entry `why`). */
  text: string;
  /** CSS selectors of what the bubble speaks of, best first: the first one drawn is lit. */
  lit: string[];
  /** The reference entry behind it (src/ui/reference/entries.ts). */
  why: string;
}

const name = (marine: string): string => marineDef(marine).shortName;
const marineSpot = (marine: string): string => `[data-spot="marine:${marine}"]`;
const fallen = (marine: string): string => `[data-fallen="${marine}"]`;
const pile = (side: string): string => `.status__pile--${side.toLowerCase()}`;

function first<K extends GameEvent['k']>(events: readonly GameEvent[], k: K, ok: (e: Extract<GameEvent, { k: K }>) => boolean = () => true): Extract<GameEvent, { k: K }> | null {
  for (const e of events) if (e.k === k && ok(e as Extract<GameEvent, { k: K }>)) return e as Extract<GameEvent, { k: K }>;
  return null;
}

/** The marine a question is about, when it names one (its subject, or its first option). */
function askedMarine(p: DecisionPrompt): string | null {
  if (p.subject?.startsWith('marine.')) return p.subject;
  const m = /marine\.[a-z-]+/.exec(p.options[0] ?? '');
  return m ? m[0] : null;
}

const ATTACK_ASKS = new Set(['attacker', 'attack-target']);

/**
 * The topics this moment teaches, in the order they happened: first what the last answer set
 * off (`events`), then the question now asked. `setup`: the events are the deal's own (the
 * setup spawn is not yet a round's Event, so it waits for the first real one).
 */
export function topicsNow(events: readonly GameEvent[], p: DecisionPrompt | null, s: GameState, setup = false): Topic[] {
  const out: Topic[] = [];
  const add = (t: Topic): void => {
    if (!out.some((o) => o.id === t.id)) out.push(t);
  };
  const evs = setup ? [] : events;
  for (const e of evs) {
    switch (e.k) {
      case 'revealed':
        add({
          id: 'resolve-actions',
          title: 'Resolve Actions',
          text: 'The chosen cards are turned face up and act one after the other, lowest number first. Their order is shown here.',
          lit: ['.moment-inline__reveal', '.recap'],
          why: 'rule:resolve-order',
        });
        break;
      case 'token-placed':
        add({
          id: 'support-token',
          title: 'A Support token',
          text: `${name(e.marine)} now holds a Support token (the star on his card). He can spend it to roll his own attack or defence die once more.`,
          lit: [marineSpot(e.marine)],
          why: 'rule:support-token',
        });
        break;
      case 'attack-roll':
        add({
          id: 'attack-roll',
          title: 'An attack roll',
          text: `${name(e.marine)} rolled ${e.roll}. A skull (1, 2 or 3) slays one Genestealer of the swarm; 0, 4 and 5 miss.`,
          lit: ['.recap__dice', marineSpot(e.marine)],
          why: 'rule:attack',
        });
        break;
      case 'terrain-activated':
        add(terrainTopic(e.terrain, [marineSpot(e.marine)]));
        break;
      case 'phase':
        if (e.phase === 'genestealer-attack') {
          const first = evs.find((x): x is Extract<GameEvent, { k: 'defence-roll' }> => x.k === 'defence-roll');
          add({
            id: 'genestealer-attack',
            title: 'Genestealer Attack',
            text: 'Now every swarm attacks the marine at its own row, from the top of the column down. A swarm on either side attacks, behind him or not.',
            lit: first ? [`.row:has(${marineSpot(first.marine)})`, fallen(first.marine), '.play__board'] : ['.play__board'],
            why: 'rule:gs-attack',
          });
        }
        break;
      case 'defence-roll': {
        const size = e.swarm.size;
        const need = size + 1 + e.broodLords;
        const outcome = e.result === 'kills' ? 'so he fell' : 'so he lives';
        add({
          id: 'defence-roll',
          title: 'A defence roll',
          text: `To live, the die must beat the swarm's size. ${name(e.marine)} rolled ${e.roll} against ${size} Genestealer${size === 1 ? '' : 's'}${e.broodLords ? ' with a Brood Lord (each takes 1 off the roll)' : ''}: he needed ${need > 5 ? 'more than the die has' : `${need} or more`}, ${outcome}.`,
          lit: e.result === 'kills' ? ['.moment-inline__part--deaths', fallen(e.marine), '.recap'] : [marineSpot(e.marine), '.recap__dice', '.recap'],
          why: 'rule:gs-attack',
        });
        break;
      }
      case 'event-drawn':
        add({
          id: 'event',
          title: 'Event',
          text: 'Each round ends with an Event card: first its own effect, then new Genestealers spawn, then swarms showing its icon move. Tap the card to read it.',
          lit: ['.event-chip', '.recap'],
          why: 'rule:event',
        });
        if (e.instinct) add(instinctTopic());
        break;
      case 'spawned':
        add({
          id: 'spawn',
          title: 'Spawning',
          text: `Genestealers come from the blip pile on their side (here the ${e.side === 'LEFT' ? 'left' : 'right'} one) and land at every terrain of the Event's colours. Fewer blips left means travel is near.`,
          lit: [pile(e.side)],
          why: 'rule:spawn',
        });
        break;
      case 'swarm-moved':
        add({
          id: 'swarm-move',
          title: 'Swarms move',
          text: e.flank
            ? 'Swarms showing the Event\'s icon move. This one flanked: it went round behind its marine, to the side he does not face.'
            : 'Swarms showing the Event\'s icon move one row: those on the left go down, those on the right go up.',
          lit: [marineSpot(e.to), '.play__board'],
          why: 'rule:swarm-move',
        });
        break;
      case 'travel':
        add({
          id: 'travel',
          title: 'Travel',
          text: 'A blip pile is empty, so the squad travels on: the next Location brings new terrain and full blip piles. Swarms already beside the marines come along.',
          lit: s.blips.LEFT.length === 0 ? [pile('LEFT')] : s.blips.RIGHT.length === 0 ? [pile('RIGHT')] : ['.location'],
          why: 'rule:travel',
        });
        break;
      case 'location-entered':
        if (e.final) {
          const loc = locationDef(e.location);
          const victory = cardVictory(e.location);
          add({
            id: 'final-location',
            title: 'The last Location',
            text: `${loc.name} is the last Location. ${victory ?? 'You win when the formation holds no Genestealers and both blip piles are empty.'}`,
            lit: ['.location'],
            why: 'rule:win',
          });
        }
        break;
      default:
        break;
    }
  }
  if (!p) return out;
  if (p.ask === 'choose-action') {
    add({
      id: 'choose-actions',
      title: 'Choose Actions',
      text: 'Each team plays one of its three Action cards this round: Support, Move + Activate or Attack. A card played last round must rest. The lower its number, the sooner it acts.',
      lit: ['.cards'],
      why: 'rule:choose-actions',
    });
  }
  const marine = askedMarine(p);
  if (p.ask === 'face' || ATTACK_ASKS.has(p.ask)) {
    add({
      id: 'facing',
      title: 'Facing',
      text: 'The arrow on a marine shows the side he faces. He attacks only that side, and spends tokens only against a swarm there; swarms attack him from both sides.',
      lit: marine ? [marineSpot(marine), '.play__board'] : ['.play__board'],
      why: 'rule:facing',
    });
  }
  if (ATTACK_ASKS.has(p.ask)) {
    add({
      id: 'range',
      title: 'Range',
      text: `R and a number on a marine is his range: how many rows up or down he can shoot${marine ? ` (${name(marine)}: ${marineDef(marine).range})` : ''}. Range 0 reaches only the swarms at his own row.`,
      lit: marine ? [marineSpot(marine), '.play__board'] : ['.play__board'],
      why: 'rule:range',
    });
  }
  if (p.ask === 'attack-reroll' || p.ask === 'defence-reroll') {
    add({
      id: 'reroll',
      title: 'Roll again?',
      text: 'Spending a token rolls this die again, and the new roll counts even if it is worse. It works only against a swarm on the side the marine faces.',
      lit: ['.recap__dice', marine ? marineSpot(marine) : '.play__board'],
      why: 'rule:support-token',
    });
  }
  if (p.ask === 'activate') {
    const terrain = /terrain\.[a-z-]+/.exec(p.options.find((o) => o.includes('terrain.')) ?? '');
    add(terrainTopic(terrain ? terrain[0] : null, ['[data-spot^="terrain:"].is-target', '.play__board']));
  }
  return out;
}

function terrainTopic(terrain: string | null, lit: string[]): Topic {
  return {
    id: 'terrain',
    title: 'Terrain',
    text: `With a Move + Activate card, a marine can use a terrain card at his own row on the side he faces${terrain ? ` (here the ${terrainDef(terrain).name})` : ''}, each card once a round. Tap a terrain card to read what it does.`,
    lit,
    why: 'rule:activate',
  };
}

function instinctTopic(): Topic {
  return {
    id: 'instinct',
    title: 'Instinct',
    text: 'This Event is an Instinct: the current player settles it before anyone else reads the card, so the table cannot talk it over.',
    lit: ['.event-chip', '.sheet'],
    why: 'term:instinct',
  };
}

/** Whether an Event card is an Instinct (for tests that pick one). */
export const isInstinct = (card: string): boolean => eventDef(card).instinct;
