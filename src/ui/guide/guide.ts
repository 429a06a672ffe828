/**
 * The guided first game: a fixed deal (one player, three teams, seed 548) and a short
 * explanation the first time each phase comes up, with the part of the screen it speaks of
 * lit. Which game is guided, which phases were explained and whether the guide is off are
 * a few short strings in localStorage: losing them only loses the explanations.
 */
import type { GameOptions } from '../../engine';

export { GUIDED } from './played';

export const GUIDED_OPTIONS: GameOptions = {
  players: [{ name: 'Recruit', teams: ['BLUE', 'RED', 'PURPLE'] }],
  chance: 'dealer',
  seed: 548,
};

const KEY = 'death-angel-companion:guide';

interface GuideState {
  game: string | null;
  seen: string[];
  off: boolean;
}

export interface Step {
  title: string;
  text: string;
  /** CSS selector of the element the explanation speaks of. */
  lit: string;
}

/** Two or three sentences per phase, in our own words (RB p11–14). */
export const STEPS: Record<string, Step> = {
  'choose-actions': {
    title: 'Choose Actions',
    text: 'Each combat team plays one of its three Action cards this round. Support gives a token, Move + Activate shifts marines and uses terrain, Attack fires. The lowest number acts first.',
    lit: '.sheet',
  },
  'resolve-actions': {
    title: 'Resolve Actions',
    text: 'The chosen cards now act in number order. Tap an answer below, or a lit spot on the board. "Why?" under each question opens the rule behind it.',
    lit: '.board',
  },
  'genestealer-attack': {
    title: 'Genestealer Attack',
    text: 'Every swarm beside a marine attacks him, top to bottom. The die must roll higher than the swarm size, or he falls. A Support token lets a marine facing the swarm roll again.',
    lit: '.board',
  },
  event: {
    title: 'Event',
    text: 'An Event card is drawn: new Genestealers spawn from the blip piles at the terrain of its colours, then swarms with its icon move. When a blip pile runs dry, the squad travels on.',
    lit: '.status',
  },
};

function read(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): GuideState {
  try {
    const raw = storage?.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as Partial<GuideState>) : {};
    return { game: typeof v.game === 'string' ? v.game : null, seen: Array.isArray(v.seen) ? v.seen.filter((x) => typeof x === 'string') : [], off: v.off === true };
  } catch {
    return { game: null, seen: [], off: false };
  }
}

function write(state: GuideState, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(state));
  } catch {
    // Private mode or full: the guide just shows again.
  }
}

export function startGuided(gameId: string): void {
  write({ game: gameId, seen: [], off: false });
}

/** The explanation to show now for this game and phase, if any. */
export function stepFor(gameId: string, phase: string): Step | null {
  const g = read();
  if (g.off || g.game !== gameId || g.seen.includes(phase)) return null;
  return STEPS[phase] ?? null;
}

export function markSeen(phase: string): void {
  const g = read();
  write({ ...g, seen: [...g.seen, phase] });
}

export function turnOff(): void {
  write({ ...read(), off: true });
}
