/**
 * `npm run diagnose:bots -- [--players 1] [--teams A,B,C] [--policy heuristic|search|random]
 * [--games 1000] [--seed 1] [--budget B]`: where bot games are lost. Prints marine deaths per
 * round by cause (the phase and question that killed), the round games end in, the Location
 * reached, and for each final Location how often it was reached and won and how the squad
 * stood on arrival. Numbers only; used to decide what to improve in src/strategy.
 */
import { answerInPlace, newGame } from '../src/engine';
import type { DecisionPrompt, GameEvent, GameState, Team } from '../src/engine';
import { decideBy, DEFAULT_SEARCH, mulberry } from '../src/strategy';
import type { PolicyName } from '../src/strategy';
import { gameOptions, gameSeed, pct } from './sim-core';
import type { RunSpec } from './sim-core';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const players = Number(arg('players', '1'));
const teams = arg('teams', '').split(/[,+/ ]/).filter(Boolean).map((t) => t.toUpperCase()) as Team[];
const policy = arg('policy', 'heuristic') as PolicyName;
const games = Number(arg('games', '1000'));
const seed = Number(arg('seed', '1'));
const budget = Number(arg('budget', String(DEFAULT_SEARCH.budget)));
const spec: RunSpec = { players, teams, policy, seed, search: { ...DEFAULT_SEARCH, budget } };

function count<K>(m: Map<K, number>, k: K, by = 1): void {
  m.set(k, (m.get(k) ?? 0) + by);
}

/** What killed a marine: the event just before his death (a swarm's attack carries its size and Brood Lords). */
function causes(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  events.forEach((ev, k) => {
    if (ev.k !== 'marine-slain') return;
    const before = events[k - 1];
    if (before?.k === 'defence-roll') out.push(before.broodLords > 0 ? 'swarm attack (with a Brood Lord)' : `swarm attack, swarm of ${before.swarm.size}`);
    else out.push(before ? before.k : 'unknown');
  });
  return out;
}

const deathsByRound = new Map<number, number>();
const deathsByCause = new Map<string, number>();
const endRound = new Map<number, number>();
const reached = new Map<number, number>();
const finals = new Map<string, { reached: number; won: number; marines: number; swarm: number; rounds: number }>();
let wins = 0;
const t0 = performance.now();
for (let i = 0; i < games; i++) {
  const started = newGame(gameOptions(spec, i));
  if (!started.ok) throw new Error(started.error);
  const s = started.state;
  const rand = mulberry(gameSeed(spec, i) ^ 0x2545f491);
  let final: { id: string; round: number } | null = null;
  while (s.prompt) {
    const p = s.prompt as DecisionPrompt;
    const before = s.stats.marinesLost.length;
    const round = s.round;
    const events: GameEvent[] = [];
    answerInPlace(s, decideBy(policy, s, p, rand, spec.search), null, undefined, events);
    const died = s.stats.marinesLost.length - before;
    if (died > 0) {
      count(deathsByRound, round, died);
      for (const c of causes(events)) count(deathsByCause, c);
    }
    if (!final && s.locationDeck.length === 0 && s.stats.locationsReached > 0) {
      final = { id: s.location, round: s.round };
      let swarm = 0;
      for (const q of s.formation) for (const sw of [...q.LEFT.swarms, ...q.RIGHT.swarms]) swarm += sw.cards.length;
      const f = finals.get(s.location) ?? { reached: 0, won: 0, marines: 0, swarm: 0, rounds: 0 };
      f.reached++;
      f.marines += s.formation.length;
      f.swarm += swarm;
      finals.set(s.location, f);
    }
  }
  if (s.outcome === 'won') wins++;
  count(endRound, s.round);
  count(reached, s.stats.locationsReached);
  if (final) {
    const f = finals.get(final.id)!;
    f.rounds += s.round - final.round;
    if (s.outcome === 'won') f.won++;
  }
}
const seconds = (performance.now() - t0) / 1000;
const totalDeaths = [...deathsByCause.values()].reduce((a, b) => a + b, 0);
console.log(`${games} games, ${players} player(s), teams ${teams.length ? teams.join('+') : 'dealt'}, policy ${policy}, seed ${seed}: ${wins} won (${pct(wins / games)}) in ${seconds.toFixed(1)} s`);
console.log(`\nmarine deaths by round (per game):`);
for (const [r, n] of [...deathsByRound].sort((a, b) => a[0] - b[0])) console.log(`  round ${String(r).padStart(2)}  ${(n / games).toFixed(2)}`);
console.log(`\nmarine deaths by cause (${(totalDeaths / games).toFixed(2)} per game):`);
for (const [c, n] of [...deathsByCause].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${pct(n / totalDeaths).padStart(6)}  ${c}`);
console.log(`\ngames ending in round:`);
console.log('  ' + [...endRound].sort((a, b) => a[0] - b[0]).map(([r, n]) => `${r}: ${pct(n / games)}`).join(', '));
console.log(`\nLocations travelled:`);
console.log('  ' + [...reached].sort((a, b) => a[0] - b[0]).map(([r, n]) => `${r}: ${pct(n / games)}`).join(', '));
console.log(`\nfinal Locations (on arrival: marines left, swarm cards in the formation; rounds spent there):`);
for (const [id, f] of [...finals].sort()) {
  console.log(`  ${id.padEnd(32)} reached ${pct(f.reached / games).padStart(6)}, won ${f.won}/${f.reached} (${pct(f.won / Math.max(1, f.reached))}), marines ${(f.marines / f.reached).toFixed(1)}, swarm ${(f.swarm / f.reached).toFixed(1)}, rounds ${(f.rounds / f.reached).toFixed(1)}`);
}
