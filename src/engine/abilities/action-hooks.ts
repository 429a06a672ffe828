/**
 * Action card abilities as hooks into the phases (RB p12: each says when it applies; "each
 * time" abilities fire repeatedly). Cards with prompts of their own run as ability frames
 * (see `registry.ts`).
 */
import type { AttackFrame, DefenceFrame, Frame, GameState } from '../types';

export interface ActionHooks {
  /** Frames pushed after the card's base effect (Support token, Move + Activate steps). */
  after?(s: GameState, card: string): Frame[];
  /** An alternative to a marine's normal attack, as an 'ability:<id>:<marine>' option. */
  alternative?(s: GameState, marine: string): string | null;
  /** Whether a re-roll could improve this attack. */
  improve?(s: GameState, f: AttackFrame): boolean;
  /** Genestealers this attack slays. */
  hits?(s: GameState, f: AttackFrame): number;
  afterAttack?(s: GameState, f: AttackFrame): Frame[];
  /** Turns a defence roll that would kill into a miss. */
  saves?(s: GameState, f: DefenceFrame): boolean;
  afterDefence?(s: GameState, f: DefenceFrame, kills: boolean): Frame[];
  endOfEvent?(s: GameState, card: string): Frame[];
}
