/** Random legal games for the UI tests: every prompt the engine can reach, with its position. */
import { TEAMS } from '../../src/data';
import { answerInPlace, newGame, type GameOptions, type GameState, type Team } from '../../src/engine';
import { mulberry } from '../../scripts/play-random';

export { mulberry };

const PER_PLAYER = [0, 3, 2, 2, 1, 1, 1];

export function randomGameOptions(seed: number): GameOptions {
  const rand = mulberry(seed);
  const players = 1 + Math.floor(rand() * 6);
  const teams: Team[] = [...TEAMS].sort(() => rand() - 0.5);
  const per = PER_PLAYER[players] ?? 1;
  return {
    players: Array.from({ length: players }, (_, p) => ({ name: `P${p + 1}`, teams: teams.slice(p * per, p * per + per) })),
    chance: 'dealer',
    seed: Math.floor(rand() * 0xffffffff),
    startingTokens: Math.floor(rand() * 4),
  };
}

/** Plays game `seed` with random answers, calling `visit` on every position that waits on a decision. */
export function fuzzGame(seed: number, visit: (s: GameState) => void): GameState {
  const started = newGame(randomGameOptions(seed));
  if (!started.ok) throw new Error(started.error);
  const s = started.state;
  const rand = mulberry(seed ^ 0x5bd1e995);
  while (s.prompt) {
    visit(s);
    const o = s.prompt.options;
    const problem = answerInPlace(s, o[Math.floor(rand() * o.length)] as string);
    if (problem) throw new Error(JSON.stringify(problem));
  }
  return s;
}
