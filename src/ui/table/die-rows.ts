/**
 * What the table does at once, row by row (issue 27): the answers that lead to a die roll, each
 * with that die, and the defence rolls of a Genestealer Attack Phase, one row
 * per attacked marine in the order the rules resolve them (RB p13: top to bottom, left before
 * right). Each row is still entered as the engine asks it, one stored step at a time.
 */
import { answer, tokensMayReroll, type DecisionPrompt, type EventOf, type GameEvent, type GameState, type RevealWhy, type Side } from '../../engine';
import { forcedAnswer } from './table-model';
import { REROLL } from '../play/decisions/ask-groups';

/** An answer to the question asked now; `rolls` when it leads straight to a die roll. */
export interface RollRow {
  /** The answers the row gives, joined by spaces: one, or who attacks and then which swarm. */
  key: string;
  rolls: boolean;
  /** The second answer of a two-answer row (which swarm), with the question it answers, for its words. */
  follow?: { choice: string; prompt: DecisionPrompt; at: GameState };
  /**
   * A row of the question asked once the roll is kept (issue 32: keeping a roll is no decision
   * of its own): `key` is the keep, then `row`'s answers, the question `prompt` in `at`.
   */
  kept?: { prompt: DecisionPrompt; at: GameState; row: RollRow };
  /**
   * The faces after which the same player picks which Genestealer of a mixed swarm dies (issue
   * 32): face and kill in one tap, each kill with its faces. The slay question `prompt` in `at`
   * (after a skull), for its words. Faces not named here stand alone on the row.
   */
  slay?: { prompt: DecisionPrompt; at: GameState; kills: { choice: string; faces: string[] }[] };
}

/** Where the table next has something to say after `s`: past what the app enters by itself. */
function settled(s: GameState): GameState | null {
  let at = s;
  for (let i = 0; i < 20; i++) {
    const a = forcedAnswer(at);
    if (a === null) return at;
    const r = answer(at, a);
    if (!r.ok) return null;
    at = r.state;
  }
  return null;
}

const isDie = (s: GameState | null): s is GameState => s?.prompt?.kind === 'reveal' && s.prompt.reveal === 'die';

/**
 * Whether the table's next entry after `s` (past what the app enters by itself) is a die face,
 * and that roll the answer's own (`own`): not the next marine's defence, which a Power Field's
 * swarm or a Skip leads to only because the phase ends there.
 */
function rollsNext(s: GameState, own: (why: RevealWhy) => boolean): boolean {
  const die = settled(s);
  return isDie(die) && die.prompt?.kind === 'reveal' && own(die.prompt.why);
}

/** Whether a die asked for `why` is rolled for the answer `key` to `p`: its marine's attack, the re-roll of his defence, a card's own roll. */
function ownRoll(p: DecisionPrompt, key: string): (why: RevealWhy) => boolean {
  return (why) => {
    if (why.code === 'defence-roll') return p.ask === 'defence-reroll' && key === 'reroll';
    if (why.code === 'attack-roll') return key !== 'keep' && (why.marine === key || why.marine === p.subject || key.endsWith(`:${why.marine}`));
    return true;
  };
}

/** The combat die's faces, as the table enters them (RB p16: 0 to 5). */
export const FACES: readonly string[] = ['0', '1', '2', '3', '4', '5'];

/**
 * After the row's answers (`at`, the die next): the faces after which `player` picks which
 * Genestealer dies, by kill. A face whose kill leaves another pick to make (a Flamer's second
 * kill) is not split: that face alone says too little, so the pick stays its own question.
 */
function slaysAfter(at: GameState, player: number): RollRow['slay'] {
  const die = settled(at);
  if (!isDie(die)) return undefined;
  let found: RollRow['slay'];
  for (const face of FACES) {
    const r = answer(die, face);
    const then = r.ok ? settled(r.state) : null;
    const p = then?.prompt;
    if (!then || !p || p.kind !== 'decision' || p.ask !== 'slay' || p.player !== player || p.secret) continue;
    const whole = p.options.every((c) => {
      const r2 = answer(then, c);
      const next = r2.ok ? settled(r2.state)?.prompt : null;
      return r2.ok && !(next && next.kind === 'decision' && next.ask === 'slay');
    });
    if (!whole) continue;
    found ??= { prompt: p, at: then, kills: p.options.map((choice) => ({ choice, faces: [] })) };
    // Every kill of a split face has its line: a face split some other way stays whole.
    if (p.options.length === found.kills.length && found.kills.every((k) => p.options.includes(k.choice))) for (const k of found.kills) k.faces.push(face);
  }
  return found;
}

/** The faces a row offers alone: those after which no pick of Genestealer is in the tap. */
export const plainFaces = (r: RollRow): string[] => FACES.filter((f) => !r.slay?.kills.some((k) => k.faces.includes(f)));

/**
 * The answers of a question, each marked when it leads straight to a die roll: who attacks,
 * which swarm, "attack again", "re-roll". At the table the face that came up then says both
 * (the answer, then the roll: two stored steps). A marine who must then pick among swarms
 * has a row per swarm (issue 32: who, which swarm and the face, one tap: three stored steps).
 * Empty when no answer leads to a roll.
 */
export function rollRows(s: GameState, p: DecisionPrompt): RollRow[] {
  // Worked out once per position: the sheet asks on every render.
  const kept = rowsOf.get(s);
  if (kept) return kept;
  const made = rowsFor(s, p);
  rowsOf.set(s, made);
  return made;
}

const rowsOf = new WeakMap<GameState, RollRow[]>();

function rowsFor(s: GameState, p: DecisionPrompt): RollRow[] {
  const rows = p.options.flatMap((key): RollRow[] => {
    const r = answer(s, key);
    if (!r.ok) return [{ key, rolls: false }];
    if (rollsNext(r.state, ownRoll(p, key))) return [withSlay({ key, rolls: true }, r.state, p.player)];
    const np = r.state.prompt;
    if (REROLL.has(p.ask) && key === 'keep') return [{ key, rolls: false }, ...keptRows(r.state, p, key)];
    if (r.reveals > 0 || !np || np.kind !== 'decision' || np.ask !== 'attack-target' || np.player !== p.player) return [{ key, rolls: false }];
    const swarms = np.options.flatMap((x) => {
      const r2 = answer(r.state, x);
      return r2.ok && rollsNext(r2.state, ownRoll(np, x)) ? [{ x, then: r2.state }] : [];
    });
    if (swarms.length === 0 || swarms.length !== np.options.length) return [{ key, rolls: false }];
    return swarms.map(({ x, then }) => withSlay({ key: `${key} ${x}`, rolls: true, follow: { choice: x, prompt: np, at: r.state } }, then, p.player));
  });
  return rows.some((r) => r.rolls) ? rows : [];
}

/** The row, with its kills when a skull leaves its player a pick of Genestealer (`at`: after its answers). */
function withSlay(row: RollRow, at: GameState, player: number): RollRow {
  const slay = slaysAfter(at, player);
  return slay && slay.kills.some((k) => k.faces.length > 0) ? { ...row, slay } : row;
}

/**
 * The rows of the question after keeping the roll, when the same player answers it at once (who
 * attacks next, with the face): keep, who and the face in one tap. Not when the app would
 * answer it (a question with one real answer is entered by the app, not by a path).
 */
function keptRows(after: GameState, p: DecisionPrompt, keep: string): RollRow[] {
  const np = after.prompt;
  if (!np || np.kind !== 'decision' || np.player !== p.player || np.secret || forcedAnswer(after) !== null) return [];
  const inner = rollRows(after, np);
  return inner.map((row) => ({ key: `${keep} ${row.key}`, rolls: row.rolls, kept: { prompt: np, at: after, row }, ...(row.slay ? { slay: row.slay } : {}) }));
}

/** One swarm's attack on a marine: done, rolled for now, or still to come. */
export interface DefenceRow {
  marine: string;
  side: Side;
  size: number;
  state: 'done' | 'now' | 'next';
  /** A finished row: the face that stood (after any re-roll), when the log tells it, and whether it slew the marine. */
  face?: number;
  slain?: boolean;
  /** The row asked now: the faces that slay its marine, unless a token or the Artefact is spent on it. */
  kills?: string[];
  /** The row asked now: the marine holds Support tokens but the swarm is behind him, so none may re-roll this (RB p16). */
  behind?: boolean;
}

const SIDES: readonly Side[] = ['LEFT', 'RIGHT'];

/**
 * The defence rolls of this Genestealer Attack Phase, in the order the rules resolve them; empty
 * when no defence is being rolled. A swarm is marked once it attacks (engine: `attacked`), and
 * a shielded swarm (Power Field) does not attack.
 */
export function defenceRows(s: GameState): DefenceRow[] {
  const f = s.stack[s.stack.length - 1];
  if (s.phase !== 'genestealer-attack' || !f || f.t !== 'defence') return [];
  const out: DefenceRow[] = [];
  s.formation.forEach((pos, r) => {
    for (const side of SIDES) {
      pos[side].swarms.forEach((sw, index) => {
        if (sw.cards.length === 0) return;
        const now = f.ref.row === r && f.ref.side === side && f.ref.index === index;
        if (!now && !sw.attacked && sw.cards.some((c) => s.effects.shielded.includes(c))) return;
        const behind = now && pos.tokens > 0 && !tokensMayReroll(pos, side);
        out.push({ marine: pos.marine, side, size: sw.cards.length, state: now ? 'now' : sw.attacked ? 'done' : 'next', ...(now ? { kills: killingFaces(s) } : {}), ...(behind ? { behind } : {}) });
      });
    }
  });
  return out;
}

/**
 * The faces of the defence roll asked in `s` that slay its marine, as the engine resolves them
 * when nobody re-rolls or spends the Artefact (RB p16: a roll up to the swarm's size; Brood Lords
 * and the cards that save a marine included): the table sees the stake before it rolls.
 */
function killingFaces(s: GameState): string[] {
  const kept = killsOf.get(s);
  if (kept) return kept;
  const made = FACES.filter((face) => {
    let r = answer(s, face);
    const events: GameEvent[] = [];
    for (let i = 0; i < 4 && r.ok; i++) {
      events.push(...r.events);
      const p = r.state.prompt;
      if (!p || p.kind !== 'decision' || (p.ask !== 'defence-reroll' && p.ask !== 'use-artefact')) break;
      r = answer(r.state, 'keep');
    }
    return events.some((e) => e.k === 'defence-roll' && e.result === 'kills');
  });
  killsOf.set(s, made);
  return made;
}

const killsOf = new WeakMap<GameState, string[]>();

/**
 * The finished rows as the log tells them (issue 32: a finished defence row shows its face): one
 * row per defence roll of this Genestealer Attack Phase, in order, with the marine who rolled, the
 * swarm as it was and the face that stood (the engine logs a roll once it stands, after any
 * re-roll). The board cannot tell them: a marine slain leaves no row, and the swarms that attacked
 * him join another marine's row (RB p28). Rows are left as they were when no defence is asked now
 * (the phase's other rolls), or when the log does not reach back to the phase's start.
 */
export function withFaces(rows: DefenceRow[], entries: readonly { events: readonly GameEvent[] }[]): DefenceRow[] {
  if (!rows.some((r) => r.state === 'now')) return rows;
  const events = entries.flatMap((e) => e.events);
  const start = events.map((ev) => ev.k === 'phase' && ev.phase === 'genestealer-attack').lastIndexOf(true);
  if (start < 0) return rows;
  const done = events
    .slice(start)
    .filter((ev): ev is EventOf<'defence-roll'> => ev.k === 'defence-roll')
    .map((ev): DefenceRow => ({ marine: ev.marine, side: ev.swarm.side, size: ev.swarm.size, state: 'done', face: ev.roll, slain: ev.result === 'kills' }));
  return [...done, ...rows.filter((r) => r.state !== 'done')];
}
