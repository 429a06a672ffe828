/**
 * A fitted value function: the chance that the in-app bot wins from a position, as a logistic
 * regression on public features (issue 24). The weights are fitted offline by
 * `npm run fit:value` (scripts/fit-value.ts) on the in-app bot's own games (1-6 players) and
 * live in value-weights.ts with the engine commit and the calibration they were fitted with.
 * The in-app bot's search and the odds advisor value a position a round ahead with it.
 * Features read only what every player sees: the formation, tokens, swarms, pile sizes, the
 * Location and the round.
 */
import type { GameState } from '../engine';
import { danger } from './danger';
import { VALUE_WEIGHTS } from './value-weights';

/** The feature names, in the order of `features` and of the weights. */
export const FEATURES = ['marines', 'tokens', 'danger', 'swarmCards', 'broodLords', 'blips', 'final', 'finalBlips', 'reached', 'launchTokens', 'supply', 'round'] as const;

/** The features of a position, from public facts only. */
export function features(s: GameState): number[] {
  let tokens = 0;
  let cards = 0;
  let lords = 0;
  for (const p of s.formation) {
    tokens += p.tokens;
    for (const sw of [...p.LEFT.swarms, ...p.RIGHT.swarms]) {
      cards += sw.cards.length;
      for (const c of sw.cards) if (c.startsWith('brood-lord')) lords++;
    }
  }
  const blips = s.blips.LEFT.length + s.blips.RIGHT.length;
  const final = s.locationDeck.length === 0 ? 1 : 0;
  const launch = final && s.location === 'location.launch-control-room' ? s.locationTokens : 0;
  return [s.formation.length, tokens, danger(s), cards, lords, blips, final, final * blips, s.stats.locationsReached, launch, s.supply, s.round];
}

/** P(win) from `features` with the fitted weights (the last weight is the intercept). */
export function winChance(s: GameState): number {
  if (s.outcome === 'won') return 1;
  if (s.outcome === 'lost') return 0;
  const x = features(s);
  const w = VALUE_WEIGHTS.weights;
  let z = w[x.length] ?? 0;
  for (let i = 0; i < x.length; i++) z += (w[i] ?? 0) * ((x[i] as number) - (VALUE_WEIGHTS.mean[i] ?? 0)) / (VALUE_WEIGHTS.scale[i] ?? 1);
  return 1 / (1 + Math.exp(-z));
}
