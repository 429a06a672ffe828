import { describe, expect, it } from 'vitest';
import {
  firstSide,
  nextPlayerTurn,
  readRoll as readIn,
  startGame,
  turnSteps as stepsIn,
  whoseTurn,
  writtenVariants,
  marineLineText,
  type Roll,
  type TurnState,
} from '../../src/games/space-marine/turn';
import { makeSay } from '../../src/words/say';
import type { Key } from '../../src/words/keys';
import tools from '../../public/words/en/tools.json' with { type: 'json' };
import toolsDe from '../../public/words/de/tools.json' with { type: 'json' };

/** The tool's words in English, as the screen shows them. */
const say = makeSay<Key>('en', tools);
const turnSteps = (s: TurnState) => stepsIn(s, say);
const readRoll = (roll: Roll, dice: readonly number[]) => readIn(roll, dice, say);

describe('Turn Sequence: who goes first, alternating', () => {
  it('Hold the Line: the Tyranid player takes the first player turn', () => {
    expect(firstSide('hold-the-line')).toBe('tyranids');
  });
  it('the other mission: high roll goes first; a tie rolls again', () => {
    expect(firstSide('roll-off', { titus: 5, tyranids: 2 })).toBe('titus');
    expect(firstSide('roll-off', { titus: 1, tyranids: 4 })).toBe('tyranids');
    expect(firstSide('roll-off', { titus: 3, tyranids: 3 })).toBeNull();
  });
  it('two player turns make a game turn', () => {
    let s = startGame('hold-the-line', 'tyranids');
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(`${s.gameTurn}:${whoseTurn(s)}`);
      s = nextPlayerTurn(s);
    }
    expect(seen).toEqual(['1:tyranids', '1:titus', '2:tyranids', '2:titus']);
  });
});

describe('Each player turn, steps in order', () => {
  const ids = (s: Parameters<typeof turnSteps>[0]) => turnSteps(s).map((x) => x.id);
  it('Hold the Line starts with section 1 (objective, tactical ability, reinforcements for Tyranids)', () => {
    const s = startGame('hold-the-line', 'tyranids');
    expect(ids(s)).toEqual(['start', 'move', 'shoot', 'charge', 'fight', 'end']);
    expect(turnSteps(s)[0]!.rolls).toEqual([{ kind: 'reinforcements', bonus: 3 }]);
    expect(turnSteps(nextPlayerTurn(s))[0]!.rolls).toEqual([]);
  });
  it('the roll-off mission has no section 1 and asks for spawnings (Tyranids) and supplies (Titus) in movement', () => {
    const s = startGame('roll-off', 'titus');
    expect(ids(s)).toEqual(['move', 'shoot', 'charge', 'fight', 'end']);
    expect(turnSteps(s)[0]!.checks.join(' ')).toMatch(/supplies/);
    expect(turnSteps(nextPlayerTurn(s))[0]!.checks.join(' ')).toMatch(/spawnings/);
  });
  it('2d movement restriction (d, e) depends on the side', () => {
    const s = startGame('roll-off', 'tyranids');
    expect(turnSteps(s)[0]!.checks.join(' ')).toMatch(/starts within 1" of Titus stays/);
    expect(turnSteps(nextPlayerTurn(s))[0]!.checks.join(' ')).toMatch(/Titus may leave/);
  });
  it('3e-f: Termagant shooting limits on the Tyranid turn; 3d/3g split shots and FbF on Titus\'s', () => {
    const s = startGame('roll-off', 'tyranids');
    const shootT = turnSteps(s).find((x) => x.id === 'shoot')!;
    expect(shootT.checks.join(' ')).toMatch(/Termagant within 1"/);
    expect(shootT.rolls.map((r) => r.kind)).toEqual(['to-hit', 'save']);
    const shootM = turnSteps(nextPlayerTurn(s)).find((x) => x.id === 'shoot')!;
    expect(shootM.rolls.map((r) => r.kind)).toEqual(['to-hit', 'save', 'fbf']);
  });
  it('4: charge rolls 2d6; 5c: FbF in close combat in both turns', () => {
    const s = startGame('roll-off', 'titus');
    expect(turnSteps(s).find((x) => x.id === 'charge')!.rolls).toEqual([{ kind: 'charge' }]);
    expect(turnSteps(nextPlayerTurn(s)).find((x) => x.id === 'fight')!.rolls.map((r) => r.kind)).toContain('fbf');
  });
});

describe('Rolls and Variations', () => {
  it('1c: d6+3 Termagants as written; d6+1 or d6+2 as variants', () => {
    expect(readRoll({ kind: 'reinforcements', bonus: 3 }, [4]).total).toBe(7);
    const v = startGame('hold-the-line', 'tyranids', { ...writtenVariants, reinforcementBonus: 1 });
    expect(turnSteps(v)[0]!.rolls).toEqual([{ kind: 'reinforcements', bonus: 1 }]);
    expect(readRoll({ kind: 'reinforcements', bonus: 2 }, [6]).total).toBe(8);
  });
  it('4: charge distance is the sum of 2d6', () => {
    expect(readRoll({ kind: 'charge' }, [3, 5])).toEqual({ total: 8, text: 'Charge distance 8"' });
  });
  it.each([
    [3, 3, true],
    [3, 2, false],
    [4, 3, false],
    [4, 4, true],
    [5, 4, false],
    [5, 5, true],
  ])('FbF on %i+: a %i heals: %s', (needs, die, heals) => {
    expect(readRoll({ kind: 'fbf', needs }, [die]).text).toBe(heals ? 'Titus heals a wound' : 'No wound healed');
  });
  it('3g, 5c (lines 55-56, 80-81): the roll keeps the source\'s name, FbF, and says what it does', () => {
    const s = startGame('roll-off', 'titus', { ...writtenVariants, feelNoPain: 4 });
    for (const id of ['shoot', 'fight']) {
      const text = turnSteps(s).find((x) => x.id === id)!.checks.join(' ');
      expect(text).toContain('FbF: for each Tyranid Titus slays, roll a die; on 4+ he heals a wound.');
      expect(text).not.toMatch(/Feel no Pain/);
    }
  });
  it('FbF variant reaches the turn steps', () => {
    const s = startGame('roll-off', 'titus', { ...writtenVariants, feelNoPain: 5 });
    expect(turnSteps(s).find((x) => x.id === 'fight')!.rolls).toContainEqual({ kind: 'fbf', needs: 5 });
  });
  it('carrying gear is a reminder in Titus\'s movement only when chosen', () => {
    const s = startGame('roll-off', 'titus', { ...writtenVariants, carryGear: true });
    expect(turnSteps(s)[0]!.checks.join(' ')).toMatch(/carry salvaged gear/);
    expect(turnSteps(startGame('roll-off', 'titus'))[0]!.checks.join(' ')).not.toMatch(/carry/);
  });
});

describe('the log is kept as data and worded in the language shown (issue 34)', () => {
  it('a roll line and the roll-off read in English as before, and in German from the same data', () => {
    const roll = { k: 'roll', turn: 1, side: 'titus', roll: { kind: 'charge' }, dice: [3, 5] } as const;
    expect(marineLineText({ ...roll, roll: { kind: 'charge' }, dice: [3, 5] }, say)).toBe('Turn 1, Titus: Charge (2d6): 3 + 5 → Charge distance 8"');
    expect(marineLineText({ k: 'roll-off', titus: 1, tyranids: 4, first: 'tyranids' }, say)).toBe('Roll-off: Titus 1, Tyranids 4. The Tyranids go first.');
    expect(marineLineText('Turn 1: Titus done.', say)).toBe('Turn 1: Titus done.');
    const de = makeSay<Key>('de', toolsDe, tools);
    const german = [marineLineText({ ...roll, roll: { kind: 'charge' }, dice: [3, 5] }, de), ...stepsIn(startGame('roll-off', 'titus'), de).flatMap((x) => [x.title, ...x.checks])];
    expect(german.join(' ')).not.toMatch(/[{}]|Charge distance|Movement/);
    // The rolls keep the source's own names: FbF stays FbF.
    expect(stepsIn(startGame('roll-off', 'titus'), de).find((x) => x.id === 'fight')!.checks.join(' ')).toContain('FbF');
  });
});
