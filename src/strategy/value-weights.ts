/**
 * Written by `npm run fit:value -- --games 4000 --holdout 1500 --seed 9201` on commit 7a212a5: do not edit by hand.
 * Fitted on 37231 round-start positions of 4000 heuristic solo games (seed 9201); checked on 14101 positions of 1500 other games (seed 9202).
 * Held out: Brier 0.0798 (base rate alone 0.0944), log loss 0.2808 (base rate alone 0.3371).
 * Calibration by decile of the prediction (held out): predicted / observed win rate, positions.
 *   decile 1: 1.0% / 0.8%, 1410
 *   decile 2: 2.3% / 2.3%, 1410
 *   decile 3: 3.8% / 3.8%, 1410
 *   decile 4: 5.4% / 6.2%, 1410
 *   decile 5: 6.8% / 6.1%, 1410
 *   decile 6: 8.0% / 8.4%, 1410
 *   decile 7: 9.1% / 10.9%, 1410
 *   decile 8: 11.7% / 10.9%, 1410
 *   decile 9: 17.8% / 16.7%, 1410
 *   decile 10: 43.7% / 39.4%, 1411
 * Features (standardised by mean and scale), then the intercept: marines, tokens, danger, swarmCards, broodLords, blips, final, finalBlips, reached, launchTokens, supply, round.
 */
export const VALUE_WEIGHTS = {
  commit: '7a212a5',
  mean: [4.28979, 1.44922, 1.55623, 6.6963, 0.0918589, 7.61199, 0.179582, 1.4059, 1.27037, 0, 10.2285, 5.70377],
  scale: [1.68729, 1.55828, 0.590981, 3.66174, 0.400298, 3.19026, 0.383839, 3.60542, 1.07134, 1, 1.80637, 3.68114],
  weights: [1.11246, -0.190574, -0.258249, -0.373262, -0.263752, -0.243931, 0.260127, -0.0259962, 0.799024, 0, -0.313198, 0.333529, -2.59676],
};
