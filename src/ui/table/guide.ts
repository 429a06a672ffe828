/**
 * Our words for what the table does now: the setup walk-through for a player count, and a
 * short checklist for each phase. Derived from the card data so a player count's Void Lock
 * card, terrain places and blip pile sizes are always the ones the engine plays with.
 */
import { playerCount, SETUP_LOCATIONS, terrainDef } from '../../data';
import type { GameState } from '../../engine';
import { COUNTS, plural } from '../common/catalogue';

export interface GuideStep {
  title: string;
  detail: string;
}

function setupCardFor(players: number) {
  const card = SETUP_LOCATIONS.find((c) => (c.players as readonly number[]).includes(players));
  if (!card) throw new Error(`No Void Lock card for ${players} players.`);
  return card;
}

export function setupGuide(players: number): GuideStep[] {
  const card = setupCardFor(players);
  const per = playerCount(players).teamsPerPlayer;
  const terrain = card.terrain.map(
    (t) => `${terrainDef(t.terrain).name}: ${t.side === 'LEFT' ? 'left' : 'right'} of position ${t.number} counted from the ${t.from === 'TOP' ? 'top' : 'bottom'}`,
  );
  return [
    { title: `Put out the “${card.name}” card`, detail: `It sets ${card.marines} marines in the formation, spawns of ${card.spawn.major} (major) and ${card.spawn.minor} (minor), and the places of the terrain.` },
    { title: 'Build the Location deck', detail: `Take one Location card of each of ${card.deck.join(', ')} and stack them face down, ${card.deck[0]} on top and ${card.deck[card.deck.length - 1]} at the bottom.` },
    { title: 'Deal the Space Marines', detail: `Each player takes ${plural(per, COUNTS.combatTeams)} (marines and three Action cards each). Shuffle the marine cards of the teams in play and deal them into one column, top to bottom. The app asks for each card in the order it was dealt.` },
    { title: 'Lay the terrain', detail: `${terrain.join('. ')}.` },
    { title: 'Make the blip piles', detail: `Shuffle the Genestealer cards (not the Brood Lords) and deal ${card.blips.left} face down to the left pile and ${card.blips.right} to the right.` },
    { title: 'Draw the setup Event', detail: 'Shuffle the Event deck and draw one card: only its spawn boxes count now. The app asks which card it was, then the type of each Genestealer turned face up.' },
    { title: 'Support tokens', detail: 'All 12 Support tokens make the supply, beside the formation.' },
  ];
}

/** The few things the table does in the phase the game stands in. */
export function phaseChecklist(s: GameState): string[] {
  switch (s.phase) {
    case 'setup': {
      // Only what is still to do: once the formation is dealt (by hand or by Deal for me), its line goes (issue 35).
      const todo = ['Deal the marine cards one by one and enter each as it lands.', 'Draw the setup Event card and enter it.', 'Turn up each Genestealer the spawn takes and enter its type.'];
      const at = s.prompt?.kind === 'reveal' ? (['marine', 'event', 'genestealer'] as const).indexOf(s.prompt.reveal as 'marine') : 0;
      return todo.slice(Math.max(0, at));
    }
    case 'choose-actions':
      return ['Each team picks an Action card face down (not the one it resolved last round).', 'Turn them face up together.', 'Enter each team’s card below.'];
    case 'resolve-actions':
      return ['The cards resolve from the lowest initiative number up.', 'Enter each choice the team makes; roll when the app asks and tap the face.', 'Do on the table what the app says after each entry.'];
    case 'genestealer-attack':
      return ['Swarms attack top to bottom, left before right.', 'Roll the die for each defence and tap the face.', 'Remove slain marines as the app says.'];
    case 'event':
      return ['The current player draws the top Event card: find it below.', 'Spawn and move as the app says, turning up each Genestealer it asks for.'];
    case 'over':
      return ['The mission is over.'];
  }
}
