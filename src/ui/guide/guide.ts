/**
 * The guided first game: a fixed deal (one player, three teams, seed 548) and a short
 * explanation the first time each part of a round comes up (topics.ts), with what it speaks
 * of lit. Which game is guided, which topics were explained and whether the guide is on are a
 * few short strings in localStorage: losing them only loses the explanations.
 *
 * The guide follows the guided game; turned on again (Settings or a game's menu) it follows
 * every pocket game, explaining only what it has not explained yet.
 */
import { signal } from '@preact/signals';
import type { GameOptions } from '../../engine';

export { GUIDED } from './played';

export const GUIDED_OPTIONS: GameOptions = {
  players: [{ name: 'Recruit', teams: ['BLUE', 'RED', 'PURPLE'] }],
  chance: 'dealer',
  seed: 548,
};

const KEY = 'death-angel-companion:guide';

export interface GuideState {
  /** The guided first game's id. */
  game: string | null;
  /** Topics already explained (topics.ts ids). */
  seen: string[];
  off: boolean;
  /** Turned on by hand: the guide follows every game, not only the guided one. */
  all: boolean;
}

function read(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): GuideState {
  try {
    const raw = storage?.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as Partial<GuideState>) : {};
    return {
      game: typeof v.game === 'string' ? v.game : null,
      seen: Array.isArray(v.seen) ? v.seen.filter((x) => typeof x === 'string') : [],
      off: v.off === true,
      all: v.all === true,
    };
  } catch {
    return { game: null, seen: [], off: false, all: false };
  }
}

/** The guide's state as a signal: the card, the game menu and Settings follow each change. */
export const guide = signal<GuideState>(read());

function write(state: GuideState, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  guide.value = state;
  try {
    storage?.setItem(KEY, JSON.stringify(state));
  } catch {
    // Private mode or full: the guide just shows again.
  }
}

export function startGuided(gameId: string): void {
  write({ ...guide.value, game: gameId, seen: [], off: false });
}

/** Whether the guide speaks in this game now. */
export function guideOn(gameId: string, g: GuideState = guide.value): boolean {
  return !g.off && (g.all || g.game === gameId);
}

/** The guided first game (its debrief shows at the end even if the guide was turned off). */
export function isGuidedGame(gameId: string, g: GuideState = guide.value): boolean {
  return g.game === gameId || guideOn(gameId, g);
}

export function markSeen(topic: string): void {
  const g = guide.value;
  if (!g.seen.includes(topic)) write({ ...g, seen: [...g.seen, topic] });
}

export function turnOff(): void {
  write({ ...guide.value, off: true, all: false });
}

/** On again, for every game: what it already explained stays explained. */
export function turnOn(): void {
  write({ ...guide.value, off: false, all: true });
}

/** Every topic is explained again, from the next thing that happens. */
export function explainAgain(): void {
  write({ ...guide.value, seen: [] });
}
