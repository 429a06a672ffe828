/**
 * The rules reference: every rule of a base-game round, the glossary, our rulings and every
 * card, each entry short and in our own words with its source (RB page, FAQ id or our ruling
 * id from docs/rulings.md). Plain data: no DOM, so unit tests and the search index read it.
 */
import { cardEntryId } from '../play/words/entry-ids';
import { ACTIONS, BROOD_LORDS, EVENTS, LOCATIONS, MARINES, TERRAIN } from '../../data';

export type Section =
  | 'setup'
  | 'choose'
  | 'support'
  | 'move'
  | 'attack'
  | 'genestealer-attack'
  | 'event'
  | 'travel'
  | 'shift'
  | 'end'
  | 'glossary'
  | 'ruling'
  | 'card';

/** The round in play order, then the rest; the reference lists sections in this order. */
export const SECTIONS: readonly { id: Section; title: string }[] = [
  { id: 'setup', title: 'Setup' },
  { id: 'choose', title: 'Choose Actions' },
  { id: 'support', title: 'Resolve Actions: Support' },
  { id: 'move', title: 'Resolve Actions: Move + Activate' },
  { id: 'attack', title: 'Resolve Actions: Attack' },
  { id: 'genestealer-attack', title: 'Genestealer Attack' },
  { id: 'event', title: 'Event' },
  { id: 'travel', title: 'Travel' },
  { id: 'shift', title: 'Shifting the formation' },
  { id: 'end', title: 'Winning and losing' },
  { id: 'glossary', title: 'Glossary' },
  { id: 'ruling', title: 'Our rulings' },
  { id: 'card', title: 'Cards' },
];

export interface Entry {
  id: string;
  section: Section;
  title: string;
  body: string;
  /** 'RB p12', 'FAQ F6', 'Our ruling H5', or the card itself. */
  source: string;
  /** Card ids (catalogue ids) this entry touches. */
  cards?: string[];
  /** Other words a player might type for it. */
  also?: string;
  /** A ruling we chose where the sources disagree or are silent. */
  ours?: boolean;
}

const rule = (id: string, section: Section, title: string, body: string, source: string, also = '', cards: string[] = []): Entry => ({
  id: `rule:${id}`,
  section,
  title,
  body,
  source,
  also,
  cards,
});

const RULES: Entry[] = [
  rule('players', 'setup', 'Players and teams', 'One to six players. With 1 player take 3 teams (6 marines), 2 players 2 teams each, 3 players 2 each, 4 to 6 players 1 each. The Void Lock card for that count sets the blips, terrain and spawn numbers.', 'RB p7, p30', 'how many players solo teams void lock'),
  rule('formation', 'setup', 'Dealing the formation', 'Shuffle the marine cards of the teams in play and deal them in a column, top to bottom. Team-mates need not stand together. The top half faces left, the bottom half faces right.', 'RB p8, FAQ F9', 'formation order facing column'),
  rule('setup-spawn', 'setup', 'First Genestealers', 'Deal both blip piles, then draw an Event card: it only spawns Genestealers. Its ability and movement are ignored and it is discarded.', 'RB p8', 'start spawn event'),
  rule('first-player', 'setup', 'Who goes first', 'There is no fixed first player. Each round, whoever owns the Action card with the lowest number is the current player and decides ties and choices no one else owns.', 'RB p12, p13', 'who starts first player current player lead'),
  rule('round', 'choose', 'The round', 'A round has four phases: Choose Actions, Resolve Actions, Genestealer Attack, Event. Then the next round starts.', 'RB p11', 'phases turn order sequence'),
  rule('choose-actions', 'choose', 'Choosing Action cards', 'Every team secretly picks one of its three Action cards each round; nobody may pass. The card a team played last round cannot be picked again.', 'RB p11, FAQ F1', 'pick card secret same card twice pass skip'),
  rule('resolve-order', 'choose', 'Resolving in order', 'Reveal all chosen cards, then resolve them from the lowest number to the highest.', 'RB p12', 'initiative number order lowest'),
  rule('support', 'support', 'Support card', 'Put one Support token from the supply on any marine, then use the card\'s ability. It is one token in all, not one per marine.', 'RB p15, FAQ F2', 'token support card'),
  rule('support-token', 'support', 'Spending a Support token', 'A marine may spend one of his own tokens to roll his attack die again, or his defence die when he faces the attacking swarm. The token goes back to the supply. Only attack and defence rolls can be rolled again.', 'RB p16', 'reroll re-roll token roll again'),
  rule('supply', 'support', 'The token supply', 'There are 12 Support tokens. When all are on the table, anything that would hand one out gives nothing.', 'RB p4, p29', 'twelve tokens empty supply'),
  rule('move', 'move', 'Moving (swapping marines)', 'Each marine of the team may swap places with the marine next to him. Facing and tokens move with him; terrain and swarms stay where they are.', 'RB p17', 'move swap marines'),
  rule('facing', 'move', 'Turning around (facing)', 'After moving, each marine of the team may turn to face the other side. The arrow on his card shows the side he faces: he attacks only swarms on that side and spends Support tokens only against a swarm there, while swarms attack him from either side.', 'RB p16, p17, p19', 'face facing turn around arrow side behind'),
  rule('activate', 'move', 'Activate terrain', 'A marine may use one Terrain card at his position on the side he faces. Each Terrain card works once per round. The Door gains a Support token; the Control Panel uses the Location card.', 'RB p18, FAQ F3', 'door control panel artefact terrain use', ['terrain.door', 'terrain.control-panel', 'terrain.artefact']),
  rule('attack', 'attack', 'Attacking', 'Each marine of the team may attack a swarm on the side he faces, within his range. A skull (1, 2 or 3) slays one Genestealer of his choice; 0, 4 and 5 miss.', 'RB p19', 'shoot attack skull roll die'),
  rule('range', 'attack', 'Range', 'Range counts positions away from the marine on his facing side. Range 0 reaches only his own position.', 'RB p20', 'range distance reach'),
  rule('brood-lord', 'attack', 'Brood Lords', 'A Brood Lord can only be slain once no ordinary Genestealer is left in its swarm. Each Brood Lord in a swarm takes 1 off the defence roll. It moves on either of its two icons.', 'RB p24, FAQ F7', 'brood lord boss', BROOD_LORDS.map((b) => b.id)),
  rule('gs-attack', 'genestealer-attack', 'Genestealer Attack', 'From top to bottom (left before right at one position), every swarm attacks the marine it is engaged with. Roll the die: if it is not higher than the number of Genestealers, the marine is slain.', 'RB p13', 'swarm attack defence defend roll die'),
  rule('always-roll', 'genestealer-attack', 'Always roll', 'Roll even when no face could save the marine; the roll can still trigger abilities.', 'FAQ F6', 'hopeless roll anyway'),
  rule('slain', 'genestealer-attack', 'A marine is slain', 'A slain marine leaves the game and his tokens go back to the supply. When both marines of a team fall, that team\'s Action cards leave the game.', 'RB p27', 'dead killed casualty eliminated team'),
  rule('event', 'event', 'Event card', 'The current player draws the top Event card and does what it says. Instinct cards are decided by the current player before anyone else reads them. Targets must be legal ones when any exist.', 'RB p14', 'event draw instinct'),
  rule('spawn', 'event', 'Spawning', 'The two spawn boxes resolve left to right. Each box puts Genestealers at every terrain of its colour, from the blip pile on that side: major or minor as the Void Lock card says.', 'RB p21, FAQ F11', 'spawn blips major minor colour'),
  rule('swarm-move', 'event', 'Swarms advance and flank', 'Swarms showing the card\'s icon move one position: left swarms down, right swarms up. Flank icons put a swarm behind its marine instead. Off the top or bottom, a swarm flanks.', 'RB p22, FAQ F10', 'move swarm icon flank behind arrow'),
  rule('travel', 'travel', 'Travelling', 'At the end of any phase in which a blip pile is empty, the squad travels: reveal the next Location, swap the terrain, refill the blip piles, then apply "upon entering". Engaged Genestealers stay.', 'RB p25–26', 'travel location next room empty blip pile'),
  rule('door', 'travel', 'The Door before leaving', 'Before travelling, the current player may slay one Genestealer anywhere for each token on the Door.', 'RB p26, Door card', 'door tokens travel slay', ['terrain.door']),
  rule('shift', 'shift', 'Shifting: closing the gap', 'When a marine is slain, the shorter part of the formation moves in to close the gap; with equal parts the bottom part moves up. His terrain and swarms stay with the position.', 'RB p28', 'shift gap formation slain move up'),
  rule('shift-attack', 'shift', 'A gap opened during the attack', 'A swarm that has attacked this phase never attacks again, even if a shift brings it to a new marine. Swarms that meet merge at the end of the Event Phase.', 'RB p28–29', 'shift attack twice merge'),
  rule('win', 'end', 'Winning', 'At the final Location, the players win as soon as no Genestealer is in the formation and both blip piles are empty, or as that Location\'s card says.', 'RB p10', 'win victory final location'),
  rule('lose', 'end', 'Losing', 'When every marine is slain, everyone loses.', 'RB p10', 'lose defeat all dead'),
];

const term = (id: string, title: string, body: string, source: string, also = ''): Entry => ({ id: `term:${id}`, section: 'glossary', title, body, source, also });

const GLOSSARY: Entry[] = [
  term('swarm', 'Swarm', 'All the Genestealer cards on one side of one position.', 'RB p13', 'group genestealers'),
  term('engaged', 'Engaged', 'A swarm is engaged with the marine at its position; it attacks him, on either side.', 'RB p13', 'engage'),
  term('lonely', 'Lonely (alone)', 'A marine is alone when he is the last of his team still in the game. Cards that mention it check only that.', 'RB p31', 'alone last marine'),
  term('flank', 'Flank', 'To flank is to move a swarm behind its marine, on the side he does not face.', 'RB p22', 'flanking behind'),
  term('blip-pile', 'Blip pile', 'The face-down Genestealer cards on each side of the Location card; spawns come from them. An empty pile means travel.', 'RB p21, p25', 'blips pile deck'),
  term('brood-lord', 'Brood Lord', 'A big Genestealer card: slain only when alone in its swarm, takes 1 off defence rolls.', 'RB p24', 'broodlord'),
  term('support-token', 'Support token', 'A token on a marine. He may spend it to roll his own attack or defence again.', 'RB p15–16', 'token reroll'),
  term('current-player', 'Current player', 'The player with the lowest Action card this round; he makes the calls nobody else owns.', 'RB p12', 'first player leader'),
  term('formation', 'Formation', 'The column of marines; each marine is a position.', 'RB p8', 'column positions'),
  term('position', 'Position', 'One marine\'s place in the formation, with its two sides, left and right.', 'RB p8', 'place row'),
  term('terrain', 'Terrain', 'Cards beside the formation. Their colour sets where Genestealers spawn; some can be activated.', 'RB p18, p21', 'terrain card'),
  term('instinct', 'Instinct', 'An Event the current player resolves before the others see it.', 'RB p14', 'secret event'),
  term('skull', 'Skull', 'Faces 1, 2 and 3 of the die show a skull: a hit when attacking.', 'RB p19', 'die face hit'),
];
const ruling = (id: string, title: string, body: string, source: string, also = ''): Entry => ({ id: `ruling:${id}`, section: 'ruling', title, body, source, also, ours: true });

const RULINGS: Entry[] = [
  ruling('H5', 'Swarms meeting in the attack', 'Two swarms that have not attacked and a shift brings together attack once, as one swarm with their combined size.', 'Our ruling H5 (D-24)', 'merge shift'),
  ruling('M4', 'Being swapped is not moving', 'A marine swapped by a team-mate may still make his own move.', 'Our ruling M4 (D-22)', 'swap move twice'),
  ruling('H3', 'Top or bottom marine slain', 'His position joins the new top (or bottom) marine.', 'Our ruling H3 (D-25)', 'shift end'),
  ruling('T6', 'Short Genestealer deck when travelling', 'Piles get one card each in turn; the current player says where an odd last card goes.', 'Our ruling T6 (D-26)', 'refill blips'),
  ruling('E2', 'Spawn numbers', 'The Void Lock card\'s one major and minor pair is used for every colour.', 'Our ruling E2 (D-14)', 'major minor'),
  ruling('K3', 'Die faces', 'The die has faces 0 to 5; 1, 2 and 3 are skulls.', 'Our ruling K3 (D-11)', 'die faces zero'),
];

/** Event cards come in pairs: one entry per card name ('event.gun-jam.1' → 'card:event.gun-jam'). */
export { cardEntryId };

const cap = (w: string): string => w.charAt(0) + w.slice(1).toLowerCase();

const TYPE_WORDS = { SUPPORT: 'Support', MOVE_ACTIVATE: 'Move + Activate', ATTACK: 'Attack' } as const;

function cardEntries(): Entry[] {
  const out = new Map<string, Entry>();
  const add = (id: string, title: string, body: string, source: string, also: string): void => {
    const key = cardEntryId(id);
    if (!out.has(key)) out.set(key, { id: key, section: 'card', title, body, source, also, cards: [id] });
  };
  for (const m of MARINES) add(m.id, m.name, `${cap(m.team)} team marine, range ${m.range}.`, 'Marine card', `${m.shortName} marine`);
  for (const a of ACTIONS) add(a.id, a.name, `${TYPE_WORDS[a.type]} card, ${cap(a.team)} team, number ${a.initiative}. ${a.summary}`, 'Action card', 'action');
  for (const e of EVENTS) add(e.id, e.name, `Event${e.instinct ? ', Instinct' : ''}. ${e.summary}`, 'Event card', 'event');
  for (const l of LOCATIONS) add(l.id, l.name, `Location ${l.tier}. ${l.summary}${l.victory ? ` To win: ${l.victory}` : ''}`, 'Location card', 'location room');
  for (const t of TERRAIN) add(t.id, t.name, `${cap(t.colour)} terrain. ${t.summary ?? 'Cannot be activated.'}`, 'Terrain card', 'terrain');
  for (const b of BROOD_LORDS) add(b.id, b.name, `Brood Lord with the ${b.icons.map((i) => i.toLowerCase()).join(' and ')} icons.`, 'Brood Lord card', 'brood lord');
  return [...out.values()];
}

export const ENTRIES: readonly Entry[] = [...RULES, ...GLOSSARY, ...RULINGS, ...cardEntries()];

const BY_ID = new Map(ENTRIES.map((e) => [e.id, e]));
export const entryById = (id: string): Entry | undefined => BY_ID.get(id);
