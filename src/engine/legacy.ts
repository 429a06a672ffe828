/**
 * Positions stored before reveal reasons were codes (issue 34) hold an English sentence in a
 * reveal prompt's `why`. A position at rest asks again exactly what it waits for, so the code
 * is recovered by asking the engine from a copy; the English is dropped.
 */
import { clone } from './clone';
import { advance } from './driver';
import type { RevealWhy } from './reasons';
import type { GameState, RevealPrompt } from './types';

/** What a reveal is for when the position cannot say more (it never happens for a position at rest). */
function plainWhy(p: RevealPrompt): RevealWhy {
  switch (p.reveal) {
    case 'die': return { code: 'die-roll' };
    case 'event': return { code: 'event-draw' };
    case 'genestealer': return { code: 'blip-turned', side: p.side };
    case 'location': return { code: 'next-location' };
    case 'marine': return { code: 'formation-deal' };
  }
}

/** The position with its reveal's reason as a code; the same object when it is one already. */
export function upgradePosition(s: GameState): GameState {
  const p = s.prompt;
  if (!p || p.kind !== 'reveal' || typeof p.why === 'object') return s;
  let why: RevealWhy = plainWhy(p);
  try {
    const copy = clone(s);
    advance(copy, { events: null });
    const again = copy.prompt;
    if (again?.kind === 'reveal' && again.reveal === p.reveal && typeof again.why === 'object') why = again.why;
  } catch {
    // A position that cannot go on keeps the plain reason; replaying it will say what is wrong.
  }
  return { ...s, prompt: { ...p, why } };
}
