/**
 * The app version a phone announces on joining. A test page may set `window.__mpVersion`
 * (test-only, see tests/e2e/multiplayer.spec.ts) to play a phone built from another version.
 */
export function appVersion(): string {
  const forced = (globalThis as { __mpVersion?: unknown }).__mpVersion;
  return typeof forced === 'string' ? forced : __APP_VERSION__;
}
