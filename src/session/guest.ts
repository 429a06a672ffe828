/**
 * A guest's side of a session: the steps the host sent, by index, replayed by the same rules
 * up to the first one it may not see yet (another player's sealed secret choice). Its own
 * question comes as `ask`, so it can answer while earlier choices are still sealed. A gap in
 * the indexes asks the host for the missing steps; a repeated step is ignored; an undo drops
 * steps. Transport-agnostic and pure: `send` and `onChange` are given by the screen.
 */
import { applyStep, makeSave, replay, type DecisionPrompt, type GameEvent, type GameState, type Step } from '../engine';
import { encode, parseHostMessage, PROTOCOL_VERSION, type HostMessage, type RefusalCode, type SessionStart, type WireStep } from './protocol';

export type GuestStatus = 'joining' | 'playing' | 'refused' | 'kicked';

export interface GuestConfig {
  version: string;
  name: string;
  /** The seat's secret from an earlier welcome: the same player back after a reload or a lost link. */
  token?: string;
  /** The player this phone held before, asked for again when the host no longer knows the token. */
  seat?: number;
  send: (text: string) => void;
  onChange?: () => void;
}

/** What one applied step did, for the screen's recap and log. */
export interface GuestStepDone {
  index: number;
  player: number;
  step: Step;
  log: string[];
  events: GameEvent[];
  before: GameState;
}

export class GuestSession {
  status: GuestStatus = 'joining';
  seat: number | null = null;
  token: string | null;
  game: string | null = null;
  names: string[] = [];
  /** Every step known, by index: null while sealed. */
  known: (Step | null)[] = [];
  /** Who answered each known step. */
  players: number[] = [];
  /** The position after the first `applied` steps. */
  state: GameState | null = null;
  applied = 0;
  last: GuestStepDone | null = null;
  ask: { index: number; prompt: DecisionPrompt } | null = null;
  /** The answer sent and not yet seen come back as a step (or refused). */
  waiting: string | null = null;
  refusal: { code: RefusalCode; why: string } | null = null;
  /** The host's steps did not replay here: a bug, said in words rather than played on. */
  error: string | null = null;
  private start: SessionStart | null = null;
  private resyncAsked = -1;

  constructor(private readonly cfg: GuestConfig) {
    this.token = cfg.token ?? null;
  }

  /** Says hello on a new or renewed connection; the host answers with the whole game. */
  hello(): void {
    const m = { t: 'hello' as const, protocol: PROTOCOL_VERSION, version: this.cfg.version, lastIndex: this.known.length - 1, name: this.cfg.name };
    const seat = this.seat ?? this.cfg.seat;
    this.cfg.send(encode({ ...m, ...(this.token ? { token: this.token } : {}), ...(seat !== undefined ? { seat } : {}) }));
  }

  /** Sends this phone's answer to its question; it shows once the host's step comes back. */
  answer(choice: string): boolean {
    const a = this.ask;
    if (!a || this.waiting !== null || a.index !== this.known.length || !a.prompt.options.includes(choice)) return false;
    this.waiting = choice;
    this.refusal = null;
    this.cfg.send(encode({ t: 'answer', index: a.index, choice }));
    this.cfg.onChange?.();
    return true;
  }

  /**
   * Asks the host for every step from the first one not applied: a gap, or a link that came
   * back (steps still sealed here may have been revealed meanwhile, and come back in clear).
   */
  resync(from = this.applied): void {
    this.resyncAsked = this.known.length;
    this.cfg.send(encode({ t: 'resync', from }));
  }

  receive(raw: unknown): void {
    const parsed = parseHostMessage(raw);
    if (!parsed.ok) return; // the host is trusted to speak the protocol; a broken message is dropped
    this.handle(parsed.message);
    this.cfg.onChange?.();
  }

  private handle(m: HostMessage): void {
    switch (m.t) {
      case 'welcome':
        return this.welcome(m);
      case 'step':
        return this.step(m);
      case 'unseal':
        for (const { index, step } of m.steps) if (index < this.known.length && this.known[index] === null) this.known[index] = step;
        return this.advance();
      case 'undo':
        return this.undo(m.toIndex);
      case 'ask':
        this.ask = { index: m.index, prompt: m.prompt };
        if (m.index === this.known.length) this.waiting = null;
        return;
      case 'refused':
        this.refusal = { code: m.code, why: m.why };
        this.waiting = null;
        if (m.code === 'version' || m.code === 'full') this.status = 'refused';
        return;
      case 'kicked':
        this.status = 'kicked';
        this.ask = null;
        return;
    }
  }

  private welcome(m: Extract<HostMessage, { t: 'welcome' }>): void {
    this.status = 'playing';
    this.seat = m.seat;
    this.token = m.token;
    this.game = m.game;
    this.names = m.names;
    this.start = m.start;
    this.refusal = null;
    this.waiting = null;
    this.ask = null;
    // The whole game comes with every welcome: steps the host undid while this phone was away cannot linger.
    this.known = [];
    this.players = [];
    for (const w of m.steps) this.put(w);
    this.rebuild();
  }

  private step(m: WireStep): void {
    if (this.status !== 'playing') return;
    if (m.index > this.known.length) {
      if (this.resyncAsked !== this.known.length) this.resync();
      return;
    }
    if (m.index < this.known.length) {
      // A repeat; it may bring a step this phone had only sealed (a resync after the reveal).
      if (this.known[m.index] === null && 'step' in m) this.known[m.index] = m.step;
      return this.advance();
    }
    this.put(m);
    if (this.ask && this.ask.index < this.known.length) this.ask = null;
    if (this.waiting !== null) this.waiting = null;
    this.advance();
  }

  private put(w: WireStep): void {
    if (w.index !== this.known.length) return;
    this.known.push('step' in w ? w.step : null);
    this.players.push(w.player);
  }

  private undo(toIndex: number): void {
    if (toIndex >= this.known.length) return;
    this.known.length = toIndex;
    this.players.length = toIndex;
    if (this.ask && this.ask.index !== toIndex) this.ask = null;
    this.waiting = null;
    if (this.applied > toIndex) this.rebuild();
  }

  /** Replays from the start: after a welcome, or an undo behind what was applied. */
  private rebuild(): void {
    if (!this.start) return;
    const r = replay(makeSave(this.start.options, [], undefined, this.start.start));
    this.state = r.ok ? r.state : null;
    this.error = r.ok ? null : r.error;
    this.applied = 0;
    this.last = null;
    this.advance();
  }

  private advance(): void {
    while (this.state && this.applied < this.known.length) {
      const step = this.known[this.applied];
      if (step === null || step === undefined) return;
      const r = applyStep(this.state, step);
      if (!r.ok) {
        this.error = `Step ${this.applied + 1} from the host did not replay on this phone: ${r.error}`;
        return;
      }
      this.last = { index: this.applied, player: this.players[this.applied] ?? -1, step, log: r.log, events: r.events, before: this.state };
      this.state = r.state;
      this.applied++;
    }
  }
}
