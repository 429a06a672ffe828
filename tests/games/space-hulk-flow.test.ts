/**
 * The Space Hulk solo alien phase as a state machine (src/games/space-hulk-solo/flow.ts), driven
 * input by input as the screen sends them. Sections named are those of
 * space-hulk-solo-diceroller-rules.txt.
 */
import { describe, expect, it } from 'vitest';
import { alienPrompt, broodEffectLine, freshHulk as freshIn, hulkLineText, knownAliens, next, normalizeHulk, type HulkInput, type HulkState } from '../../src/games/space-hulk-solo/flow';
import { dieTable, doubtResult, placementOrder } from '../../src/games/space-hulk-solo/targets';
import type { Die } from '../../src/games/space-hulk-solo/rules';
import { makeSay } from '../../src/words/say';
import type { Key } from '../../src/words/keys';
import tools from '../../public/words/en/tools.json' with { type: 'json' };
import toolsDe from '../../public/words/de/tools.json' with { type: 'json' };

/** The tool's words in English, as the screen shows them. */
const say = makeSay<Key>('en', tools);
const freshHulk = () => freshIn(say);

/** Applies inputs in order; each must fit its step. Returns the state and every log line, worded in English. */
function run(s: HulkState, ...inputs: HulkInput[]): { s: HulkState; lines: string[] } {
  const lines: string[] = [];
  for (const i of inputs) {
    const r = next(s, i);
    if (!r) throw new Error(`input ${JSON.stringify(i)} refused at ${JSON.stringify(s.step)}`);
    s = r.state;
    lines.push(...r.lines.map((l) => hulkLineText(l, say)));
  }
  return { s, lines };
}

const MARINES = [
  { id: 'sgt', name: 'Sergeant', victory: false, noGun: false, bolter: true },
  { id: 'b2', name: 'Brother 2', victory: false, noGun: false, bolter: true },
  { id: 'b3', name: 'Brother 3', victory: false, noGun: false, bolter: false },
];

/** Marines saved, the phase started with `overwatch`, no reinforcements, then the board. */
function phase(overwatch: string[], board: { genestealers: number; blips: number }, lurking = 2): HulkState {
  return run(freshHulk(), { t: 'save-marines', marines: MARINES, entries: lurking }, { t: 'start-phase', reinforce: 0, overwatch }, { t: 'board', ...board }).s;
}

describe('Marines opened from any screen come back to it (the phase number is kept)', () => {
  it('from the phase-over screen: saving returns there, and the next phase is phase 2', () => {
    const over = run(phase([], { genestealers: 0, blips: 0 }, 1)).s;
    expect(over.step.at).toBe('done');
    const { s } = run(over, { t: 'open-marines' }, { t: 'save-marines', marines: MARINES, entries: 1 });
    expect(s.step).toEqual({ at: 'done' });
    expect(s.turn).toBe(1);
    expect(run(s, { t: 'next-phase' }).s).toMatchObject({ turn: 2, step: { at: 'start' } });
  });
  it('a new table starts at phase 1', () => {
    expect(run(freshHulk(), { t: 'save-marines', marines: MARINES, entries: 2 }).s).toMatchObject({ turn: 1, step: { at: 'start' } });
  });
});

describe('The Brood Effect: one die for the whole tile (FAQ "1D6 per alien?")', () => {
  it('"its tile already failed": no second die, the alien keeps out of sight', () => {
    const { s, lines } = run(phase([], { genestealers: 2, blips: 0 }), { t: 'brood', answer: 'failed' });
    expect(s.step).toMatchObject({ at: 'alien', ask: 'act', brood: false });
    expect(lines).toEqual(['Genestealer 1: its tile already failed its brood test this phase (one die for the whole tile).']);
  });
  it.each<[Die, number, string]>([
    [2, 3, 'act'],
    [3, 3, 'brood-reveal'],
  ])('die %i with %i aliens: next asks %s', (die, aliens, ask) => {
    const { s } = run(phase([], { genestealers: 1, blips: 0 }), { t: 'brood', answer: 'test' }, { t: 'brood-die', die, aliens });
    expect(s.step).toMatchObject({ at: 'alien', ask });
  });
  it('a success turns over the blips on the tile and the lurking blips at the section\'s entry points at once; their Genestealers act next, with the effect', () => {
    // Genestealer g1 on a tile with blip b2; blip b1 elsewhere; 2 lurking at entry 1, 1 at entry 2.
    const s1 = run({ ...phase([], { genestealers: 0, blips: 0 }), lurking: [2, 1], step: { at: 'board' } }, { t: 'board', genestealers: 1, blips: 2 }).s;
    expect(s1.step.at === 'alien' && s1.step.queue.map((a) => (a.kind === 'lurking' ? `e${a.entry}` : a.id))).toEqual(['g1', 'b1', 'b2', 'e0', 'e0', 'e1']);
    const { s, lines } = run(s1, { t: 'brood', answer: 'test' }, { t: 'brood-die', die: 4, aliens: 5 }, { t: 'brood-reveal', genestealers: 4, blips: ['b2'], entries: [0] });
    if (s.step.at !== 'alien') throw new Error('expected an alien');
    expect(s.step.queue.map((a) => (a.kind === 'lurking' ? `e${a.entry}` : a.id))).toEqual(['g1', 'brood-1', 'brood-2', 'brood-3', 'brood-4', 'b1', 'e1']);
    expect(s.step).toMatchObject({ ask: 'act', brood: true });
    expect(s.lurking).toEqual([0, 1]);
    expect(lines).toContain('Brood effect: 1 blip on the tile and 2 lurking blips at entry point 1 turn over: 4 Genestealers, acting now.');
    // g1 is spent: the first revealed Genestealer acts at once, already under the brood effect.
    const after = run(s, { t: 'act', points: false, adjacent: false }).s;
    expect(after.step).toMatchObject({ at: 'alien', ask: 'act', brood: true });
  });
  it('a lurking blip whose test succeeds is itself among those turned over', () => {
    const s1 = run({ ...phase([], { genestealers: 0, blips: 0 }), lurking: [1, 0], step: { at: 'board' } }, { t: 'board', genestealers: 0, blips: 0 }).s;
    const { s } = run(s1, { t: 'brood', answer: 'test' }, { t: 'brood-die', die: 6, aliens: 1 }, { t: 'brood-reveal', genestealers: 2, blips: [], entries: [] });
    expect(s.lurking).toEqual([0, 0]);
    expect(s.step).toMatchObject({ at: 'alien', ask: 'act', brood: true, queue: [{ kind: 'genestealer', id: 'brood-1' }, { kind: 'genestealer', id: 'brood-2' }] });
  });
});

describe('Targets Priority List: overwatch asked each phase, facing per alien', () => {
  it.each<[string[], string[][]]>([
    [[], [['sgt', 'b2', 'b3']]], // nobody on overwatch: all without fire power (rank 2)
    [['sgt', 'b2'], [['b3'], ['sgt', 'b2']]], // b3 not on overwatch ranks above the bolters
    [['b3'], [['sgt', 'b2'], ['b3']]],
  ])('on overwatch %j: placement ranks %j', (overwatch, groups) => {
    expect(placementOrder(MARINES, overwatch)).toEqual(groups);
  });
  it('a moving alien asks which marines face away before its target, and asks again for the next alien', () => {
    let { s } = run(phase(['sgt', 'b2', 'b3'], { genestealers: 2, blips: 0 }), { t: 'brood', answer: 'clear' }, { t: 'act', points: true, adjacent: false });
    expect(s.step).toMatchObject({ ask: 'facing' });
    s = run(s, { t: 'facing', away: ['b2'] }).s;
    expect(s.step).toMatchObject({ ask: 'target', q: 1, facingAway: ['b2'] });
    s = run(s, { t: 'target', id: null }, { t: 'target', id: 'b2' }, { t: 'moved' }).s;
    // The same Genestealer keeps its target for its next action point.
    s = run(s, { t: 'act', points: true, adjacent: false }).s;
    expect(s.step).toMatchObject({ ask: 'move', target: 'b2' });
    s = run(s, { t: 'moved' }, { t: 'act', points: false, adjacent: false }, { t: 'brood', answer: 'clear' }, { t: 'act', points: true, adjacent: false }).s;
    expect(s.step).toMatchObject({ ask: 'facing' });
  });
});

describe('"In doubt, roll a die" (Reinforcement Blips, Ambush Blips)', () => {
  it.each<[number, (number | null)[]]>([
    [2, [0, 0, 0, 1, 1, 1]],
    [3, [0, 0, 1, 1, 2, 2]],
    [4, [0, 1, 2, 3, null, null]],
    [5, [0, 1, 2, 3, 4, null]],
    [6, [0, 1, 2, 3, 4, 5]],
  ])('between %i marines, faces 1–6 pick %j', (n, table) => {
    expect(dieTable(n)).toEqual(table);
  });
  it('top priority tied: the placement die is followed by a die between the tied marines', () => {
    const s0 = run(freshHulk(), { t: 'save-marines', marines: MARINES, entries: 2 }, { t: 'start-phase', reinforce: 1, overwatch: [] }).s;
    const { s } = run(s0, { t: 'placement-die', die: 3 });
    expect(s.step).toEqual({ at: 'doubt', doubt: { for: 'entry', why: 'top priority' }, candidates: ['sgt', 'b2', 'b3'], left: 0 });
    const picked = run(s, { t: 'doubt-die', die: 4 });
    expect(picked.s.step).toEqual({ at: 'entry', left: 0, closest: { id: 'b2', why: 'top priority' } });
    expect(picked.lines).toEqual(['Die 4 between Sergeant, Brother 2, Brother 3: Brother 2.']);
  });
  it('the most isolated marine in doubt: a die between the marines the player keeps; a face with no one rolls again', () => {
    const s0 = run(freshHulk(), { t: 'save-marines', marines: [...MARINES, { id: 'b4', name: 'Brother 4', victory: false, noGun: false, bolter: true }], entries: 2 }, { t: 'start-phase', reinforce: 1, overwatch: [] }).s;
    let { s } = run(s0, { t: 'placement-die', die: 5 }, { t: 'in-doubt' });
    expect(s.step).toMatchObject({ at: 'doubt', candidates: ['sgt', 'b2', 'b3', 'b4'] });
    const again = run(s, { t: 'doubt-die', die: 6 });
    expect(again.s.step).toEqual(s.step);
    expect(again.lines).toEqual(['Die 6 between Sergeant, Brother 2, Brother 3, Brother 4: no one, roll again.']);
    s = run(s, { t: 'doubt-toggle', id: 'sgt' }, { t: 'doubt-toggle', id: 'b4' }).s;
    expect(s.step).toMatchObject({ candidates: ['b2', 'b3'] });
    expect(next(s, { t: 'doubt-toggle', id: 'b2' })).toBeNull(); // a die between one is no die
    expect(run(s, { t: 'doubt-die', die: 5 }).s.step).toMatchObject({ at: 'entry', closest: { id: 'b3', why: 'most isolated' } });
  });
  it('the ambush goes down the priority list; equal marines are settled by a die', () => {
    const s0 = run(freshHulk(), { t: 'save-marines', marines: MARINES, entries: 2 }, { t: 'start-phase', reinforce: 1, overwatch: ['sgt', 'b2'] }).s;
    let { s } = run(s0, { t: 'placement-die', die: 1 });
    expect(s.step).toEqual({ at: 'ambush', left: 0, tried: [], target: 'b3' });
    s = run(s, { t: 'ambush-fits', yes: false }).s;
    expect(s.step).toMatchObject({ at: 'doubt', doubt: { for: 'ambush', tried: ['b3'] }, candidates: ['sgt', 'b2'] });
    s = run(s, { t: 'doubt-die', die: 2 }).s;
    expect(s.step).toEqual({ at: 'ambush', left: 0, tried: ['b3'], target: 'sgt' });
    const last = run(s, { t: 'ambush-fits', yes: false }, { t: 'ambush-fits', yes: false });
    expect(last.s.step).toEqual({ at: 'board' });
    expect(last.lines).toContain('No square fits for any marine: the ambush blip is lost (not a victim).');
  });
  it('doubtResult picks by the table', () => {
    expect(doubtResult(['a', 'b'], 3)).toBe('a');
    expect(doubtResult(['a', 'b'], 4)).toBe('b');
    expect(doubtResult(['a', 'b', 'c', 'd'], 5)).toBeNull();
  });
});

describe('Aliens Activation Order: the app names the alien to take by the text\'s order', () => {
  it.each([
    [{ kind: 'genestealer', id: 'g2' } as const, 'Take the Genestealer nearest to a marine that has not acted yet.'],
    [{ kind: 'blip', id: 'b1' } as const, 'Take the blip on the board nearest to a marine that has not acted yet.'],
    [{ kind: 'lurking', entry: 1 } as const, 'Take a blip lurking at entry point 2.'],
  ])('%o: %s', (a, words) => {
    expect(alienPrompt(a, say)).toBe(words);
  });
});

describe('inputs that do not fit the step change nothing', () => {
  it.each<HulkInput>([{ t: 'next-phase' }, { t: 'moved' }, { t: 'placement-die', die: 2 }])('%o at the setup screen', (input) => {
    expect(next(freshHulk(), input)).toBeNull();
  });
});

describe('a state stored by the previous version opens', () => {
  it('marines keep their names; overwatch starts empty; an ambush half asked starts that blip again', () => {
    const old = { marines: [{ id: 'm1', name: 'Sergeant', victory: true, noFirePower: true, facingAway: false, bolter: true }], tie: [3], lurking: [1], turn: 2, log: [], step: { at: 'ambush', left: 1, tried: 0 } } as unknown as HulkState;
    const s = normalizeHulk(old);
    expect(s.marines).toEqual([{ id: 'm1', name: 'Sergeant', victory: true, noGun: false, bolter: true }]);
    expect(s.overwatch).toEqual([]);
    expect(s.step).toEqual({ at: 'reinforce', left: 2 });
  });
  it('an entry step stored with its English words finds its marine again by name, and its old log lines read as stored', () => {
    const marines = [{ id: 'sgt', name: 'Sergeant', victory: false, noGun: false, bolter: true }];
    const old = { marines, overwatch: [], lurking: [0, 0], turn: 1, broodRevealed: [], log: ['Most isolated: Sergeant.'], step: { at: 'entry', left: 0, say: 'the entry point closest to Sergeant (most isolated)' } } as unknown as HulkState;
    const s = normalizeHulk(old);
    expect(s.step).toEqual({ at: 'entry', left: 0, closest: { id: 'sgt', why: 'most isolated' } });
    expect(s.log.map((l) => hulkLineText(l, say))).toEqual(['Most isolated: Sergeant.']);
    expect(normalizeHulk({ ...old, step: { at: 'entry', left: 1, say: 'any entry point you choose' } } as unknown as HulkState).step).toEqual({ at: 'entry', left: 1 });
  });
});

describe('the log is kept as data and worded in the language shown (issue 34)', () => {
  it('the same stored lines read in German, with every placeholder filled', () => {
    const de = makeSay<Key>('de', toolsDe, tools);
    const s0 = freshIn(de);
    expect(s0.marines.map((m) => m.name)).toEqual(['Sergeant', 'Bruder 2', 'Bruder 3', 'Bruder 4', 'Bruder 5']);
    const stored: HulkState['log'] = [];
    let s = { ...phase([], { genestealers: 1, blips: 0 }), lurking: [1, 0] };
    for (const i of [{ t: 'brood', answer: 'test' }, { t: 'brood-die', die: 4, aliens: 2 }, { t: 'brood-reveal', genestealers: 2, blips: [], entries: [0] }] as HulkInput[]) {
      const r = next(s, i);
      if (!r) throw new Error('refused');
      s = r.state;
      stored.push(...r.lines);
    }
    // What the store keeps is data: no English in it.
    expect(JSON.stringify(stored)).not.toMatch(/Brood|turn over/);
    const german = stored.map((l) => hulkLineText(l, de));
    expect(german.join(' ')).not.toMatch(/[{}]|Brood test|turn over/);
    expect(german[0]).toMatch(/^Bruttest: 4 \+ 2 Aliens = 6: Erfolg\.$/);
  });
});

describe('log words agree with their numbers (issue 27: "1 Genestealers", "0 blips … turn over")', () => {
  it('counts with the plural rules: one, none and more', () => {
    expect(say('hulk.count.genestealers', { n: 1 })).toBe('1 Genestealer');
    expect(say('hulk.count.blips', { n: 0 })).toBe('0 blips');
    expect(hulkLineText({ k: 'brood-test', die: 3, aliens: 3, score: 6, success: true }, say)).toBe('Brood test: 3 + 3 aliens = 6: success.');
    expect(hulkLineText({ k: 'brood-test', die: 5, aliens: 1, score: 6, success: true }, say)).toBe('Brood test: 5 + 1 alien = 6: success.');
  });
  it('a brood effect names only what turns over, with its verb agreeing', () => {
    expect(broodEffectLine(1, 0, [], 1, say)).toBe('Brood effect: 1 blip on the tile turns over: 1 Genestealer, acting now.');
    expect(broodEffectLine(0, 2, [0], 4, say)).toBe('Brood effect: 2 lurking blips at entry point 1 turn over: 4 Genestealers, acting now.');
    expect(broodEffectLine(2, 1, [0, 2], 3, say)).toBe('Brood effect: 2 blips on the tile and 1 lurking blip at entry points 1, 3 turn over: 3 Genestealers, acting now.');
    expect(broodEffectLine(0, 0, [], 0, say)).toBe('Brood effect: no other blip to turn over.');
  });
  it('the phase and board lines say "1 reinforcement blip", "1 Genestealer, 1 blip"', () => {
    const s0 = run(freshHulk(), { t: 'save-marines', marines: MARINES, entries: 2 }).s;
    expect(run(s0, { t: 'start-phase', reinforce: 1, overwatch: [] }).lines[0]).toBe('Alien phase 1: 1 reinforcement blip; on overwatch: nobody.');
    const board = run(s0, { t: 'start-phase', reinforce: 0, overwatch: [] }, { t: 'board', genestealers: 1, blips: 1 }).lines;
    expect(board).toContain('On the board: 1 Genestealer, 1 blip; 0 lurking.');
  });
});

/** Issue 35: the points checked against the text (space-hulk-solo-diceroller-rules.txt). */
describe('issue 35: Space Hulk solo against the text', () => {
  const ids = (s: HulkState) => (s.step.at === 'alien' ? s.step.queue.map((a) => (a.kind === 'lurking' ? `e${a.entry}` : a.id)) : []);

  it('lines 61, 85, 138 ("in doubt, roll a die", "5 Random Space Marine"): equal marines for a movement target go to a die, not to the first in setup order', () => {
    // Nobody on overwatch: all three are rank 2. A die of 5 between three picks the third.
    let { s } = run(phase([], { genestealers: 1, blips: 0 }), { t: 'brood', answer: 'clear' }, { t: 'act', points: true, adjacent: false }, { t: 'facing', away: [] }, { t: 'target', id: null });
    expect(s.step).toMatchObject({ ask: 'target', q: 2 });
    s = run(s, { t: 'target-doubt', ids: ['b3', 'sgt', 'b2'] }).s;
    expect(s.step).toMatchObject({ ask: 'target-doubt', candidates: ['sgt', 'b2', 'b3'] });
    const r = run(s, { t: 'doubt-die', die: 5 });
    expect(r.s.step).toMatchObject({ ask: 'move', target: 'b3' });
    expect(r.s.step).not.toHaveProperty('candidates', expect.anything());
    expect(r.lines).toEqual(['Die 5 between Sergeant, Brother 2, Brother 3: Brother 3.', 'Genestealer 1 targets Brother 3 (movement table row 2).']);
    // The player may drop a marine out of reach first; a die between one is no die.
    const two = run(s, { t: 'doubt-toggle', id: 'sgt' }).s;
    expect(two.step).toMatchObject({ candidates: ['b2', 'b3'] });
    expect(next(two, { t: 'doubt-toggle', id: 'b2' })).toBeNull();
    expect(run(two, { t: 'doubt-die', die: 2 }).s.step).toMatchObject({ ask: 'move', target: 'b2' });
    expect(next(s, { t: 'target-doubt', ids: ['sgt'] })).toBeNull();
  });

  it('lines 169-171, FAQ line 214: Genestealers on a tile touching the group join a brood success and are not asked again', () => {
    const s1 = phase([], { genestealers: 3, blips: 0 });
    const { s, lines } = run(s1, { t: 'brood', answer: 'test' }, { t: 'brood-die', die: 5, aliens: 3 }, { t: 'brood-reveal', genestealers: 0, blips: [], entries: [], joined: ['g3'] });
    expect(lines).toContain('1 Genestealer on this tile or a connected one acts with the brood effect.');
    expect(s.broodRevealed).toContain('g3');
    // g1 spent; g2 (not connected) is asked; g3 (connected) acts under the effect at once.
    let t = run(s, { t: 'act', points: false, adjacent: false }).s;
    expect(t.step).toMatchObject({ ask: 'brood' });
    t = run(t, { t: 'brood', answer: 'clear' }, { t: 'act', points: false, adjacent: false }).s;
    expect(ids(t)).toEqual(['g3']);
    expect(t.step).toMatchObject({ ask: 'act', brood: true });
  });

  it('FAQ line 210 (one die for the tile): a blip that reveals on a tile that passed its test passes the effect to its Genestealers, who are not asked again', () => {
    const s1 = phase([], { genestealers: 0, blips: 1 });
    const { s } = run(s1, { t: 'brood', answer: 'passed' }, { t: 'reveal', genestealers: 2 });
    expect(ids(s)).toEqual(['b1-1', 'b1-2']);
    expect(s.step).toMatchObject({ ask: 'act', brood: true });
    // Without a brood success the revealed Genestealers are asked as usual.
    const plain = run(s1, { t: 'brood', answer: 'clear' }, { t: 'blip-act', choice: 'reveal' }, { t: 'reveal', genestealers: 2 }).s;
    expect(plain.step).toMatchObject({ ask: 'brood', brood: false });
  });

  it('line 152 (the aliens on the section): the count starts at the aliens the app knows are on the board, kept through reveals', () => {
    const s1 = phase([], { genestealers: 2, blips: 1 }, 2);
    expect(knownAliens(s1)).toBe(3);
    const s2 = run({ ...s1, lurking: [2, 0] }, { t: 'brood', answer: 'clear' }, { t: 'act', points: false, adjacent: false }, { t: 'brood', answer: 'clear' }, { t: 'act', points: false, adjacent: false }).s;
    // b1 reveals into 3 Genestealers: one blip off the board, three on.
    const s3 = run(s2, { t: 'brood', answer: 'clear' }, { t: 'blip-act', choice: 'reveal' }, { t: 'reveal', genestealers: 3 }).s;
    expect(knownAliens(s3)).toBe(5);
    // A state stored before the count was kept falls back on the aliens still to act.
    expect(knownAliens({ ...s1, onBoard: undefined })).toBe(3);
  });

  it('overwatch is asked afresh each phase: the next phase starts with nobody ticked', () => {
    const over = run(phase(['sgt', 'b2'], { genestealers: 0, blips: 0 }, 1)).s;
    expect(over.overwatch).toEqual(['sgt', 'b2']);
    expect(run(over, { t: 'next-phase' }).s.overwatch).toEqual([]);
  });

  it('the brood-reveal ticks are stored with the step, so a reload keeps them; turning over clears them', () => {
    const s1 = run({ ...phase([], { genestealers: 1, blips: 2 }), lurking: [1, 0] }, { t: 'brood', answer: 'test' }, { t: 'brood-die', die: 6, aliens: 4 }).s;
    const draft = { blips: ['b2'], entries: [0], joined: [], genestealers: 3 };
    const d = run(s1, { t: 'brood-draft', ...draft }).s;
    expect(d.step).toMatchObject({ ask: 'brood-reveal', draft });
    expect(JSON.parse(JSON.stringify(d)).step.draft).toEqual(draft); // what the store keeps
    const done = run(d, { t: 'brood-reveal', ...draft }).s;
    expect(done.step).not.toHaveProperty('draft', expect.anything());
    expect(next(s1, { t: 'brood-draft', ...draft, genestealers: -1 })).toBeNull();
  });
});
