/**
 * Picks the engine asks one at a time but a player decides as a set (issue 32's multi-kill
 * picker): Intimidation's Genestealers, Heroic Charge's three kills, a Door's tokens, the hits
 * that slay some of a swarm, the marines a Move + Activate card turns. The engine asks "which
 * one?" again after each pick (and "which Genestealer of that swarm?" after each swarm); here
 * every set the player may end with is one answer, played as the same engine answers in turn.
 *
 * Two orders that end in the same position are one answer (the first order found is played).
 * A run never looks past chance: an answer that reveals anything ends it there.
 */
import { answer, parseOption, positionKey, type Ask, type DecisionPrompt, type GameState } from '../../../engine';
import { marineName, TYPE_NAMES } from '../../common/names';
import { t, tList } from '../../common/words';
import { optionLabel } from '../words/options';
import { settleFrom, settlingPath, slainCards } from './settle';
import type { PathOption, PathStep } from './paths';

interface RunKind {
  /** The answer that ends the run early ("Done"), if the question offers one. */
  pass: string | null;
  /**
   * Whether every set (not only the largest) is an answer of its own: then the run's answers
   * replace the question's one-at-a-time answers. Else the sets that use every pick are added
   * above them, and stopping early stays one pick at a time.
   */
  every: boolean;
}

const RUNS: Partial<Record<Ask, RunKind>> = {
  // Turning is a set of marines (RB p17): "Turn both" is one answer, and turning one ends the part.
  face: { pass: 'done', every: true },
  slay: { pass: null, every: false },
  'intimidation-pick': { pass: null, every: false },
  'heroic-charge': { pass: 'done', every: false },
  'door-slay': { pass: 'done', every: false },
};

/**
 * A position as the player can tell it apart: the blip piles are shuffled whenever a card goes
 * in (Intimidation), so which order the picks went in changes nothing anyone can see or choose.
 */
export function setKey(s: GameState): string {
  return positionKey({ ...s, blips: { LEFT: [...s.blips.LEFT].sort(), RIGHT: [...s.blips.RIGHT].sort() } });
}

/** Whether every pick of the set is of the same swarm. */
function oneSwarm(e: End, ask: Ask): boolean {
  return new Set(e.steps.filter((x) => x.prompt.ask === ask).map((x) => x.choice)).size === 1;
}

/** Answers tried before giving up on grouping (a few dozen in any real position). */
const BUDGET = 800;

interface End {
  path: string[];
  steps: PathStep[];
  picks: number;
  key: string;
  /** The position the set leaves (its own pass given), when nothing was revealed on the way. */
  at: GameState | null;
}

/** An answer of the question after a set, with the picks it opens (group.ts expand). */
export type Expand = (at: GameState, p: DecisionPrompt, path: string[]) => PathOption;

/**
 * After turning, the card's Terrain question (RB p18): a marine turned to face a Door uses it
 * in the same tap, so the set's answers are "turn, then use this" and "turn, nothing else".
 */
function thenActivate(e: End, first: DecisionPrompt, prefix: readonly string[], expand: Expand): PathOption[] | undefined {
  const at = e.at;
  const np = at?.prompt;
  if (!at || !np || np.kind !== 'decision' || at.outcome || np.ask !== 'activate' || np.player !== first.player || np.subject !== first.subject || np.secret) return undefined;
  if (np.options.length < 2 || settlingPath(at) !== null) return undefined;
  const path = [...prefix, ...e.path];
  // "Nothing else" first, as after a swap (group.ts thenRest): the turn alone leads its row.
  const order = [...np.options].sort((a, b) => Number(b === 'done') - Number(a === 'done'));
  return order.flatMap((o) => {
    const step: PathStep = { choice: o, prompt: np, at };
    const x = expand(at, np, [...path, o]);
    const text = o === 'done' ? t('board.decision.nothingElse') : undefined;
    if (!x.subs) return [{ path: x.path, steps: [step], ...(text ? { text } : {}) }];
    return x.subs.map((d) => ({ path: d.path, steps: [step, ...d.steps] }));
  });
}

/** Whether `np` (asked after an answer of the run that began with `first`) goes on with it. */
function inRun(first: DecisionPrompt, np: DecisionPrompt): boolean {
  if (np.player !== first.player || np.secret) return false;
  if (np.ask === first.ask) return np.subject === first.subject;
  // "Which Genestealer of that swarm?" after a swarm was picked.
  return np.ask === 'slay' && first.ask !== 'slay';
}

/**
 * The sets the run that `p` begins may end with, as paths after `prefix` (each at most
 * `max`), or null when this question is no run, its sets are too many to show, or only one.
 */
export function runOptions(s: GameState, p: DecisionPrompt, prefix: readonly string[], max: number, expand: Expand): { options: PathOption[]; every: boolean } | null {
  const kind = RUNS[p.ask];
  if (!kind) return null;
  const ends = new Map<string, End>();
  let budget = BUDGET;
  const seen = new Set<string>();
  const walk = (at: GameState, q: DecisionPrompt, path: string[], steps: PathStep[], picks: number): boolean => {
    const again = q.ask === p.ask;
    // Stopping here is a set of its own (one marine turned: the turning part ends there).
    if (again && picks > 0 && kind.every && kind.pass && q.options.includes(kind.pass)) {
      const r = answer(at, kind.pass);
      const after = r.ok && r.reveals === 0 ? settleFrom(r.state) : null;
      if (r.ok) add({ path: [...path, kind.pass], steps: [...steps, { choice: kind.pass, prompt: q, at }], picks, key: setKey(r.state), at: after?.ok ? after.at : null });
    }
    for (const o of q.options) {
      if (o === kind.pass && again) continue;
      if (--budget < 0) return false;
      const r = answer(at, o);
      if (!r.ok) return false;
      const n = picks + (again ? 1 : 0);
      const after = r.reveals > 0 ? { at: r.state, ok: true, kills: [] } : settleFrom(r.state);
      if (!after.ok) return false;
      // The kills no one is asked about (a swarm's last card), or that the app then takes by
      // itself, belong to the set's words: the button names every Genestealer it slays.
      // (A slay answer's first kill is its own choice, named by the step itself.)
      const kills = [...slainCards(r.events).slice(q.ask === 'slay' ? 1 : 0), ...after.kills];
      const step: PathStep = kills.length > 0 ? { choice: o, prompt: q, at, kills } : { choice: o, prompt: q, at };
      const np = after.at.prompt;
      if (r.reveals === 0 && np && np.kind === 'decision' && !after.at.outcome && inRun(p, np)) {
        // Picks in another order meet again here: walked once (a swarm of 6 is 64 positions, not 720 orders).
        const here = setKey(after.at);
        if (seen.has(here)) continue;
        seen.add(here);
        if (!walk(after.at, np, [...path, o], [...steps, step], n)) return false;
      } else add({ path: [...path, o], steps: [...steps, step], picks: n, key: setKey(after.at), at: r.reveals === 0 ? after.at : null });
      if (ends.size > max * 4) return false;
    }
    return true;
  };
  const add = (e: End): void => {
    if (!ends.has(e.key)) ends.set(e.key, e);
  };
  if (!walk(s, p, [], [], 0)) return null;
  let list = [...ends.values()];
  // Without "every", only the sets using every pick, and only those of more than one; where
  // the picks may span swarms (Heroic Charge, a Door), only those from one swarm: a set across
  // swarms is still there one pick at a time, and the screen stays one the eye can take in.
  if (!kind.every) {
    const most = Math.max(...list.map((e) => e.picks));
    list = list.filter((e) => e.picks === most && e.picks > 1 && (!kind.pass || oneSwarm(e, p.ask)));
  }
  if (list.length === 0 || list.length > max) return null;
  if (!kind.every && list.length === 1 && p.options.length === 1) return null;
  const options = list.map((e) => {
    const subs = p.ask === 'face' ? thenActivate(e, p, prefix, expand) : undefined;
    return { path: [...prefix, ...e.path], steps: e.steps, text: runLabel(e.steps, p.ask, kind.pass), ...(subs ? { subs } : {}) };
  });
  // With no way to stop early, the sets are every answer there is.
  if (kind.every || kind.pass === null) return { every: true, options };
  // One swarm's sets as one picker: the swarm, then which kills ("which swarm and which kills").
  const groups = new Map<string, PathOption>();
  for (const [i, e] of list.entries()) {
    const first = e.steps[0] as PathStep;
    const set = options[i] as PathOption;
    const g = groups.get(first.choice) ?? { path: [...prefix, first.choice], steps: [first], text: t('board.decision.setOf', { swarm: optionLabel(first.choice, first.prompt, first.at), count: e.picks }), subs: [] };
    g.subs?.push({ ...set, text: runLabel(e.steps, p.ask, kind.pass).replace(/^[^:]*: /, '') });
    groups.set(first.choice, g);
  }
  return { every: false, options: [...groups.values()] };
}

/** "Claw, Head, Claw" reads "Claw ×2, Head": a set, in a steady order. */
function counted(items: readonly string[]): string {
  const n = new Map<string, number>();
  for (const x of [...items].sort()) n.set(x, (n.get(x) ?? 0) + 1);
  return [...n].map(([x, k]) => (k > 1 ? `${x} ×${k}` : x)).join(', ');
}

/** A Genestealer slain, by its type alone ("Claw"), as the set lists it; a Brood Lord by its answer's words. */
function slainWord(x: PathStep): string {
  const v = parseOption(x.choice);
  return v?.kind === 'type' ? (TYPE_NAMES[v.type] ?? v.type) : optionLabel(x.choice, x.prompt, x.at).replace(/ Genestealer$/, '');
}

/** Marines turned the same way read as one turn ("Turn Zael and Omnio to face right"), or null. */
function sameTurn(flips: readonly PathStep[]): string | null {
  if (flips.length < 2) return null;
  const ways = flips.map((x) => {
    const v = parseOption(x.choice);
    if (v?.kind !== 'flip') return null;
    return x.at.formation.find((m) => m.marine === v.marine)?.facing === 'LEFT' ? 'answer.faceRight' : 'answer.faceLeft';
  });
  const way = ways[0];
  if (!way || ways.some((w) => w !== way)) return null;
  return t(way, { marine: tList(flips.map((x) => marineName((parseOption(x.choice) as { marine: string }).marine))) });
}

/**
 * The words of a set: what was picked, a swarm's kills after it once ("Swarm of 3 left of
 * Leon: Head, Claw"), told of the position each was picked in.
 */
export function runLabel(steps: readonly PathStep[], ask: Ask, pass: string | null): string {
  const turned = ask === 'face' ? sameTurn(steps.filter((x) => x.choice !== pass)) : null;
  if (turned) return turned;
  const parts: { key: string; head: string | null; items: string[] }[] = [];
  const part = (key: string, head: string | null): { items: string[] } => {
    const last = parts[parts.length - 1];
    if (last && last.key === key) return last;
    const made = { key, head, items: [] as string[] };
    parts.push(made);
    return made;
  };
  for (const x of steps) {
    if (x.choice === pass && x.prompt.ask === ask) continue;
    const v = parseOption(x.choice);
    if (v?.kind === 'swarm' && v.type) {
      // A card of a swarm (Intimidation): the swarm once, then its cards.
      const swarm = optionLabel(`swarm:${v.ref.row}:${v.ref.side}:${v.ref.index}`, x.prompt, x.at);
      part(`swarm:${v.ref.row}:${v.ref.side}:${v.ref.index}`, swarm).items.push(TYPE_NAMES[v.type] ?? v.type);
    } else if (x.prompt.ask === 'slay' && ask !== 'slay') {
      const last = parts[parts.length - 1];
      if (last) last.items.push(slainWord(x));
    } else if (x.prompt.ask === 'slay') part('slay', null).items.push(slainWord(x));
    else part(x.choice, optionLabel(x.choice, x.prompt, x.at));
    if (x.kills) parts[parts.length - 1]?.items.push(...x.kills.map((k) => slainWord({ ...x, choice: k })));
  }
  return parts.map((p) => (p.head && p.items.length ? `${p.head}: ${counted(p.items)}` : (p.head ?? counted(p.items)))).join(' · ');
}
