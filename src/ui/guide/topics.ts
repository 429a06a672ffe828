/**
 * What the guide teaches, one idea a bubble, and when: each topic is due the first time its
 * part of a round happens, read from the engine's typed events of the last answer (a defence
 * roll, a spawn, travel…) and from the question now asked, never from words on the screen.
 * Plain data and pure functions: the unit tests read them without a DOM. The words are the
 * shown language's (guide.json), asked while the card renders.
 */
import { eventDef, locationDef, marineDef, terrainDef } from '../../data';
import type { DecisionPrompt, GameEvent, GameState } from '../../engine';
import { cardVictory } from '../common/card-text';
import { t } from '../common/words';

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
          title: t('guide.resolveActions'),
          text: t('guide.resolveActionsText'),
          lit: ['.moment-inline__reveal', '.recap'],
          why: 'rule:resolve-order',
        });
        break;
      case 'token-placed':
        add({
          id: 'support-token',
          title: t('guide.supportToken'),
          text: t('guide.supportTokenText', { marine: name(e.marine) }),
          lit: [marineSpot(e.marine)],
          why: 'rule:support-token',
        });
        break;
      case 'attack-roll':
        add({
          id: 'attack-roll',
          title: t('guide.attackRoll'),
          text: t('guide.attackRollText', { marine: name(e.marine), roll: e.roll }),
          lit: ['.recap__dice', marineSpot(e.marine)],
          why: 'rule:attack',
        });
        break;
      case 'reroll':
        // Most often the app spent it for him (a killing defence roll, docs/rulings.md Q32-2), but
        // the same event follows a re-roll the player chose whose question went untaught: words
        // true of both.
        add({
          id: 'reroll',
          title: t('guide.rerollSpent'),
          text: e.roll === null ? t('guide.rerollText') : t('guide.rerollSpentText', { marine: name(e.marine), roll: e.roll }),
          lit: ['.recap__dice', marineSpot(e.marine)],
          why: 'rule:support-token',
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
            title: t('guide.genestealerAttack'),
            text: t('guide.genestealerAttackText'),
            lit: first ? [`.row:has(${marineSpot(first.marine)})`, fallen(first.marine), '.play__board'] : ['.play__board'],
            why: 'rule:gs-attack',
          });
        }
        break;
      case 'defence-roll': {
        const size = e.swarm.size;
        const need = size + 1 + e.broodLords;
        const fell = e.result === 'kills';
        const needed = need > 5 ? t(fell ? 'guide.neededBeyondFell' : 'guide.neededBeyondLives') : t(fell ? 'guide.neededFell' : 'guide.neededLives', { need });
        add({
          id: 'defence-roll',
          title: t('guide.defenceRoll'),
          text: t(e.broodLords ? 'guide.defenceRollLordText' : 'guide.defenceRollText', { marine: name(e.marine), roll: e.roll, n: size, needed }),
          lit: e.result === 'kills' ? ['.moment-inline__part--deaths', fallen(e.marine), '.recap'] : [marineSpot(e.marine), '.recap__dice', '.recap'],
          why: 'rule:gs-attack',
        });
        break;
      }
      case 'event-drawn':
        add({
          id: 'event',
          title: t('guide.event'),
          text: t('guide.eventText'),
          lit: ['.event-chip', '.recap'],
          why: 'rule:event',
        });
        if (e.instinct) add(instinctTopic());
        break;
      case 'spawned':
        add({
          id: 'spawn',
          title: t('guide.spawn'),
          text: t(e.side === 'LEFT' ? 'guide.spawnLeftText' : 'guide.spawnRightText'),
          lit: [pile(e.side)],
          why: 'rule:spawn',
        });
        break;
      case 'swarm-moved':
        add({
          id: 'swarm-move',
          title: t('guide.swarmMove'),
          text: e.flank ? t('guide.swarmFlankText') : t('guide.swarmMoveText'),
          lit: [marineSpot(e.to), '.play__board'],
          why: 'rule:swarm-move',
        });
        break;
      case 'travel':
        add({
          id: 'travel',
          title: t('guide.travel'),
          text: t('guide.travelText'),
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
            title: t('guide.finalLocation'),
            text: t('guide.finalLocationText', { location: loc.name, victory: victory ?? t('guide.finalLocationWin') }),
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
      title: t('guide.chooseActions'),
      text: t('guide.chooseActionsText'),
      lit: ['.cards'],
      why: 'rule:choose-actions',
    });
  }
  const marine = askedMarine(p);
  if (p.ask === 'face' || ATTACK_ASKS.has(p.ask)) {
    add({
      id: 'facing',
      title: t('guide.facing'),
      text: t('guide.facingText'),
      lit: marine ? [marineSpot(marine), '.play__board'] : ['.play__board'],
      why: 'rule:facing',
    });
  }
  if (ATTACK_ASKS.has(p.ask)) {
    add({
      id: 'range',
      title: t('guide.range'),
      text: marine ? t('guide.rangeMarineText', { marine: name(marine), range: marineDef(marine).range }) : t('guide.rangeText'),
      lit: marine ? [marineSpot(marine), '.play__board'] : ['.play__board'],
      why: 'rule:range',
    });
  }
  if (p.ask === 'attack-reroll' || p.ask === 'defence-reroll') {
    add({
      id: 'reroll',
      title: t('guide.reroll'),
      text: t('guide.rerollText'),
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
    title: t('guide.terrain'),
    text: terrain ? t('guide.terrainCardText', { terrain: terrainDef(terrain).name }) : t('guide.terrainText'),
    lit,
    why: 'rule:activate',
  };
}

function instinctTopic(): Topic {
  return {
    id: 'instinct',
    title: t('guide.instinct'),
    text: t('guide.instinctText'),
    lit: ['.event-chip', '.sheet'],
    why: 'term:instinct',
  };
}

/** Whether an Event card is an Instinct (for tests that pick one). */
export const isInstinct = (card: string): boolean => eventDef(card).instinct;
