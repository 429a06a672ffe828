/**
 * The heuristic policy in named situations, each a real engine prompt built with the engine
 * tests' scenario builder. Rules: RB p13/p16 (defence and its re-roll), p15–19 (Actions).
 */
import { describe, expect, it } from 'vitest';
import type { DecisionPrompt, GameState, Player } from '../../src/engine';
import { fallback, heuristic } from '../../src/strategy';
import { asked, build, marineId, play, ref } from '../engine/build';

const QUIET = ['| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'];
const ZAEL_PLAYERS: Player[] = [{ name: 'Solo', teams: ['PURPLE', 'GREEN', 'RED'] }];

function decision(s: GameState): DecisionPrompt {
  const p = s.prompt;
  if (p?.kind !== 'decision') throw new Error(`not a decision: ${JSON.stringify(p)}`);
  return p;
}

describe('Re-rolls (RB p16)', () => {
  it('a marine facing a swarm of 4 with a token re-rolls a killing defence roll', () => {
    const s0 = build({ rows: ['| lorenzo< |', '[CLAW HEAD TAIL TONGUE] | deino<+1 |', ...QUIET], start: { phase: 'genestealer-attack' } }).state;
    const s = play(s0, '3').state;
    expect(asked(s)).toBe('decision:defence-reroll');
    expect(heuristic(s, decision(s))).toBe('reroll');
  });
});

describe('Attack re-rolls keep a token for defence', () => {
  const missed = (tokens: number): GameState => {
    let s = build({ rows: [`[CLAW HEAD] | lorenzo<+${tokens} |`, '| deino> |', ...QUIET], start: { phase: 'resolve-actions' }, chosen: { BLUE: 'action.lead-by-example' } }).state;
    // The other teams' Move + Activate cards come first: pass on each (Stealth Tactics would spend a token).
    while (asked(s) !== 'decision:attacker') s = play(s, ['done', 'skip'].find((o) => s.prompt?.options.includes(o)) ?? (s.prompt?.options[0] as string)).state;
    expect(s.formation[0]?.tokens).toBe(tokens);
    s = play(s, marineId('lorenzo')).state;
    if (asked(s) === 'decision:attack-target') s = play(s, ref(0, 'LEFT')).state;
    s = play(s, '4').state;
    expect(asked(s)).toBe('decision:attack-reroll');
    return s;
  };

  it('a missed shot is re-rolled with two tokens, kept with the last one', () => {
    const two = missed(2);
    expect(heuristic(two, decision(two))).toBe('reroll');
    const one = missed(1);
    expect(heuristic(one, decision(one))).toBe('keep');
  });
});

describe('Attack targets', () => {
  const zaelBetween = (bigRow: number, smallRow: number): GameState => {
    const rows = ['| leon> |', '| zael< |', '| valencio> |', '| omnio> |', '| gideon> |', '| noctis> |'];
    rows[bigRow] = `[CLAW HEAD TAIL] ${rows[bigRow]}`;
    rows[smallRow] = `[TONGUE] ${rows[smallRow]}`;
    const s0 = build({ players: ZAEL_PLAYERS, rows, start: { phase: 'resolve-actions' }, chosen: { PURPLE: 'action.flamer-attack', GREEN: 'action.dead-aim', RED: 'action.full-auto' } }).state;
    expect(asked(s0)).toBe('decision:attacker');
    const s = play(s0, marineId('zael')).state;
    expect(asked(s)).toBe('decision:attack-target');
    return s;
  };

  it("Zael's flamer picks the bigger swarm, wherever it lies in his range", () => {
    const a = zaelBetween(0, 1);
    expect(heuristic(a, decision(a))).toBe(ref(0, 'LEFT'));
    const b = zaelBetween(2, 1);
    expect(heuristic(b, decision(b))).toBe(ref(2, 'LEFT'));
  });
});

describe('Support and facing', () => {
  it('the Support token goes to the marine facing the biggest swarm, not to one already holding tokens', () => {
    const s = build({
      rows: ['[CLAW HEAD] | lorenzo<+2 |', '| deino> |', '| gideon> | [CLAW HEAD TAIL]', '| noctis> |', '| calistarius> |', '| scipio> |'],
      start: { phase: 'resolve-actions' },
      chosen: { GREEN: 'action.block' },
    }).state;
    const p = decision(s);
    if (p.ask !== 'support-target') throw new Error(`expected support-target, got ${p.ask}`);
    expect(heuristic(s, p)).toBe(marineId('gideon'));
  });
});

describe('Any other decision: the documented default', () => {
  it('acts rather than passes, whatever the kind is called (new kinds added by rule changes)', () => {
    expect(fallback(['skip', 'marine.leon', 'marine.goriel'])).toBe('marine.leon');
    expect(fallback(['done', 'stop'])).toBe('done');
    const s = build({ rows: ['| lorenzo> |', '| deino> |', ...QUIET], start: { phase: 'genestealer-attack' } }).state;
    const unknown: DecisionPrompt = { kind: 'decision', player: 0, ask: 'which-marine-fires-next', subject: null, options: ['done', 'marine.deino'], secret: false };
    expect(heuristic(s, unknown)).toBe('marine.deino');
  });
});
