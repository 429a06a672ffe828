/**
 * Invariants every position must keep (checked after every step in tests and fuzzing):
 * every card and token is in exactly one place, the formation is whole, and the bookkeeping
 * agrees with itself. Returns the problems found, in plain words; empty means sound.
 */
import { BROOD_LORDS, EVENTS, GENESTEALERS, locationDef, isSetupLocation, SUPPORT_TOKENS, TERRAIN } from '../data';
import type { GameState, Phase } from './types';

const PHASES: readonly Phase[] = ['setup', 'choose-actions', 'resolve-actions', 'genestealer-attack', 'event', 'over'];

function countPlaces(expected: readonly string[], places: Record<string, readonly string[]>, what: string, out: string[]): void {
  const seen = new Map<string, string>();
  for (const [place, cards] of Object.entries(places)) {
    for (const c of cards) {
      const before = seen.get(c);
      if (before !== undefined) out.push(`${what} ${c} is both in ${before} and in ${place}.`);
      else seen.set(c, place);
      if (!expected.includes(c)) out.push(`${place} holds ${c}, which is not a ${what}.`);
    }
  }
  for (const c of expected) if (!seen.has(c)) out.push(`${what} ${c} is nowhere.`);
}

export function checkInvariants(s: GameState): string[] {
  const out: string[] = [];
  const swarmCards: string[] = [];
  let tokens = s.supply + s.locationTokens;
  const terrainSeen: string[] = [];
  const marines: string[] = [];
  for (const [r, p] of s.formation.entries()) {
    if (!p || typeof p.marine !== 'string') {
      out.push(`Position ${r + 1} has no marine.`);
      continue;
    }
    marines.push(p.marine);
    if (p.tokens < 0) out.push(`${p.marine} has ${p.tokens} tokens.`);
    tokens += p.tokens;
    for (const side of ['LEFT', 'RIGHT'] as const) {
      for (const t of p[side].terrain) {
        if (terrainSeen.includes(t.id)) out.push(`Terrain ${t.id} is in play twice.`);
        terrainSeen.push(t.id);
        if (t.tokens < 0) out.push(`Terrain ${t.id} has ${t.tokens} tokens.`);
        tokens += t.tokens;
      }
      for (const sw of p[side].swarms) {
        if (sw.cards.length === 0) out.push(`An empty swarm lies ${side.toLowerCase()} of position ${r + 1}.`);
        swarmCards.push(...sw.cards);
      }
    }
  }
  for (const t of terrainSeen) if (!TERRAIN.some((d) => d.id === t)) out.push(`Unknown terrain ${t}.`);
  if (s.artefactHolder !== null && terrainSeen.includes('terrain.artefact')) out.push('The Artefact is both in a hand and in play.');
  if (s.supply < 0) out.push(`The supply holds ${s.supply} tokens.`);
  if (tokens !== SUPPORT_TOKENS) out.push(`${tokens} Support tokens are accounted for, not ${SUPPORT_TOKENS}.`);

  const gs = GENESTEALERS.map((g) => g.id);
  const normalInSwarms = swarmCards.filter((c) => c.startsWith('gs.'));
  const lordsInSwarms = swarmCards.filter((c) => c.startsWith('brood-lord.'));
  countPlaces(gs, { deck: s.genestealerDeck, discard: s.genestealerDiscard, 'left blip pile': s.blips.LEFT, 'right blip pile': s.blips.RIGHT, formation: normalInSwarms }, 'Genestealer', out);
  countPlaces(BROOD_LORDS.map((b) => b.id), { box: s.broodLordsOut, slain: s.broodLordsSlain, formation: lordsInSwarms }, 'Brood Lord', out);
  countPlaces(EVENTS.map((e) => e.id), { deck: s.eventDeck, discard: s.eventDiscard, 'current event': s.event ? [s.event] : [] }, 'Event', out);
  const faceDown = new Set([...s.genestealerDeck, ...s.genestealerDiscard, ...s.blips.LEFT, ...s.blips.RIGHT]);
  for (const c of s.provisional) if (!faceDown.has(c)) out.push(`${c} is marked unknown but lies face up.`);
  if (s.chance === 'dealer' && s.provisional.length > 0) out.push('The dealer knows every card, yet some are marked unknown.');

  const locs = [...s.pastLocations, s.location, ...s.locationDeck];
  if (new Set(locs).size !== locs.length) out.push('A Location card is in two places.');
  if (!isSetupLocation(locationDef(s.setupCard))) out.push('The setup card is not a Void Lock card.');
  if (s.pastLocations.length > 0 && s.pastLocations[0] !== s.setupCard) out.push('The first location is not the setup card.');

  if (new Set(marines).size !== marines.length) out.push('A marine stands in the formation twice.');
  for (const m of s.marinesSlain) if (marines.includes(m)) out.push(`${m} is slain yet in the formation.`);
  if (!PHASES.includes(s.phase)) out.push(`Unknown phase ${String(s.phase)}.`);
  if ((s.phase === 'over') !== (s.outcome !== null)) out.push('The phase and the outcome disagree about the game being over.');
  if (s.outcome === null && !s.prompt) out.push('The game is not over but waits for nothing.');
  if (s.prompt && s.prompt.options.length === 0) out.push('The prompt offers no option.');
  if (s.outcome === null && s.phase !== 'setup' && s.formation.length === 0) out.push('No marine is left but the game goes on.');
  return out;
}
