/**
 * Invariants every position must keep (checked after every step in tests and fuzzing):
 * every card and token is in exactly one place, the formation is whole, and the bookkeeping
 * agrees with itself. Returns the problems found as data (inconsistencies.ts), worded where
 * they are shown (`inconsistencyEn` in English); empty means sound.
 */
import { BROOD_LORDS, EVENTS, GENESTEALERS, locationDef, isSetupLocation, SUPPORT_TOKENS, TERRAIN } from '../data';
import type { CardKind, CardPlace, Inconsistency } from './inconsistencies';
import type { GameState, Phase } from './types';

const PHASES: readonly Phase[] = ['setup', 'choose-actions', 'resolve-actions', 'genestealer-attack', 'event', 'over'];

function countPlaces(expected: readonly string[], places: readonly (readonly [CardPlace, readonly string[]])[], kind: CardKind, out: Inconsistency[]): void {
  const seen = new Map<string, CardPlace>();
  for (const [place, cards] of places) {
    for (const card of cards) {
      const before = seen.get(card);
      if (before !== undefined) out.push({ code: 'card-twice', kind, card, first: before, second: place });
      else seen.set(card, place);
      if (!expected.includes(card)) out.push({ code: 'not-of-kind', kind, card, place });
    }
  }
  for (const card of expected) if (!seen.has(card)) out.push({ code: 'card-nowhere', kind, card });
}

export function checkInvariants(s: GameState): Inconsistency[] {
  const out: Inconsistency[] = [];
  const swarmCards: string[] = [];
  let tokens = s.supply + s.locationTokens;
  const terrainSeen: string[] = [];
  const marines: string[] = [];
  for (const [r, p] of s.formation.entries()) {
    if (!p || typeof p.marine !== 'string') {
      out.push({ code: 'no-marine-at', position: r + 1 });
      continue;
    }
    marines.push(p.marine);
    if (p.tokens < 0) out.push({ code: 'marine-tokens', marine: p.marine, tokens: p.tokens });
    tokens += p.tokens;
    for (const side of ['LEFT', 'RIGHT'] as const) {
      for (const t of p[side].terrain) {
        if (terrainSeen.includes(t.id)) out.push({ code: 'terrain-twice', terrain: t.id });
        terrainSeen.push(t.id);
        if (t.tokens < 0) out.push({ code: 'terrain-tokens', terrain: t.id, tokens: t.tokens });
        tokens += t.tokens;
      }
      for (const sw of p[side].swarms) {
        if (sw.cards.length === 0) out.push({ code: 'empty-swarm', position: r + 1, side });
        swarmCards.push(...sw.cards);
      }
    }
  }
  for (const t of terrainSeen) if (!TERRAIN.some((d) => d.id === t)) out.push({ code: 'unknown-terrain', terrain: t });
  if (s.artefactHolder !== null && terrainSeen.includes('terrain.artefact')) out.push({ code: 'artefact-twice' });
  if (s.supply < 0) out.push({ code: 'supply', supply: s.supply });
  if (tokens !== SUPPORT_TOKENS) out.push({ code: 'token-count', counted: tokens, total: SUPPORT_TOKENS });

  const gs = GENESTEALERS.map((g) => g.id);
  const normalInSwarms = swarmCards.filter((c) => c.startsWith('gs.'));
  const lordsInSwarms = swarmCards.filter((c) => c.startsWith('brood-lord.'));
  countPlaces(
    gs,
    [
      ['genestealer-deck', s.genestealerDeck],
      ['genestealer-discard', s.genestealerDiscard],
      ['left-blips', s.blips.LEFT],
      ['right-blips', s.blips.RIGHT],
      ['formation', normalInSwarms],
    ],
    'genestealer',
    out,
  );
  countPlaces(
    BROOD_LORDS.map((b) => b.id),
    [
      ['brood-lords-out', s.broodLordsOut],
      ['brood-lords-slain', s.broodLordsSlain],
      ['formation', lordsInSwarms],
    ],
    'brood-lord',
    out,
  );
  countPlaces(
    EVENTS.map((e) => e.id),
    [
      ['event-deck', s.eventDeck],
      ['event-discard', s.eventDiscard],
      ['current-event', s.event ? [s.event] : []],
    ],
    'event',
    out,
  );
  const faceDown = new Set([...s.genestealerDeck, ...s.genestealerDiscard, ...s.blips.LEFT, ...s.blips.RIGHT]);
  for (const c of s.provisional) if (!faceDown.has(c)) out.push({ code: 'unknown-face-up', card: c });
  if (s.chance === 'dealer' && s.provisional.length > 0) out.push({ code: 'dealer-unknown' });

  const locs = [...s.pastLocations, s.location, ...s.locationDeck];
  if (new Set(locs).size !== locs.length) out.push({ code: 'location-twice' });
  if (!isSetupLocation(locationDef(s.setupCard))) out.push({ code: 'setup-card' });
  if (s.pastLocations.length > 0 && s.pastLocations[0] !== s.setupCard) out.push({ code: 'first-location' });

  if (new Set(marines).size !== marines.length) out.push({ code: 'marine-twice' });
  for (const m of s.marinesSlain) if (marines.includes(m)) out.push({ code: 'slain-in-formation', marine: m });
  if (!PHASES.includes(s.phase)) out.push({ code: 'unknown-phase', phase: String(s.phase) });
  if ((s.phase === 'over') !== (s.outcome !== null)) out.push({ code: 'over-disagrees' });
  if (s.outcome === null && !s.prompt) out.push({ code: 'waits-for-nothing' });
  if (s.prompt && s.prompt.options.length === 0) out.push({ code: 'no-option' });
  if (s.outcome === null && s.phase !== 'setup' && s.formation.length === 0) out.push({ code: 'no-marine-left' });
  return out;
}
