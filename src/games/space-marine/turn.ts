/**
 * Space Marine: The Board Game, the turn sequence (space-marine-board-game-turn-sequence.txt,
 * "Handbook Rules - RAW"). Pure: dice are inputs. Two player turns make a game turn.
 */

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

/** The steps of one player turn, in order, for the side whose turn it is. */
export function turnSteps(s: TurnState): Step[] {
  const side = whoseTurn(s);
  const htl = s.scenario === 'hold-the-line';
  const os = !htl;
  const fbf: Roll = { kind: 'fbf', needs: s.variants.feelNoPain };
  const steps: Step[] = [];
  if (htl) {
    steps.push({
      id: 'start',
      section: '1',
      title: 'Start of the turn',
      checks: [
        'Resolve an objective marker if one of your figures is within 1" of it.',
        side === 'titus' ? 'Pick a tactical ability: a Codex Doctrine.' : 'Pick a tactical ability: a Hive Mind Imperative.',
        ...(side === 'tyranids' ? ['Roll for Termagant reinforcements and set them up in either deployment zone.'] : []),
      ],
      rolls: side === 'tyranids' ? [{ kind: 'reinforcements', bonus: s.variants.reinforcementBonus }] : [],
    });
  }
  steps.push({
    id: 'move',
    section: '2',
    title: 'Movement',
    checks: [
      'Each figure moves up to 6".',
      ...(os && side === 'tyranids' ? ['Tyranids starting their move within 1" of an objective token: roll for spawnings.'] : []),
      'A moving figure keeps more than 1" away from enemy figures.',
      'Walls, bases and the edge of the board cannot be entered or crossed.',
      side === 'tyranids'
        ? 'A Tyranid that starts within 1" of Titus stays where it is.'
        : 'Titus may leave a fight unless blocked; once more than 1" from every Tyranid, he keeps that distance.',
      ...(os && side === 'titus' ? ['Titus ending his move within 1" of an objective token: roll for supplies.'] : []),
      ...(s.variants.carryGear && side === 'titus' ? ['Variant: Titus may carry salvaged gear until he uses it.'] : []),
    ],
    rolls: [],
  });
  steps.push({
    id: 'shoot',
    section: '3',
    title: 'Shooting',
    checks: [
      'Targets must be within 12" and in line of sight (any part of base to any part of base; walls and bases block it).',
      'Roll to hit; each hit lets the target roll a save, which cancels it.',
      'Resolve shots one at a time.',
      ...(side === 'titus'
        ? ['Titus may split his two shots.', 'FbF: for each Tyranid Titus slays, roll a die; on ' + s.variants.feelNoPain + '+ he heals a wound.']
        : ['A Termagant within 1" of Titus cannot shoot.', 'No shooting at Titus while he is within 1" of another Tyranid base.']),
    ],
    rolls: side === 'titus' ? [{ kind: 'to-hit' }, { kind: 'save' }, fbf] : [{ kind: 'to-hit' }, { kind: 'save' }],
  });
  steps.push({
    id: 'charge',
    section: '4',
    title: 'Charging',
    checks: [
      'A charge aims at enemies within 12": roll 2d6 for the distance; if no target is in reach, the charger stays put.',
      'A figure already within 1" of an enemy cannot charge.',
      'The charger may stop anywhere within 1" of a target.',
      side === 'titus'
        ? 'Titus may end within 1" of several charge targets, but of no other enemy.'
        : 'A charger may not come within 1" of an enemy it is not charging.',
    ],
    rolls: [{ kind: 'charge' }],
  });
  steps.push({
    id: 'fight',
    section: '5',
    title: 'Close combat',
    checks: [
      'Take turns picking a figure to fight, the player whose turn it is first. The slain do not strike back, so order matters.',
      'Roll to hit; each hit lets its target roll a save, which cancels it.',
      'Hits may be shared among several targets.',
      'FbF: for each Tyranid Titus slays, roll a die; on ' + s.variants.feelNoPain + '+ he heals a wound.',
    ],
    rolls: [{ kind: 'to-hit' }, { kind: 'save' }, fbf],
  });
  steps.push({ id: 'end', section: '6', title: 'End of the turn', checks: ['Check whether either player has won.'], rolls: [] });
  return steps;
}

/** Sections 1c, 4, 3g/5c: what a roll means. Dice are the faces rolled. */
export function readRoll(roll: Roll, dice: readonly number[]): { total: number; text: string } {
  switch (roll.kind) {
    case 'reinforcements': {
      const total = dice[0]! + roll.bonus;
      return { total, text: `${total} Termagants arrive` };
    }
    case 'charge': {
      const total = dice[0]! + dice[1]!;
      return { total, text: `Charge distance ${total}"` };
    }
    case 'fbf': {
      const ok = dice[0]! >= roll.needs;
      return { total: dice[0]!, text: ok ? 'Titus heals a wound' : 'No wound healed' };
    }
    case 'to-hit':
    case 'save':
      return { total: dice[0]!, text: `Rolled ${dice[0]!}` };
  }
}

export function diceFor(roll: Roll): number {
  return roll.kind === 'charge' ? 2 : 1;
}
