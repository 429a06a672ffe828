/**
 * Die rolls to show as die faces: read from the log lines of the last answer (the engine
 * says "X rolls N" or "…: rolled N"), or from the pending attack or defence when the game
 * asks whether to spend a token on a re-roll (that roll is not in the log yet).
 */
import type { GameState } from '../../engine';
import { marineName } from '../words/names';

export interface DieRoll {
  value: number;
  /** What the roll was for, in words. */
  text: string;
}

const ROLL = /\brolls? (\d)\b|\brolled (\d)\b/;

export function rollsInLog(lines: readonly string[]): DieRoll[] {
  const out: DieRoll[] = [];
  for (const line of lines) {
    const m = ROLL.exec(line);
    if (!m) continue;
    const value = Number(m[1] ?? m[2]);
    if (value >= 0 && value <= 5) out.push({ value, text: line });
  }
  return out;
}

/** The roll waiting on a re-roll (or Artefact) decision, if any. */
export function pendingRoll(s: GameState): DieRoll | null {
  const f = s.stack[s.stack.length - 1];
  if (!f || (f.t !== 'attack' && f.t !== 'defence') || f.roll === null) return null;
  const who = marineName(f.marine);
  const what = f.t === 'attack' ? 'attack' : 'defence';
  return { value: f.roll, text: `${who}'s ${what} roll: ${f.roll}.` };
}

/** Skulls are on 1, 2 and 3. */
export function isSkullFace(value: number): boolean {
  return value >= 1 && value <= 3;
}
