/**
 * Where Debian's Chromium lives and how to start it here.
 *
 * Playwright's own browser download cannot work on our closed network, so every
 * browser run (tests and the icon script) uses the system Chromium. We run as root on
 * a machine with no outside network: without these flags Chromium refuses to start
 * (sandbox) or keeps trying to reach Google's hosts in the background.
 */
import { existsSync } from 'node:fs';

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** CHROMIUM_PATH wins (scripts/ensure-chromium.sh sets it); otherwise Debian's paths. */
export function chromiumPath(): string {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv) return fromEnv;
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found. Run `bash scripts/ensure-chromium.sh` (installs Debian chromium) ' +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}
