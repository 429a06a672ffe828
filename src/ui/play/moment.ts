/**
 * Public moments (issue 11): what a stretch of play did to the board, sorted for a table
 * that reads it at a glance — the Action cards turned face up, who died, where the squad
 * travelled, which Event came, which Genestealers fell. Built from the engine's events
 * (never from log words), so the same recap comes back from stored steps after a reload.
 */
import type { DecisionPrompt, EventOf, GameEvent, GameState, GenestealerType } from '../../engine';
import { dieFace, isAsk, killsMarine } from '../../engine';
import type { Said } from '../../persistence/said';

/** An answer someone gave, as the log words it (words/options.ts decisionLine). */
export interface Decided {
  ask: string;
  choice: string;
  player: number;
  secret: boolean;
  /**
   * What its own line says, as data (persistence/said.ts), or null when the engine's lines
   * already tell it. Absent: worded when shown from the board then (a guest's recap).
   */
  said?: Said | null;
  /**
   * The position it was given in: its line is worded from that board, in the language shown
   * when the recap is read, so a recap never relabels a past answer with the board of now.
   */
  before?: GameState;
}

/** One line of a recap: an event, a run of Genestealers spawned at one place, or an answer. */
export type RecapItem =
  | { t: 'event'; ev: GameEvent }
  | { t: 'spawns'; first: EventOf<'spawned'>; types: GenestealerType[] }
  | { t: 'decided'; d: Decided };

export interface Death {
  /** What killed him (a defence roll, a blast…), when an event said so just before. */
  cause: GameEvent | null;
  slain: EventOf<'marine-slain'>;
}

export interface Moment {
  round: number;
  /** The Action cards, face up, in initiative order (the reveal), or null. */
  reveal: string[] | null;
  deaths: Death[];
  /** Where the squad travelled, with the new Location's terrain (issue 27 §4). */
  travel: GameEvent[];
  event: { id: string; lines: RecapItem[] } | null;
  slain: GameEvent[];
  /** Everything else that happened, in order. */
  other: RecapItem[];
}

/** A stored step as the recap reads it: who answered what, and the events it set off. */
export interface RecapEntry extends Decided {
  events: readonly GameEvent[];
}

const TRAVEL: ReadonlySet<GameEvent['k']> = new Set(['travel', 'location-entered', 'terrain-placed']);

function genestealerDies(ev: GameEvent): boolean {
  switch (ev.k) {
    case 'genestealer-slain':
    case 'counter-attack':
    case 'rewarded-faith':
    case 'battle-brothers':
      return true;
    case 'generatorium':
      return ev.skull;
    default:
      return false;
  }
}

/** The items of one step: the answer first, then what it set off. */
export function itemsOf(entry: RecapEntry): RecapItem[] {
  const d: Decided = { ask: entry.ask, choice: entry.choice, player: entry.player, secret: entry.secret };
  if (entry.said !== undefined) d.said = entry.said;
  if (entry.before) d.before = entry.before;
  const events = entry.events.map((ev): RecapItem => ({ t: 'event', ev }));
  return entry.said === null ? events : [{ t: 'decided', d }, ...events];
}

/** The recap of these items, or null when nothing in them changed the board for all to see. */
export function momentOf(items: readonly RecapItem[], s: GameState): Moment | null {
  const m: Moment = { round: s.round, reveal: null, deaths: [], travel: [], event: null, slain: [], other: [] };
  let inEvent = false;
  items.forEach((item, i) => {
    const place = (): void => {
      if (inEvent && m.event) m.event.lines.push(item);
      else m.other.push(item);
    };
    if (item.t !== 'event') return place();
    const ev = item.ev;
    if (ev.k === 'phase' && ev.phase === 'choose-actions') inEvent = false;
    if (ev.k === 'revealed') m.reveal = [...ev.order];
    else if (ev.k === 'event-drawn') {
      m.event = { id: ev.card, lines: [] };
      inEvent = true;
    } else if (ev.k === 'marine-slain') {
      const prev = items[i - 1];
      const cause = prev?.t === 'event' && killsMarine(prev.ev) ? prev.ev : null;
      m.deaths.push({ cause, slain: ev });
    } else if (killsMarine(ev) && items[i + 1]?.t === 'event' && (items[i + 1] as { ev: GameEvent }).ev.k === 'marine-slain') {
      // Told with the death it causes, just after.
    } else if (TRAVEL.has(ev.k)) m.travel.push(ev);
    else if (genestealerDies(ev)) m.slain.push(ev);
    else place();
  });
  if (m.event) m.event.lines = groupSpawns(m.event.lines);
  const notable = m.reveal || m.deaths.length || m.travel.length || m.event || m.slain.length;
  return notable ? m : null;
}

/** One tap's recaps told as one (a decision screen's answers, or those the app gave after it): the later one's reveal and Event win. */
export function joinMoments(a: Moment, b: Moment): Moment {
  return {
    round: b.round,
    reveal: b.reveal ?? a.reveal,
    deaths: [...a.deaths, ...b.deaths],
    travel: [...a.travel, ...b.travel],
    event: b.event ?? a.event,
    slain: [...a.slain, ...b.slain],
    other: [...a.other, ...b.other],
  };
}

const samePlace = (a: EventOf<'spawned'>, b: EventOf<'spawned'>): boolean => a.side === b.side && a.marine === b.marine && a.terrain === b.terrain;

/** Genestealers spawned one after another at one place read as one line: "3 Genestealers (tail, head, head) spawn …". */
export function groupSpawns(items: readonly RecapItem[]): RecapItem[] {
  const out: RecapItem[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (item.t === 'event' && item.ev.k === 'spawned') {
      if (last?.t === 'spawns' && samePlace(last.first, item.ev)) last.types.push(item.ev.type);
      else out.push({ t: 'spawns', first: item.ev, types: [item.ev.type] });
    } else out.push(item);
  }
  return out;
}

/**
 * Items waiting for a recap are shown once the board is public again: when the phase
 * changes, the phone changes hands, or the game ends. An Event met by a secret Instinct
 * decision stays hidden until that decision is made (its card is the current player's secret).
 */
export function splitForSecret(items: readonly RecapItem[], nextSecret: boolean): { now: RecapItem[]; later: RecapItem[] } {
  if (!nextSecret) return { now: [...items], later: [] };
  const at = items.map((it) => it.t === 'event' && it.ev.k === 'event-drawn').lastIndexOf(true);
  return at < 0 ? { now: [...items], later: [] } : { now: items.slice(0, at), later: items.slice(at) };
}

/** The decision that follows a step: the next stored answer's, or for the last step the open prompt. */
export type NextDecision = Pick<DecisionPrompt, 'ask' | 'player' | 'secret'> | null;

/**
 * One step of the recap's bookkeeping: whether this answer makes the board public again (a
 * new phase, the end, or the phone about to change hands), and which items wait for later.
 */
export function recapStep(unshown: readonly RecapItem[], entry: RecapEntry, next: NextDecision): { shown: RecapItem[] | null; unshown: RecapItem[] } {
  const items = [...unshown, ...itemsOf(entry)];
  const turn = entry.events.some((ev) => ev.k === 'phase' || ev.k === 'game-over') || (next !== null && (next.player !== entry.player || (next.secret && !entry.secret)));
  if (!turn) return { shown: null, unshown: items };
  const { now, later } = splitForSecret(items, next?.secret === true && next.ask !== 'choose-action');
  return { shown: now, unshown: later };
}

/**
 * Whether what an answer set off names everything it chose (its dotted ids: a marine, a
 * terrain card, a Genestealer…), so the engine's lines tell the answer and it needs no line of
 * its own ("A Support token goes on Leon." says "Leon." already). Decided on the data, so a
 * recap is the same in every language.
 */
export function toldByEvents(choice: string, events: readonly GameEvent[]): boolean {
  // "Roll the die." before "Intimidation: rolled 5.", "Swarm of 2 left of Noctis." before
  // "Noctis attacks the swarm of 2 left of Noctis.": the roll and the swarm are told by the events.
  if (choice === 'roll') return events.some((ev) => dieFace(ev) !== null);
  // Only the event of the question itself, on the chosen side: a die rolled later in the same
  // answer (a defence) names a swarm too, and the answer's own line would go unsaid.
  if (choice.startsWith('swarm:')) {
    const side = choice.split(':')[2];
    return events.some((ev) => (ev.k === 'attack-target' || ev.k === 'power-field' || ev.k === 'strategize') && ev.swarm.side === side);
  }
  const ids = choice.split(':').filter((part) => part.includes('.'));
  if (ids.length === 0) return false;
  return events.some((ev) => {
    const named = new Set(Object.values(ev).filter((v): v is string => typeof v === 'string'));
    return ids.every((id) => named.has(id));
  });
}

/** A stored answer's own line as data, or null when the engine's lines tell it (a step stored before said codes may say what its events say). */
function storedSaid(e: { choice: string; said?: Said | null; events: readonly GameEvent[] }): Said | null {
  if (!e.said) return null;
  return e.said.w === 'answer' && toldByEvents(e.choice, e.events) ? null : e.said;
}

/** A stored step's ask that is a decision (at the table, reveals and corrections are stored as steps too). */
function asDecision(e: RecapEntry): NextDecision {
  return isAsk(e.ask) ? { ask: e.ask, player: e.player, secret: e.secret } : null;
}

/**
 * The recap the last stored answer left for the table, rebuilt from stored steps (oldest
 * first, the setup entry skipped), so that a reload or a resume shows it again; null when the
 * last answer left none. The items still waiting come back too, for the next recap.
 */
export function recapFromSteps(entries: readonly (RecapEntry & { index: number })[], open: NextDecision, s: GameState): { moment: Moment | null; unshown: RecapItem[] } {
  // Each answer's own line as data, worded from the position it was given in when shown.
  const steps = entries.filter((e) => e.index >= 0).map((e): RecapEntry => ({ ...e, said: storedSaid(e) }));
  let unshown: RecapItem[] = [];
  let moment: Moment | null = null;
  steps.forEach((e, i) => {
    const next = i + 1 < steps.length ? asDecision(steps[i + 1] as RecapEntry) : open;
    const r = recapStep(unshown, e, next);
    unshown = r.unshown;
    moment = r.shown && i === steps.length - 1 ? momentOf(r.shown, s) : null;
  });
  return { moment, unshown };
}
