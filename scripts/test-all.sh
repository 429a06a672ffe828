#!/usr/bin/env bash
# `npm test`: every check, in order, stopping at the first failure.
# Each step prints a header, and the run ends with a table of step times.
set -euo pipefail
cd "$(dirname "$0")/.."

steps=(
  "chromium|bash scripts/ensure-chromium.sh"
  "typecheck|npm run --silent typecheck"
  "unit tests|npm run --silent test:unit"
  "fuzz|npm run --silent fuzz -- --games 2000"
  "build|npm run --silent build"
  "browser tests|npm run --silent test:e2e"
)

# Colour only on a terminal, so CI logs stay plain text.
if [[ -t 1 ]]; then bold=$'\033[1m' red=$'\033[31m' green=$'\033[32m' off=$'\033[0m'; else bold='' red='' green='' off=''; fi

summary=()
total_start=$SECONDS
index=0
for step in "${steps[@]}"; do
  index=$((index + 1))
  name="${step%%|*}"
  command="${step#*|}"
  printf '\n%s==> [%d/%d] %s%s  (%s)\n' "$bold" "$index" "${#steps[@]}" "$name" "$off" "$command"
  start=$SECONDS
  if [[ "$name" == "chromium" ]]; then
    # Later steps (Playwright) read CHROMIUM_PATH; the script prints the path last.
    if ! CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh | tail -n 1)"; then
      printf '\n%sFAILED at step %d/%d: %s%s\n' "$red" "$index" "${#steps[@]}" "$name" "$off"
      exit 1
    fi
    export CHROMIUM_PATH
  elif ! bash -c "$command"; then
    printf '\n%sFAILED at step %d/%d: %s (%ss)%s\n' "$red" "$index" "${#steps[@]}" "$name" $((SECONDS - start)) "$off"
    exit 1
  fi
  summary+=("$(printf '%-14s %4ss' "$name" $((SECONDS - start)))")
  printf '%s<== %s passed in %ss%s\n' "$green" "$name" $((SECONDS - start)) "$off"
done

printf '\n%sAll %d steps passed in %ss%s\n' "$bold" "${#steps[@]}" $((SECONDS - total_start)) "$off"
printf '  %s\n' "${summary[@]}"
printf 'steps: %d passed, 0 failed\n' "${#steps[@]}"
