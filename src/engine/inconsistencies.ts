/**
 * A broken rule of the components (invariants.ts), as data (issue 34): a card in two places,
 * tokens that do not add up, a game that waits for nothing. Ids are as the position holds them
 * (a position edited by hand may name nothing); `position` counts from 1. Worded where shown
 * (`words/problems.ts`).
 */
import type { Side } from '../data/types';

/** The cards counted one by one: each must be in exactly one place. */
export type CardKind = 'genestealer' | 'brood-lord' | 'event';

export type CardPlace =
  | 'genestealer-deck'
  | 'genestealer-discard'
  | 'left-blips'
  | 'right-blips'
  | 'formation'
  | 'brood-lords-out'
  | 'brood-lords-slain'
  | 'event-deck'
  | 'event-discard'
  | 'current-event';

export type Inconsistency =
  | { code: 'card-twice'; kind: CardKind; card: string; first: CardPlace; second: CardPlace }
  | { code: 'not-of-kind'; kind: CardKind; card: string; place: CardPlace }
  | { code: 'card-nowhere'; kind: CardKind; card: string }
  | { code: 'no-marine-at'; position: number }
  | { code: 'marine-tokens'; marine: string; tokens: number }
  | { code: 'terrain-twice'; terrain: string }
  | { code: 'terrain-tokens'; terrain: string; tokens: number }
  | { code: 'empty-swarm'; position: number; side: Side }
  | { code: 'unknown-terrain'; terrain: string }
  | { code: 'artefact-twice' }
  | { code: 'supply'; supply: number }
  | { code: 'token-count'; counted: number; total: number }
  | { code: 'unknown-face-up'; card: string }
  | { code: 'dealer-unknown' }
  | { code: 'location-twice' }
  | { code: 'setup-card' }
  | { code: 'first-location' }
  | { code: 'marine-twice' }
  | { code: 'slain-in-formation'; marine: string }
  | { code: 'unknown-phase'; phase: string }
  | { code: 'over-disagrees' }
  | { code: 'waits-for-nothing' }
  | { code: 'no-option' }
  | { code: 'no-marine-left' };

export type InconsistencyCode = Inconsistency['code'];
