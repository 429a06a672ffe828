/**
 * Which table questions have one real answer? Plays many random table games (2 to 4 players)
 * and, at every question, checks with the engine whether all its answers lead to the same
 * position (sameOutcome). Prints how often each question was asked and how often it had one
 * real answer, with one example each; the table app enters those by itself (table-model.ts).
 *
 *   npx tsx scripts/survey-same-outcome.ts [games]
 */
import { answer, newGame, sameOutcome } from '../src/engine';
import { eagerPick, pick, policyRand, randomOptions } from './play-random';

const GAMES = Number(process.argv[2] ?? 200);
const asked: Record<string, number> = {};
const same: Record<string, number> = {};
const example: Record<string, string> = {};
for (let seed = 1; seed <= GAMES; seed++) {
  const started = newGame(randomOptions(2 + (seed % 3), 'table', seed));
  if (!started.ok) throw new Error(started.error);
  let s = started.state;
  const rand = policyRand(seed);
  for (let i = 0; i < 3000 && s.prompt && !s.outcome; i++) {
    const p = s.prompt;
    if (p.kind === 'decision') {
      asked[p.ask] = (asked[p.ask] ?? 0) + 1;
      if (sameOutcome(s)) {
        same[p.ask] = (same[p.ask] ?? 0) + 1;
        example[p.ask] ??= `game ${seed}, answer ${i}: ${p.options.join(', ')}`;
      }
    }
    const r = answer(s, p.kind === 'decision' ? eagerPick(rand, p.options) : pick(rand, p.options));
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
}
console.log(`${GAMES} random table games. Questions with one real answer (of those asked):`);
for (const [ask, n] of Object.entries(same).sort((a, b) => b[1] - a[1])) console.log(`  ${ask}: ${n} of ${asked[ask]} (e.g. ${example[ask]})`);
