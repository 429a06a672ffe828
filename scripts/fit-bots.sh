#!/usr/bin/env bash
# `npm run fit:bots`: re-runs the bots' two fits in order (about 40 minutes on 2 cores).
# 1. The value function on the in-app bot's own games (src/strategy/value-weights.ts).
# 2. The advisor's map from its worlds' mean to the chance shown (src/strategy/advisor-map.ts),
#    on the positions of calibration seeds 1 and 2; check the result on seed 3:
#    npm run calibrate:advisor -- --positions 3000 --playouts 200 --workers 2 --seed 3
set -euo pipefail
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
npx tsx scripts/fit-value.ts --policy app --games 1500 --holdout 500 --seed 9301 --workers 2
for seed in 1 2; do
  npx tsx scripts/calibrate-advisor.ts --positions 3000 --playouts 200 --workers 2 --seed "$seed" --points "$dir/seed-$seed.json"
done
FIT_COMMAND="npm run fit:bots" npx tsx scripts/calibrate-advisor.ts --reuse "$dir/seed-1.json,$dir/seed-2.json" --fit --knot -0.5
