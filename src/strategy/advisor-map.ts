/**
 * Written by `npm run calibrate:advisor -- --positions 3000 --playouts 200 --workers 2 --seed 1 --fit` on commit 0c6df38: do not edit by hand.
 * The advisor's worlds' mean p becomes the chance shown, sigmoid(slope * logit(p) + shift),
 * fitted on 3000 positions against the in-app bot's real results (src/strategy/advisor.ts).
 */
export const ADVISOR_MAP = {
  commit: '0c6df38',
  slope: 0.718514,
  shift: -0.280664,
};
