/**
 * Written by `npm run fit:bots` on commit c71f16e: do not edit by hand.
 * The advisor's worlds' mean p becomes the chance shown, sigmoid(slope * x + shift + bend * max(0, x - knot))
 * with x = logit(p), fitted on 6000 positions against the in-app bot's real results (src/strategy/advisor.ts).
 */
export const ADVISOR_MAP = {
  commit: 'c71f16e',
  slope: 0.648877,
  shift: -0.400241,
  bend: 0.638604,
  knot: -0.5,
};
