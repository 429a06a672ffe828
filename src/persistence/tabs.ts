/**
 * Several tabs on one game. The store already refuses a stale write, so two tabs can never
 * corrupt a game; this makes the hand-over visible instead of a surprise refusal: the tab
 * that opens a game last has it, and any other tab showing it is told at once and stops.
 * BroadcastChannel reaches every tab of this origin; without it, the stale-write refusal
 * remains the guard.
 */
export interface Claim {
  type: 'open';
  game: string;
  tab: string;
}

export interface Channel {
  postMessage(message: Claim): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

const self = Math.random().toString(36).slice(2);
let shared: Channel | null | undefined;

function channel(): Channel | null {
  if (shared === undefined) shared = typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel('death-angel-games') as unknown as Channel);
  return shared;
}

/**
 * Says "this tab has game `id` now" to every other tab, and calls `onTaken` when another tab
 * opens the same game later. Returns the release function.
 */
export function claimGame(id: string, onTaken: () => void, via: Channel | null = channel(), tab = self): () => void {
  if (!via) return () => undefined;
  const listener = (event: { data: unknown }): void => {
    const m = event.data as Partial<Claim> | null;
    if (m && m.type === 'open' && m.game === id && m.tab !== tab) onTaken();
  };
  via.addEventListener('message', listener);
  via.postMessage({ type: 'open', game: id, tab });
  return () => via.removeEventListener('message', listener);
}
