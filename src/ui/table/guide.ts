/**
 * Our words for what the table does now: the setup walk-through for a player count, and a
 * short checklist for each phase. Derived from the card data so a player count's Void Lock
 * card, terrain places and blip pile sizes are always the ones the engine plays with.
 */
import { playerCount, SETUP_LOCATIONS, terrainDef } from '../../data';
import type { GameState } from '../../engine';
import type { Key } from '../../words/keys';
import { t } from '../common/words';
import { locationName } from '../common/names';

export interface GuideStep {
  title: string;
  detail: string;
}

function setupCardFor(players: number) {
  const card = SETUP_LOCATIONS.find((c) => (c.players as readonly number[]).includes(players));
  if (!card) throw new Error(`No Void Lock card for ${players} players.`);
  return card;
}

/** Where a terrain card lies, one whole sentence for each side and end it is counted from. */
const TERRAIN_PLACE = {
  LEFT: { TOP: 'tableGuide.terrainLeftTop', BOTTOM: 'tableGuide.terrainLeftBottom' },
  RIGHT: { TOP: 'tableGuide.terrainRightTop', BOTTOM: 'tableGuide.terrainRightBottom' },
} as const satisfies Record<'LEFT' | 'RIGHT', Record<'TOP' | 'BOTTOM', Key>>;

export function setupGuide(players: number): GuideStep[] {
  const card = setupCardFor(players);
  const per = playerCount(players).teamsPerPlayer;
  const terrain = card.terrain.map((x) =>
    t(TERRAIN_PLACE[x.side === 'LEFT' ? 'LEFT' : 'RIGHT'][x.from === 'TOP' ? 'TOP' : 'BOTTOM'], { terrain: terrainDef(x.terrain).name, position: x.number }),
  );
  return [
    { title: t('tableGuide.putOut', { card: locationName(card.id) }), detail: t('tableGuide.putOutDetail', { marines: card.marines, major: card.spawn.major, minor: card.spawn.minor }) },
    // The tiers are codes printed on the cards (1C, 2, 3, 4), listed as they are in every language.
    { title: t('tableGuide.deck'), detail: t('tableGuide.deckDetail', { tiers: card.deck.join(', '), top: card.deck[0], bottom: card.deck[card.deck.length - 1] as string }) },
    { title: t('tableGuide.deal'), detail: t('tableGuide.dealDetail', { n: per }) },
    { title: t('tableGuide.terrain'), detail: terrain.join(' ') },
    { title: t('tableGuide.blips'), detail: t('tableGuide.blipsDetail', { left: card.blips.left, right: card.blips.right }) },
    { title: t('tableGuide.event'), detail: t('tableGuide.eventDetail') },
    { title: t('tableGuide.tokens'), detail: t('tableGuide.tokensDetail') },
  ];
}

const CHECKLISTS: Record<Exclude<GameState['phase'], 'setup'>, readonly Key[]> = {
  'choose-actions': ['tableGuide.choosePick', 'tableGuide.chooseTurn', 'tableGuide.chooseEnter'],
  'resolve-actions': ['tableGuide.resolveOrder', 'tableGuide.resolveEnter', 'tableGuide.resolveDo'],
  'genestealer-attack': ['tableGuide.attackOrder', 'tableGuide.attackRoll', 'tableGuide.attackSlain'],
  event: ['tableGuide.eventDraw', 'tableGuide.eventSpawn'],
  over: ['tableGuide.over'],
};

/** The few things the table does in the phase the game stands in. */
export function phaseChecklist(s: GameState): string[] {
  if (s.phase === 'setup') {
    // Only what is still to do: once the formation is dealt (by hand or by Deal for me), its line goes (issue 35).
    const todo: Key[] = ['tableGuide.setupDeal', 'tableGuide.setupEvent', 'tableGuide.setupSpawn'];
    const at = s.prompt?.kind === 'reveal' ? (['marine', 'event', 'genestealer'] as const).indexOf(s.prompt.reveal as 'marine') : 0;
    return todo.slice(Math.max(0, at)).map((k) => t(k));
  }
  return CHECKLISTS[s.phase].map((k) => t(k));
}
