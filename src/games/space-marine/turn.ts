/**
 * Space Marine: The Board Game, the turn sequence (space-marine-board-game-turn-sequence.txt,
 * "Handbook Rules - RAW"). Pure: dice are inputs. Two player turns make a game turn. Words come
 * from the catalogue (tools.json) through the `say` the screen passes.
 */
import type { Key } from '../../words/keys';
import type { Say } from '../../words/say';

export type ToolSay = Say<Key>;

export type Scenario = 'roll-off' | 'hold-the-line';
export type Side = 'titus' | 'tyranids';

export interface Variants {
  /**
   * What Titus's FbF roll needs (3g, 5c: a die for each Tyranid he slays; enough heals a wound):
   * 3+ as written, or the variants' 4+ / 5+. The field keeps the name it was first stored under,
   * so that a game saved before the roll took the source's name still reads.
   */
  feelNoPain: 3 | 4 | 5;
  /** Termagant reinforcements in Hold the Line: d6+3 as written, or d6+1 / d6+2. */
  reinforcementBonus: 1 | 2 | 3;
  /** Titus may carry salvaged gear until he uses it. */
  carryGear: boolean;
  /** Missions played diagonally across the flip side of the mat. */
  diagonal: boolean;
}

export const writtenVariants: Variants = { feelNoPain: 3, reinforcementBonus: 3, carryGear: false, diagonal: false };

export interface TurnState {
  scenario: Scenario;
  variants: Variants;
  first: Side;
  /** Game turn, from 1. */
  gameTurn: number;
  /** 0: the first side's player turn, 1: the other side's. */
  half: 0 | 1;
}

export function other(side: Side): Side {
  return side === 'titus' ? 'tyranids' : 'titus';
}

/**
 * "Turn Sequence": in Hold the Line the Tyranids take the first player turn; in the other mission
 * the players roll off and the higher roll goes first (a tie rolls again: null).
 */
export function firstSide(scenario: Scenario, rollOff?: { titus: number; tyranids: number }): Side | null {
  if (scenario === 'hold-the-line') return 'tyranids';
  if (!rollOff || rollOff.titus === rollOff.tyranids) return null;
  return rollOff.titus > rollOff.tyranids ? 'titus' : 'tyranids';
}

export function startGame(scenario: Scenario, first: Side, variants: Variants = writtenVariants): TurnState {
  return { scenario, variants, first, gameTurn: 1, half: 0 };
}

export function whoseTurn(s: TurnState): Side {
  return s.half === 0 ? s.first : other(s.first);
}

/** Alternate: after the second player turn a new game turn begins. */
export function nextPlayerTurn(s: TurnState): TurnState {
  return s.half === 0 ? { ...s, half: 1 } : { ...s, half: 0, gameTurn: s.gameTurn + 1 };
}

export type Roll =
  | { kind: 'reinforcements'; bonus: number }
  | { kind: 'charge' }
  | { kind: 'fbf'; needs: number }
  | { kind: 'to-hit' }
  | { kind: 'save' };

export interface Step {
  id: string;
  /** Section number in the turn sequence. */
  section: string;
  title: string;
  /** Restrictions and reminders, in our words. */
  checks: string[];
  rolls: Roll[];
}

/** The steps of one player turn, in order, for the side whose turn it is, worded by `say`. */
export function turnSteps(s: TurnState, say: ToolSay): Step[] {
  const side = whoseTurn(s);
  const htl = s.scenario === 'hold-the-line';
  const os = !htl;
  const fbf: Roll = { kind: 'fbf', needs: s.variants.feelNoPain };
  const steps: Step[] = [];
  if (htl) {
    steps.push({
      id: 'start',
      section: '1',
      title: say('sm.step.start'),
      checks: [
        say('sm.check.objective'),
        side === 'titus' ? say('sm.check.doctrine') : say('sm.check.imperative'),
        ...(side === 'tyranids' ? [say('sm.check.reinforcements')] : []),
      ],
      rolls: side === 'tyranids' ? [{ kind: 'reinforcements', bonus: s.variants.reinforcementBonus }] : [],
    });
  }
  steps.push({
    id: 'move',
    section: '2',
    title: say('sm.step.move'),
    checks: [
      say('sm.check.move6'),
      ...(os && side === 'tyranids' ? [say('sm.check.spawnings')] : []),
      say('sm.check.keepAway'),
      say('sm.check.walls'),
      side === 'tyranids' ? say('sm.check.tyranidStays') : say('sm.check.titusLeaves'),
      ...(os && side === 'titus' ? [say('sm.check.supplies')] : []),
      ...(s.variants.carryGear && side === 'titus' ? [say('sm.check.carryGear')] : []),
    ],
    rolls: [],
  });
  steps.push({
    id: 'shoot',
    section: '3',
    title: say('sm.step.shoot'),
    checks: [
      say('sm.check.targets'),
      say('sm.check.toHitShoot'),
      say('sm.check.oneAtATime'),
      ...(side === 'titus'
        ? [say('sm.check.splitShots'), say('sm.check.fbf', { needs: s.variants.feelNoPain })]
        : [say('sm.check.termagantNoShoot'), say('sm.check.noShootTitus')]),
    ],
    rolls: side === 'titus' ? [{ kind: 'to-hit' }, { kind: 'save' }, fbf] : [{ kind: 'to-hit' }, { kind: 'save' }],
  });
  steps.push({
    id: 'charge',
    section: '4',
    title: say('sm.step.charge'),
    checks: [
      say('sm.check.chargeRoll'),
      say('sm.check.noChargeEngaged'),
      say('sm.check.chargeStop'),
      side === 'titus' ? say('sm.check.titusChargeEnd') : say('sm.check.chargerEnd'),
    ],
    rolls: [{ kind: 'charge' }],
  });
  steps.push({
    id: 'fight',
    section: '5',
    title: say('sm.step.fight'),
    checks: [say('sm.check.fightOrder'), say('sm.check.toHitFight'), say('sm.check.shareHits'), say('sm.check.fbf', { needs: s.variants.feelNoPain })],
    rolls: [{ kind: 'to-hit' }, { kind: 'save' }, fbf],
  });
  steps.push({ id: 'end', section: '6', title: say('sm.step.end'), checks: [say('sm.check.won')], rolls: [] });
  return steps;
}

/** Sections 1c, 4, 3g/5c: what a roll means. Dice are the faces rolled. */
export function readRoll(roll: Roll, dice: readonly number[], say: ToolSay): { total: number; text: string } {
  switch (roll.kind) {
    case 'reinforcements': {
      const total = dice[0]! + roll.bonus;
      return { total, text: say('sm.read.termagants', { n: total }) };
    }
    case 'charge': {
      const total = dice[0]! + dice[1]!;
      return { total, text: say('sm.read.charge', { n: total }) };
    }
    case 'fbf': {
      const ok = dice[0]! >= roll.needs;
      return { total: dice[0]!, text: ok ? say('sm.read.heals') : say('sm.read.noHeal') };
    }
    case 'to-hit':
    case 'save':
      return { total: dice[0]!, text: say('sm.read.rolled', { n: dice[0]! }) };
  }
}

/** A roll's name on its button and in the log; FbF keeps the source's own name in every language. */
export function rollLabel(r: Roll, say: ToolSay): string {
  switch (r.kind) {
    case 'reinforcements':
      return say('sm.roll.reinforcements', { bonus: r.bonus });
    case 'charge':
      return say('sm.roll.charge');
    case 'fbf':
      return say('sm.roll.fbf', { needs: r.needs });
    case 'to-hit':
      return say('sm.roll.toHit');
    case 'save':
      return say('sm.roll.save');
  }
}

/** A line of the tool's log, kept as what happened; a line stored as text by an earlier version reads as stored. */
export type MarineLine =
  | string
  | { k: 'hold-the-line' }
  | { k: 'roll-off'; titus: number; tyranids: number; first: Side }
  | { k: 'roll'; turn: number; side: Side; roll: Roll; dice: number[] }
  | { k: 'turn-done'; turn: number; side: Side };

export const sideName = (s: Side, say: ToolSay): string => (s === 'titus' ? say('sm.titus') : say('sm.tyranids'));

/** "Charge (2d6): 3 + 5 → Charge distance 8\"": a roll and what it means. */
export function rollText(roll: Roll, dice: readonly number[], say: ToolSay): string {
  return say('sm.rollResult', { roll: rollLabel(roll, say), dice: dice.join(' + '), result: readRoll(roll, dice, say).text });
}

export function marineLineText(line: MarineLine, say: ToolSay): string {
  if (typeof line === 'string') return line;
  switch (line.k) {
    case 'hold-the-line':
      return say('sm.log.holdTheLine');
    case 'roll-off':
      return say(line.first === 'titus' ? 'sm.log.rollOffTitus' : 'sm.log.rollOffTyranids', { titus: line.titus, tyranids: line.tyranids });
    case 'roll':
      return say('sm.log.roll', { turn: line.turn, side: sideName(line.side, say), line: rollText(line.roll, line.dice, say) });
    case 'turn-done':
      return say('sm.log.done', { turn: line.turn, side: sideName(line.side, say) });
  }
}

export function diceFor(roll: Roll): number {
  return roll.kind === 'charge' ? 2 : 1;
}
