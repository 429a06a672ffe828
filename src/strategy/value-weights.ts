/**
 * Written by `npm run fit:value -- --policy app --games 1500 --holdout 500 --seed 9301` on commit 7d05c91: do not edit by hand.
 * Fitted on 17147 round-start positions of 1500 app self-play games, 1-6 players in turn (seed 9301); checked on 5741 positions of 500 other games (seed 9302).
 * Held out: Brier 0.1690 (base rate alone 0.2172), log loss 0.5068 (base rate alone 0.6260).
 * Calibration by decile of the prediction (held out): predicted / observed win rate, positions.
 *   decile 1: 3.7% / 2.6%, 574
 *   decile 2: 8.5% / 8.9%, 574
 *   decile 3: 13.3% / 16.9%, 574
 *   decile 4: 17.9% / 22.8%, 574
 *   decile 5: 22.9% / 25.8%, 574
 *   decile 6: 28.0% / 27.2%, 574
 *   decile 7: 33.9% / 37.1%, 574
 *   decile 8: 41.0% / 43.4%, 574
 *   decile 9: 51.5% / 52.1%, 574
 *   decile 10: 75.0% / 80.9%, 575
 * Features (standardised by mean and scale), then the intercept: marines, tokens, danger, swarmCards, broodLords, blips, final, finalBlips, reached, launchTokens, supply, round.
 */
export const VALUE_WEIGHTS = {
  commit: '7d05c91',
  mean: [6.23205, 2.58115, 2.91319, 10.1937, 0.19327, 7.51321, 0.348224, 1.67825, 2.22558, 0.0103225, 9.01306, 6.83012],
  scale: [2.93038, 2.50698, 1.52567, 6.98777, 0.538564, 4.52576, 0.476407, 3.7923, 1.49347, 0.106688, 2.66265, 4.30119],
  weights: [1.16845, -0.0590493, -0.811387, -0.26299, -0.252836, -0.472405, 0.191476, 0.171842, 0.857426, 0.096104, -0.345385, -0.122597, -1.09248],
};
