/**
 * Space Hulk solo, the alien phase as a state machine: one stored state, one typed input per
 * answer, `next` gives the following state and its log lines (or null: the input does not fit
 * the step). Pure: dice come in as inputs. The screen (src/ui/tools/SpaceHulk.tsx) only draws
 * the step and sends inputs. Rules: rules.ts, space-hulk-solo-diceroller-rules.txt. Log lines
 * and notes are data (lines.ts words them when shown).
 */
import { activationOrder, afterReveal, broodTest, genestealerStep, placementOf, placeOnEntry, saturated, type Activation, type Die } from './rules';
import { doubtResult, placementOrder, type Doubt, type HulkMarine } from './targets';
import type { HulkLine, HulkNote, ToolSay, Why } from './lines';

export type { HulkMarine } from './targets';
export { alienName, alienPrompt, broodEffectLine, hulkLineText, type HulkLine, type HulkNote, type ToolSay } from './lines';

export type AlienAsk = 'brood' | 'brood-roll' | 'brood-reveal' | 'act' | 'facing' | 'target' | 'target-doubt' | 'move' | 'attack' | 'reveal';

/** What the brood-reveal screen has ticked so far: stored with the step, so a reload keeps it. */
export interface BroodDraft {
  blips: string[];
  entries: number[];
  /** Genestealers still to act on tiles connected to the group (lines 169-171): they join the effect. */
  joined: string[];
  genestealers: number;
}

export interface AlienStep {
  at: 'alien';
  queue: Activation[];
  ask: AlienAsk;
  /** Its tile passed a brood test: it may enter lines of sight. */
  brood: boolean;
  /** Which row of the movement table is being asked. */
  q?: 1 | 2 | 3;
  target?: string;
  /** Marines not facing the way this alien comes (asked per alien, when its target is decided). */
  facingAway?: string[];
  note?: HulkNote;
  /** Marines equal in priority for the target, between whom a die decides ("In doubt, roll a die"). */
  candidates?: string[];
  draft?: BroodDraft;
}

export type Step =
  | { at: 'setup'; back?: Step }
  | { at: 'start' }
  | { at: 'reinforce'; left: number }
  | { at: 'ambush'; left: number; tried: string[]; target: string }
  | { at: 'isolated'; left: number }
  | { at: 'doubt'; doubt: Doubt; candidates: string[]; left: number }
  /** `closest`: the entry point closest to that marine; absent: any entry point the player chooses. */
  | { at: 'entry'; left: number; closest?: { id: string; why: Why } }
  | { at: 'board' }
  | AlienStep
  | { at: 'done' };

export interface HulkState {
  marines: HulkMarine[];
  /** Marines on overwatch this alien phase (asked at its start: it changes every turn). */
  overwatch: string[];
  lurking: number[];
  turn: number;
  /** Genestealers revealed by a successful brood test this phase: they act with the brood effect. */
  broodRevealed: string[];
  /**
   * Aliens on the board as far as the app knows (counted at "Aliens act", then kept through
   * reveals): the brood test's count starts here. Absent in states stored before it was kept.
   */
  onBoard?: number;
  log: HulkLine[];
  step: Step;
}

export type HulkInput =
  | { t: 'save-marines'; marines: HulkMarine[]; entries: number }
  | { t: 'open-marines' }
  | { t: 'start-phase'; reinforce: number; overwatch: string[] }
  | { t: 'placement-die'; die: Die }
  | { t: 'ambush-fits'; yes: boolean }
  | { t: 'isolated'; id: string }
  | { t: 'in-doubt' }
  | { t: 'doubt-toggle'; id: string }
  | { t: 'doubt-die'; die: Die }
  | { t: 'entry'; index: number }
  | { t: 'board'; genestealers: number; blips: number }
  | { t: 'brood'; answer: 'clear' | 'test' | 'passed' | 'failed' }
  | { t: 'brood-die'; die: Die; aliens: number }
  | { t: 'brood-reveal'; genestealers: number; blips: string[]; entries: number[]; joined?: string[] }
  | ({ t: 'brood-draft' } & BroodDraft)
  | { t: 'target-doubt'; ids: string[] }
  | { t: 'act'; points: boolean; adjacent: boolean }
  | { t: 'blip-act'; choice: 'reveal' | 'move' | 'stay' }
  | { t: 'reveal'; genestealers: number }
  | { t: 'facing'; away: string[] }
  | { t: 'target'; id: string | null }
  | { t: 'moved' }
  | { t: 'attacked' }
  | { t: 'next-phase' };

export interface Next {
  state: HulkState;
  lines: HulkLine[];
}

/** A new table: five marines named in the shown language (the player may rename them; names are kept as typed). */
export function freshHulk(say: ToolSay): HulkState {
  return {
    marines: [1, 2, 3, 4, 5].map((n) => ({ id: `m${n}`, name: n === 1 ? say('hulk.sergeant') : say('hulk.brother', { n }), victory: false, noGun: false, bolter: true })),
    overwatch: [],
    lurking: [0, 0],
    turn: 1,
    broodRevealed: [],
    log: [],
    step: { at: 'setup' },
  };
}

/**
 * An entry step stored by a version that kept its words ("the entry point closest to Brother 2
 * (top priority)"): the marine found again by name (a name no longer found stays as it was).
 */
function entryStep(s: HulkState, step: Extract<Step, { at: 'entry' }> & { say?: unknown }): Step {
  if (typeof step.say !== 'string') return step;
  const m = /^the entry point closest to (.*) \((top priority|most isolated)\)$/.exec(step.say);
  if (!m) return { at: 'entry', left: step.left };
  const id = s.marines.find((x) => x.name === m[1])?.id ?? (m[1] as string);
  return { at: 'entry', left: step.left, closest: { id, why: m[2] as Why } };
}

/** A state stored by an older version of the tool, made whole (fields added since default). */
export function normalizeHulk(s: HulkState): HulkState {
  const step = s.step.at === 'ambush' && !Array.isArray(s.step.tried) ? { at: 'reinforce' as const, left: s.step.left + 1 } : s.step.at === 'entry' ? entryStep(s, s.step) : s.step;
  return {
    ...s,
    marines: s.marines.map((m) => ({ id: m.id, name: m.name, victory: Boolean(m.victory), noGun: Boolean(m.noGun), bolter: Boolean(m.bolter) })),
    overwatch: s.overwatch ?? [],
    broodRevealed: s.broodRevealed ?? [],
    step,
  };
}

/**
 * Aliens on the board as far as the app knows: what was counted at "Aliens act" and kept through
 * reveals, or (for a state stored before that count was kept) the aliens still to act.
 */
export function knownAliens(s: HulkState): number {
  if (s.onBoard !== undefined) return Math.max(0, s.onBoard);
  return s.step.at === 'alien' ? s.step.queue.length : 0;
}

const name = (s: HulkState, id: string) => s.marines.find((m) => m.id === id)?.name ?? id;
const ok = (s: HulkState, step: Step, lines: HulkLine[] = [], patch: Partial<HulkState> = {}): Next => ({ state: { ...s, ...patch, step }, lines });

function nextReinforcement(s: HulkState, left: number, lines: HulkLine[], patch: Partial<HulkState> = {}): Next {
  return left > 0 ? ok(s, { at: 'reinforce', left }, lines, patch) : ok(s, { at: 'board' }, [...lines, { k: 'reinforcements-done' }], patch);
}

function nextAlien(s: HulkState, queue: Activation[], lines: HulkLine[], patch: Partial<HulkState> = {}): Next {
  const [a] = queue;
  if (!a) return ok(s, { at: 'done' }, [...lines, { k: 'phase-over', turn: s.turn }], patch);
  const revealed = (patch.broodRevealed ?? s.broodRevealed).includes(a.kind === 'genestealer' ? a.id : '');
  // Genestealers a brood test revealed already have the brood effect: no second test (FAQ).
  return ok(s, { at: 'alien', queue, ask: revealed ? 'act' : 'brood', brood: revealed }, lines, patch);
}

/** The ambush's next candidate among those not tried, or a die when several tie ("In doubt, roll a die"). */
function ambushNext(s: HulkState, left: number, tried: string[], lines: HulkLine[]): Next {
  const group = placementOrder(s.marines, s.overwatch).find((g) => g.some((id) => !tried.includes(id)))?.filter((id) => !tried.includes(id));
  if (!group) return nextReinforcement(s, left, [...lines, { k: 'ambush-lost' }]);
  if (group.length === 1) return ok(s, { at: 'ambush', left, tried, target: group[0] as string }, lines);
  return ok(s, { at: 'doubt', doubt: { for: 'ambush', tried }, candidates: group, left }, lines);
}

function entryFor(s: HulkState, left: number, id: string, why: Why): Next {
  return ok(s, { at: 'entry', left, closest: { id, why } });
}

export function next(s: HulkState, input: HulkInput): Next | null {
  const step = s.step;
  if (input.t === 'open-marines') return step.at === 'setup' ? null : ok(s, { at: 'setup', back: step });
  switch (step.at) {
    case 'setup': {
      if (input.t !== 'save-marines' || input.marines.length === 0) return null;
      const lurking = Array.from({ length: Math.max(1, input.entries) }, (_, i) => s.lurking[i] ?? 0);
      // Back where the player left (the phase number stays); a new table starts at phase 1.
      return ok(s, step.back ?? { at: 'start' }, [{ k: 'marines-set' }], { marines: input.marines, lurking, overwatch: s.overwatch.filter((id) => input.marines.some((m) => m.id === id)) });
    }
    case 'start':
      if (input.t !== 'start-phase') return null;
      return nextReinforcement(s, input.reinforce, [{ k: 'phase-start', turn: s.turn, reinforce: input.reinforce, overwatch: input.overwatch.map((id) => name(s, id)) }], {
        overwatch: input.overwatch,
        broodRevealed: [],
      });
    case 'reinforce': {
      if (input.t !== 'placement-die') return null;
      const p = placementOf(input.die);
      const left = step.left - 1;
      const die = input.die;
      if (p === 'ambush') return ambushNext(s, left, [], [{ k: 'placement', die, said: 'ambush' }]);
      if (saturated(s.lurking)) return nextReinforcement(s, left, [{ k: 'placement', die, said: 'saturated' }]);
      if (p === 'isolated') return ok(s, { at: 'isolated', left }, [{ k: 'placement', die, said: 'isolated' }]);
      if (p === 'player-choice') return ok(s, { at: 'entry', left }, [{ k: 'placement', die, said: 'choice' }]);
      const top = placementOrder(s.marines, s.overwatch)[0] ?? [];
      const lines: HulkLine[] = [{ k: 'placement', die, said: 'top' }];
      if (top.length > 1) return ok(s, { at: 'doubt', doubt: { for: 'entry', why: 'top priority' }, candidates: top, left }, lines);
      return { ...entryFor(s, left, top[0] ?? '', 'top priority'), lines };
    }
    case 'ambush':
      if (input.t !== 'ambush-fits') return null;
      if (input.yes) return nextReinforcement(s, step.left, [{ k: 'ambush-placed', marine: name(s, step.target) }]);
      return ambushNext(s, step.left, [...step.tried, step.target], [{ k: 'ambush-no-square', marine: name(s, step.target) }]);
    case 'isolated':
      if (input.t === 'in-doubt') return ok(s, { at: 'doubt', doubt: { for: 'entry', why: 'most isolated' }, candidates: s.marines.map((m) => m.id), left: step.left });
      if (input.t !== 'isolated' || !s.marines.some((m) => m.id === input.id)) return null;
      return { ...entryFor(s, step.left, input.id, 'most isolated'), lines: [{ k: 'most-isolated', marine: name(s, input.id) }] };
    case 'doubt': {
      if (input.t === 'doubt-toggle') {
        const has = step.candidates.includes(input.id);
        if (has && step.candidates.length <= 2) return null;
        const candidates = has ? step.candidates.filter((id) => id !== input.id) : s.marines.map((m) => m.id).filter((id) => id === input.id || step.candidates.includes(id));
        return ok(s, { ...step, candidates });
      }
      // One die decides between six at most: the player drops candidates first.
      if (input.t !== 'doubt-die' || step.candidates.length > 6) return null;
      const picked = doubtResult(step.candidates, input.die);
      const between = step.candidates.map((id) => name(s, id));
      if (!picked) return ok(s, step, [{ k: 'doubt', die: input.die, between, picked: null }]);
      const line: HulkLine = { k: 'doubt', die: input.die, between, picked: name(s, picked) };
      if (step.doubt.for === 'ambush') return ok(s, { at: 'ambush', left: step.left, tried: step.doubt.tried, target: picked }, [line]);
      return { ...entryFor(s, step.left, picked, step.doubt.why), lines: [line] };
    }
    case 'entry': {
      if (input.t !== 'entry' || input.index < 0 || input.index >= s.lurking.length) return null;
      const placed = placeOnEntry(s.lurking, input.index);
      if (!placed) return nextReinforcement(s, step.left, [{ k: 'entry-lost' }]);
      // A second blip here is fine while another entry point is empty (FAQ).
      return nextReinforcement(s, step.left, [{ k: 'blip-placed', entry: input.index + 1 }], { lurking: placed });
    }
    case 'board': {
      if (input.t !== 'board') return null;
      const queue = activationOrder({
        genestealers: Array.from({ length: input.genestealers }, (_, i) => ({ id: `g${i + 1}`, distance: i })),
        blips: Array.from({ length: input.blips }, (_, i) => ({ id: `b${i + 1}`, distance: i })),
        lurking: s.lurking,
      });
      const lurking = s.lurking.reduce((a, b) => a + b, 0);
      return nextAlien(s, queue, [{ k: 'on-board', genestealers: input.genestealers, blips: input.blips, lurking }], { onBoard: input.genestealers + input.blips + lurking });
    }
    case 'alien':
      return alienNext(s, step, input);
    case 'done':
      if (input.t !== 'next-phase') return null;
      // Overwatch is a fact of one marines' turn: the next phase asks it afresh, nothing ticked.
      return ok(s, { at: 'start' }, [], { turn: s.turn + 1, log: [], overwatch: [] });
  }
}

/** One alien's activation ("Genestealers Activation", "Blips Activation", "The Brood Effect"). */
function alienNext(s: HulkState, step: AlienStep, input: HulkInput): Next | null {
  const [a, ...rest] = step.queue;
  if (!a) return null;
  const isBlip = a.kind !== 'genestealer';
  const go = (patch: Partial<AlienStep>, lines: HulkLine[] = [], state: Partial<HulkState> = {}) => ok(s, { ...step, ...patch }, lines, state);
  const lurkingAfter = a.kind === 'lurking' ? s.lurking.map((x, i) => (i === a.entry ? Math.max(0, x - 1) : x)) : s.lurking;
  switch (step.ask) {
    case 'brood':
      if (input.t !== 'brood') return null;
      if (input.answer === 'clear') return go({ ask: 'act' });
      if (input.answer === 'test') return go({ ask: 'brood-roll' });
      if (input.answer === 'failed') return go({ ask: 'act', brood: false, note: { k: 'failed-before-note' } }, [{ k: 'brood-failed-before', alien: a }]);
      return go({ ask: isBlip ? 'reveal' : 'act', brood: true }, [{ k: 'brood-passed-before', alien: a }]);
    case 'brood-roll': {
      if (input.t !== 'brood-die') return null;
      const r = broodTest(input.die, input.aliens);
      const line: HulkLine = { k: 'brood-test', die: input.die, aliens: input.aliens, score: r.score, success: r.success };
      if (!r.success) return go({ ask: 'act', brood: false, note: { k: 'brood-out', die: input.die, aliens: input.aliens, score: r.score } }, [line]);
      return go({ ask: 'brood-reveal', brood: true, note: line }, [line]);
    }
    case 'brood-reveal': {
      if (input.t === 'brood-draft') {
        const { t: _t, ...draft } = input;
        return draft.genestealers < 0 ? null : go({ draft });
      }
      if (input.t !== 'brood-reveal' || input.genestealers < 0) return null;
      const entries = a.kind === 'lurking' && !input.entries.includes(a.entry) ? [...input.entries, a.entry] : input.entries;
      const gone = (x: Activation) => (x.kind === 'blip' && input.blips.includes(x.id)) || (x.kind === 'lurking' && entries.includes(x.entry));
      const ids = Array.from({ length: input.genestealers }, (_, i) => `brood-${s.broodRevealed.length + i + 1}`);
      const remaining = rest.filter((x) => !gone(x));
      const queue = isBlip ? afterReveal(remaining, ids) : [a, ...afterReveal(remaining, ids)];
      const lurking = s.lurking.map((n, i) => (entries.includes(i) ? 0 : n));
      const blips = (isBlip && a.kind === 'blip' ? 1 : 0) + input.blips.length;
      const lurked = entries.reduce((n, e) => n + (s.lurking[e] ?? 0), 0);
      const line: HulkLine = { k: 'brood-effect', blips, lurked, entries, genestealers: input.genestealers };
      // Lines 169-171, FAQ line 214: Genestealers on other tiles touching the group share its effect.
      const joined = (input.joined ?? []).filter((id) => remaining.some((x) => x.kind === 'genestealer' && x.id === id));
      const lines: HulkLine[] = joined.length ? [line, { k: 'brood-joined', n: joined.length }] : [line];
      const patch = { lurking, broodRevealed: [...s.broodRevealed, ...ids, ...joined], onBoard: knownAliens(s) - blips - lurked + input.genestealers };
      if (isBlip) return nextAlien(s, queue, lines, patch);
      return ok(s, { ...step, queue, ask: 'act', note: undefined, draft: undefined }, lines, patch);
    }
    case 'act':
      if (a.kind === 'genestealer') {
        if (input.t !== 'act') return null;
        const what = genestealerStep(input.points ? 1 : 0, input.adjacent);
        if (what === 'done') return nextAlien(s, rest, [{ k: 'alien-done', alien: a }]);
        if (what === 'attack') return go({ ask: 'attack' });
        return go(step.target ? { ask: 'move' } : { ask: step.facingAway ? 'target' : 'facing', q: 1 });
      }
      if (input.t !== 'blip-act') return null;
      if (input.choice === 'reveal') return go({ ask: 'reveal' });
      if (input.choice === 'move') return go({ ask: 'facing', q: 1 });
      return a.kind === 'lurking' ? nextAlien(s, rest, [{ k: 'alien-stays', alien: a }]) : null;
    case 'reveal': {
      if (input.t !== 'reveal' || input.genestealers < 0) return null;
      const ids = Array.from({ length: input.genestealers }, (_, i) => `${a.kind === 'lurking' ? `e${a.entry + 1}` : a.kind === 'blip' ? a.id : 'x'}-${i + 1}`);
      // A blip of a tile that passed its brood test passes its effect to its Genestealers: they
      // are not asked again (one die for the whole tile, FAQ line 210).
      const broodRevealed = step.brood ? [...s.broodRevealed, ...ids] : s.broodRevealed;
      return nextAlien(s, afterReveal(rest, ids), [{ k: 'alien-revealed', alien: a, genestealers: input.genestealers }], { lurking: lurkingAfter, broodRevealed, onBoard: knownAliens(s) - 1 + input.genestealers });
    }
    case 'facing':
      if (input.t !== 'facing') return null;
      return go({ ask: 'target', q: 1, facingAway: input.away.filter((id) => s.marines.some((m) => m.id === id)) });
    case 'target': {
      if (input.t === 'target-doubt') {
        const ids = s.marines.map((m) => m.id).filter((id) => input.ids.includes(id));
        return ids.length >= 2 ? go({ ask: 'target-doubt', candidates: ids }) : null;
      }
      if (input.t !== 'target') return null;
      const q = step.q ?? 1;
      if (input.id === null) return q < 3 ? go({ q: (q + 1) as 2 | 3 }) : null;
      if (!s.marines.some((m) => m.id === input.id)) return null;
      return go({ ask: 'move', target: input.id }, [{ k: 'alien-targets', alien: a, marine: name(s, input.id), row: q }]);
    }
    case 'target-doubt': {
      // Lines 61, 85, 138: marines equal in priority are settled by a die, not by the list's order.
      const candidates = step.candidates ?? [];
      if (input.t === 'doubt-toggle') {
        const has = candidates.includes(input.id);
        if ((has && candidates.length <= 2) || !s.marines.some((m) => m.id === input.id)) return null;
        return go({ candidates: has ? candidates.filter((id) => id !== input.id) : s.marines.map((m) => m.id).filter((id) => id === input.id || candidates.includes(id)) });
      }
      if (input.t !== 'doubt-die' || candidates.length > 6 || candidates.length < 2) return null;
      const picked = doubtResult(candidates, input.die);
      const between = candidates.map((id) => name(s, id));
      if (!picked) return go({}, [{ k: 'doubt', die: input.die, between, picked: null }]);
      const q = step.q ?? 1;
      return go({ ask: 'move', target: picked, candidates: undefined }, [
        { k: 'doubt', die: input.die, between, picked: name(s, picked) },
        { k: 'alien-targets', alien: a, marine: name(s, picked), row: q },
      ]);
    }
    case 'move':
      if (input.t !== 'moved') return null;
      if (a.kind === 'genestealer') return go({ ask: 'act' }, [{ k: 'alien-moves', alien: a, marine: name(s, step.target ?? '') }]);
      return nextAlien(s, rest, [{ k: 'alien-moves', alien: a, marine: name(s, step.target ?? '') }], { lurking: lurkingAfter });
    case 'attack':
      if (input.t !== 'attacked') return null;
      return go({ ask: 'act' }, [{ k: 'alien-attacks', alien: a }]);
  }
}
