/**
 * What the Space Hulk solo tool says, kept as data and worded when shown: a log line is stored
 * as what happened (a kind and its numbers and names), so the log reads in the language shown
 * now, not in the one it was played in. A line stored as text by an earlier version reads as it
 * was stored. Names of marines are the player's own and enter as they were typed.
 */
import type { Key } from '../../words/keys';
import type { Say } from '../../words/say';
import { unitList } from '../../words/lists';
import type { Activation } from './rules';

export type ToolSay = Say<Key>;

/** Why the die or the player picks an entry point's marine (stored: the values stay English ids). */
export type Why = 'top priority' | 'most isolated';

/** What the placement die said (Reinforcement Blips). */
export type PlacementSaid = 'ambush' | 'saturated' | 'isolated' | 'choice' | 'top';

export type HulkLine =
  /** A line stored as text before the log was kept as data. */
  | string
  | { k: 'marines-set' }
  | { k: 'phase-start'; turn: number; reinforce: number; overwatch: string[] }
  | { k: 'reinforcements-done' }
  | { k: 'phase-over'; turn: number }
  | { k: 'placement'; die: number; said: PlacementSaid }
  | { k: 'ambush-placed'; marine: string }
  | { k: 'ambush-no-square'; marine: string }
  | { k: 'ambush-lost' }
  | { k: 'most-isolated'; marine: string }
  | { k: 'doubt'; die: number; between: string[]; picked: string | null }
  | { k: 'entry-lost' }
  | { k: 'blip-placed'; entry: number }
  | { k: 'on-board'; genestealers: number; blips: number; lurking: number }
  | { k: 'brood-failed-before'; alien: Activation }
  | { k: 'brood-passed-before'; alien: Activation }
  | { k: 'brood-test'; die: number; aliens: number; score: number; success: boolean }
  | { k: 'brood-effect'; blips: number; lurked: number; entries: number[]; genestealers: number }
  | { k: 'brood-joined'; n: number }
  | { k: 'alien-done'; alien: Activation }
  | { k: 'alien-stays'; alien: Activation }
  | { k: 'alien-revealed'; alien: Activation; genestealers: number }
  | { k: 'alien-targets'; alien: Activation; marine: string; row: number }
  | { k: 'alien-moves'; alien: Activation; marine: string }
  | { k: 'alien-attacks'; alien: Activation };

/** A note under the alien's name: a log line, or what follows a failed brood test. */
export type HulkNote = HulkLine | { k: 'failed-before-note' } | { k: 'brood-out'; die: number; aliens: number; score: number };

export function alienName(a: Activation, say: ToolSay): string {
  if (a.kind === 'genestealer') {
    if (/^g\d+$/.test(a.id)) return say('hulk.alien.genestealer', { n: a.id.slice(1) });
    return say('hulk.alien.revealed', { n: a.id.split('-').pop() ?? '' }).trim();
  }
  if (a.kind === 'blip') return say('hulk.alien.blip', { n: a.id.slice(1) });
  return say('hulk.alien.lurking', { entry: a.entry + 1 });
}

/** Which alien on the table the player should take: the order is by distance, not by name. */
export function alienPrompt(a: Activation, say: ToolSay): string {
  if (a.kind === 'genestealer') return /^g\d+$/.test(a.id) ? say('hulk.prompt.genestealer') : say('hulk.prompt.revealed');
  if (a.kind === 'blip') return say('hulk.prompt.blip');
  return say('hulk.prompt.lurking', { entry: a.entry + 1 });
}

/** What a successful brood test turns over: "1 blip on the tile and 2 lurking blips at entry point 1 turn over: 4 Genestealers". */
export function broodEffectLine(blips: number, lurked: number, entries: readonly number[], genestealers: number, say: ToolSay): string {
  const gs = say('hulk.count.genestealers', { n: genestealers });
  const at = say('hulk.atEntryPoints', { n: entries.length, entries: unitList(say.locale, entries.map((e) => String(e + 1))) });
  if (blips > 0 && lurked > 0) return say('hulk.log.broodBoth', { blips: say('hulk.count.blips', { n: blips }), lurked: say('hulk.count.lurkingBlips', { n: lurked }), at, genestealers: gs });
  if (blips > 0) return say('hulk.log.broodTile', { n: blips, genestealers: gs });
  if (lurked > 0) return say('hulk.log.broodLurking', { n: lurked, at, genestealers: gs });
  return say('hulk.log.broodNone');
}

const names = (say: ToolSay, list: readonly string[]): string => unitList(say.locale, list);

function placementText(die: number, said: PlacementSaid, say: ToolSay): string {
  switch (said) {
    case 'ambush':
      return say('hulk.log.placementAmbush', { die });
    case 'saturated':
      return say('hulk.log.placementLost', { die });
    case 'isolated':
      return say('hulk.log.placementIsolated', { die });
    case 'choice':
      return say('hulk.log.placementChoice', { die });
    case 'top':
      return say('hulk.log.placementTop', { die });
  }
}

/** One log line or note in the shown language. */
export function hulkLineText(line: HulkNote, say: ToolSay): string {
  if (typeof line === 'string') return line;
  switch (line.k) {
    case 'marines-set':
      return say('hulk.log.marinesSet');
    case 'phase-start':
      return line.overwatch.length
        ? say('hulk.log.phaseStart', { turn: line.turn, n: line.reinforce, marines: names(say, line.overwatch) })
        : say('hulk.log.phaseStartNobody', { turn: line.turn, n: line.reinforce });
    case 'reinforcements-done':
      return say('hulk.log.reinforcementsDone');
    case 'phase-over':
      return say('hulk.log.phaseOver', { turn: line.turn });
    case 'placement':
      return placementText(line.die, line.said, say);
    case 'ambush-placed':
      return say('hulk.log.ambushPlaced', { marine: line.marine });
    case 'ambush-no-square':
      return say('hulk.log.ambushNoSquare', { marine: line.marine });
    case 'ambush-lost':
      return say('hulk.log.ambushLost');
    case 'most-isolated':
      return say('hulk.log.mostIsolated', { marine: line.marine });
    case 'doubt':
      return line.picked === null
        ? say('hulk.log.doubtAgain', { die: line.die, marines: names(say, line.between) })
        : say('hulk.log.doubtPicked', { die: line.die, marines: names(say, line.between), marine: line.picked });
    case 'entry-lost':
      return say('hulk.log.entryLost');
    case 'blip-placed':
      return say('hulk.log.blipPlaced', { entry: line.entry });
    case 'on-board':
      return say('hulk.log.onBoard', { genestealers: say('hulk.count.genestealers', { n: line.genestealers }), blips: say('hulk.count.blips', { n: line.blips }), lurking: line.lurking });
    case 'brood-failed-before':
      return say('hulk.log.broodFailedBefore', { alien: alienName(line.alien, say) });
    case 'brood-passed-before':
      return say('hulk.log.broodPassedBefore', { alien: alienName(line.alien, say) });
    case 'brood-test':
      return say(line.success ? 'hulk.log.broodSuccess' : 'hulk.log.broodFailed', { die: line.die, n: line.aliens, score: line.score });
    case 'brood-out':
      return `${say('hulk.log.broodFailed', { die: line.die, n: line.aliens, score: line.score })} ${say('hulk.note.keepOut')}`;
    case 'failed-before-note':
      return say('hulk.note.failedBefore');
    case 'brood-effect':
      return broodEffectLine(line.blips, line.lurked, line.entries, line.genestealers, say);
    case 'brood-joined':
      return say('hulk.log.joined', { n: line.n });
    case 'alien-done':
      return say('hulk.log.alienDone', { alien: alienName(line.alien, say) });
    case 'alien-stays':
      return say('hulk.log.alienStays', { alien: alienName(line.alien, say) });
    case 'alien-revealed':
      return say(line.alien.kind === 'lurking' ? 'hulk.log.alienRevealedEntry' : 'hulk.log.alienRevealed', { alien: alienName(line.alien, say), n: line.genestealers });
    case 'alien-targets':
      return say('hulk.log.alienTargets', { alien: alienName(line.alien, say), marine: line.marine, row: line.row });
    case 'alien-moves':
      return say('hulk.log.alienMoves', { alien: alienName(line.alien, say), marine: line.marine });
    case 'alien-attacks':
      return say('hulk.log.alienAttacks', { alien: alienName(line.alien, say) });
  }
}
