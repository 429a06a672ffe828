/**
 * Response headers that make the app cross-origin isolated, so the page may share memory with
 * the advisor's worker and stop it within one playout of a tap (src/ui/advisor/worker.ts).
 * Every file the app loads is its own, so nothing else needs to opt in. A host that cannot set
 * headers still serves a working app: the advisor then stops at the end of its batch.
 */
export const ISOLATED = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
} as const;
