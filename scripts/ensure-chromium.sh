#!/usr/bin/env bash
# Makes sure a Chromium the browser tests can drive is installed, and prints its path.
#
# Playwright's own browser download cannot work on our closed network, so the tests use
# Debian's chromium package. If it is missing we install it (apt, as root); if that is
# impossible we stop with a clear message: the browser tests are never skipped.
set -euo pipefail

say() { printf '%s\n' "$*" >&2; }

find_chromium() {
  if [[ -n "${CHROMIUM_PATH:-}" && -x "${CHROMIUM_PATH}" ]]; then
    printf '%s\n' "$CHROMIUM_PATH"
    return 0
  fi
  local candidate
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [[ -x "$candidate" ]]; then
      printf '%s\n' "$candidate"
      return 0
    fi
  done
  return 1
}

if path="$(find_chromium)"; then
  say "Chromium found: $path"
else
  say "Chromium is not installed; installing Debian's chromium package…"
  if ! command -v apt-get >/dev/null 2>&1; then
    say "ERROR: no apt-get on this machine. Install Chromium yourself and set CHROMIUM_PATH to its binary."
    exit 1
  fi
  if [[ "$(id -u)" -eq 0 ]]; then
    as_root=()
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo -n)
  else
    say "ERROR: installing Chromium needs root. Run: sudo apt-get update && sudo apt-get install -y chromium"
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  if ! "${as_root[@]}" apt-get update -qq >&2 \
    || ! "${as_root[@]}" apt-get install -y -qq chromium >&2; then
    say "ERROR: 'apt-get install chromium' failed (see above). The browser tests cannot run without it."
    exit 1
  fi
  if ! path="$(find_chromium)"; then
    say "ERROR: the chromium package installed, but no /usr/bin/chromium was found."
    exit 1
  fi
  say "Chromium installed: $path"
fi

# Debian's wrapper script can print shell noise on stderr; the version line is what matters.
if ! version="$("$path" --version 2>/dev/null)"; then
  say "ERROR: $path is present but does not start ('$path --version' failed)."
  exit 1
fi
say "$version"
printf '%s\n' "$path"
