/**
 * Die rolls to show as die faces: the events of the last answer that report a face (an
 * attack, a defence, a card's roll), or the pending attack or defence when the game asks
 * whether to spend a token on a re-roll (that roll has no event yet).
 */
import { dieFace, type GameEvent, type GameState } from '../../engine';

export type DieRoll =
  | { value: number; event: GameEvent }
  /** A roll the game waits to settle (re-roll or Artefact): whose, and which. */
  | { value: number; event: null; marine: string; what: 'attack' | 'defence' };

export function rollsIn(events: readonly GameEvent[]): DieRoll[] {
  const out: DieRoll[] = [];
  for (const event of events) {
    const value = dieFace(event);
    if (value !== null) out.push({ value, event });
  }
  return out;
}

/** Whether a question is about the roll waiting to settle: a re-roll, or the Artefact's save. */
export function asksAboutRoll(ask: string): boolean {
  return /reroll|artefact/.test(ask);
}

/** The roll waiting on a re-roll (or Artefact) decision, if any. */
export function pendingRoll(s: GameState): DieRoll | null {
  const f = s.stack[s.stack.length - 1];
  if (!f || (f.t !== 'attack' && f.t !== 'defence') || f.roll === null) return null;
  return { value: f.roll, event: null, marine: f.marine, what: f.t === 'attack' ? 'attack' : 'defence' };
}

/** Skulls are on 1, 2 and 3. */
export function isSkullFace(value: number): boolean {
  return value >= 1 && value <= 3;
}
