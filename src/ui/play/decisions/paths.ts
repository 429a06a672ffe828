/** What a decision screen's answer plays (group.ts builds them, runs.ts the sets of picks). */
import type { Ask, DecisionPrompt, GameState } from '../../../engine';

/** One engine answer of a path: the question it answers, and the position it is asked in (for its words). */
export interface PathStep {
  choice: string;
  prompt: DecisionPrompt;
  at: GameState;
  /** Genestealers this answer slew with no question of their own (a swarm's last card, the app's own slays after it), as slay answers, for a set's words. */
  kills?: string[];
}

/** One answer on the screen: the engine answers it plays, in order. */
export interface PathOption {
  path: string[];
  /** The answers this button adds to the one above it (a pick's own answers), for its words. */
  steps: PathStep[];
  /** A first answer whose follow-up asks which one (which Genestealer of this swarm, which swarm this marine attacks): the follow-ups, one tap each. */
  subs?: PathOption[];
  /** After the path, this question is answered "attack" for as long as it is asked (Full Auto: all his attacks). */
  repeat?: Ask;
  /** Its words, when the steps' own would read badly joined (a set of picks: runs.ts). */
  text?: string;
}
