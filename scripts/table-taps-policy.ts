/**
 * The scripted table game of `npm run measure:table-taps`: fixed teams, and what the table
 * turns up and the players pick, decided here so every run enters the same game. The cards
 * and faces are fixed by rule (the first card each prompt allows, die faces from one list),
 * and the players are bold: they take an active answer over passing.
 */
import { actionDef } from '../src/data';
import type { GameState, Prompt } from '../src/engine';

/** Two players, two teams each: 8 marines, as issue 27 measures. */
export const TEAMS = [
  ['BLUE', 'RED'],
  ['GREY', 'PURPLE'],
] as const;

/** The rounds measured (setup is not a round). */
export const ROUNDS = 5;

/** The faces that come up, in turn: hits and misses, a skull now and then. */
const FACES = ['4', '5', '1', '3', '5', '2', '0', '4', '3', '5', '1', '4'];

const KINDS = ['ATTACK'] as const;

const PASSIVE: ReadonlySet<string> = new Set(['done', 'skip', 'stop', 'keep', 'stay']);

/** What the table turns up or the player picks for prompt `p`; `dice` counts the faces entered so far. */
export function scriptedAnswer(s: GameState, p: Prompt, dice: number): string {
  if (p.kind === 'reveal') return p.reveal === 'die' ? (FACES[dice % FACES.length] as string) : (p.options[0] as string);
  // The teams take turns at attacking, moving and supporting, as a table does: each round
  // team i wants the kind (round + i) in that list, else the first card it may choose.
  if (p.ask === 'choose-action') {
    const team = s.players.flatMap((pl) => pl.teams).indexOf(p.subject as never);
    const kind = KINDS[(s.round + Math.max(0, team)) % KINDS.length];
    return p.options.find((c) => actionDef(c).type === kind) ?? (p.options[0] as string);
  }
  // A roll stands (re-roll offers are asked, and answered by keeping it).
  if (p.ask === 'attack-reroll' || p.ask === 'defence-reroll') return 'keep';
  return p.options.find((o) => !PASSIVE.has(o)) ?? (p.options[0] as string);
}
