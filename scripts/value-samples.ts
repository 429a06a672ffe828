/**
 * The positions `npm run fit:value` learns from: one per round start of each self-play game
 * (its first decision of the round), as the deciding player's public features, labelled by
 * whether that game was won. Game `i` depends only on the spec and `i`, so a run split over
 * worker threads gives the same samples.
 */
import { playerView, playGame } from '../src/strategy';
import { features } from '../src/strategy/value';
import { gameOptions, gameSeed } from './sim-core';
import type { RunSpec } from './sim-core';

export interface Sample {
  x: number[];
  y: number;
}

/** Run specs of a fit: players 1-6 in turn when `mixed`, else solo; teams dealt at random. */
export function sampleSpec(policy: RunSpec['policy'], seed: number, i: number, mixed: boolean): RunSpec {
  return { players: mixed ? 1 + (i % 6) : 1, teams: [], policy, seed };
}

export interface SampleRun {
  policy: RunSpec['policy'];
  seed: number;
  mixed: boolean;
}

/** The samples of games [from, to) of a run: the games `npm run simulate` plays with these seeds. */
export function sampleRange(run: SampleRun, from: number, to: number): Sample[][] {
  const out: Sample[][] = [];
  for (let g = from; g < to; g++) {
    const spec = sampleSpec(run.policy, run.seed, g, run.mixed);
    const xs: number[][] = [];
    let round = -1;
    const record = playGame(gameOptions(spec, g), run.policy, gameSeed(spec, g), undefined, undefined, (p, decide, s) => {
      if (s.round !== round) {
        round = s.round;
        xs.push(features(playerView(s, p.player)));
      }
      return decide();
    });
    const y = record.outcome === 'won' ? 1 : 0;
    out.push(xs.map((x) => ({ x, y })));
  }
  return out;
}
