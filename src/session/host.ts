/**
 * The host's side of a session. The host's store stays the only authority: a guest's answer
 * is checked here (its seat, the step it answers, the rules), then handed to `commit`, which
 * stores it through the host's own game; only once stored does `stepped` send it to every
 * phone. Anything else a guest sends is refused to that guest alone, in words, and the game
 * is not touched. Transport-agnostic: a connection is an id and a `send` function.
 */
import { applyStep, checkAnswer, type GameState, type Step } from '../engine';
import { encode, parseGuestMessage, PROTOCOL_VERSION, type GuestMessage, type HostMessage, type RefusalCode, type SessionStart } from './protocol';
import { metaOf, replayStream, sealedFrom, viewOf, type StepMeta } from './stream';
import { SESSION_WORDS as W } from './words-en';

export type ConnId = string;

export interface HostConfig {
  game: string;
  /** The app's version: a guest on another one is refused until it updates. */
  version: string;
  start: SessionStart;
  steps: readonly Step[];
  /** Players answered on the host's own phone: never given to a guest. */
  hostPlayers: readonly number[];
  /** Seats known from before the host's reload (player -> token and name). */
  seats?: readonly SeatRecord[];
  /** A fresh secret for a new seat; drawn by the UI (this layer draws no chance). */
  newToken: () => string;
  /**
   * Stores a guest's answer through the host's game and resolves true once it is durable
   * (having called `stepped`), false when the host could not take it now.
   */
  commit: (index: number, choice: string) => Promise<boolean>;
  /** Seats or connections changed (for the host's screen). */
  onChange?: () => void;
}

export interface SeatRecord {
  player: number;
  token: string;
  name: string;
}

export interface SeatView {
  player: number;
  name: string;
  status: 'host' | 'connected' | 'away' | 'free';
}

interface Guest {
  send: (text: string) => void;
  seat: number | null;
}

export class HostSession {
  private state: GameState;
  private metas: StepMeta[];
  private readonly guests = new Map<ConnId, Guest>();
  private readonly seats = new Map<number, SeatRecord & { conn: ConnId | null }>();
  private queue: Promise<void> = Promise.resolve();
  /** Messages refused so far (for the host's screen and the tests). */
  refusals = 0;

  constructor(private readonly cfg: HostConfig) {
    const r = replayStream(cfg.start, cfg.steps);
    this.state = r.state;
    this.metas = r.metas;
    for (const s of cfg.seats ?? []) if (!cfg.hostPlayers.includes(s.player)) this.seats.set(s.player, { ...s, conn: null });
  }

  get length(): number {
    return this.metas.length;
  }

  get position(): GameState {
    return this.state;
  }

  /** The steps as the host holds them (for checks; the store holds the same). */
  steps(): Step[] {
    return this.metas.map((m) => m.step);
  }

  /** Seats to keep with the game, so a reload of the host gives returning phones their players back. */
  seatRecords(): SeatRecord[] {
    return [...this.seats.values()].map(({ player, token, name }) => ({ player, token, name }));
  }

  seatsView(): SeatView[] {
    return this.state.players.map((p, player): SeatView => {
      if (this.cfg.hostPlayers.includes(player)) return { player, name: p.name, status: 'host' };
      const seat = this.seats.get(player);
      if (!seat) return { player, name: p.name, status: 'free' };
      return { player, name: seat.name || p.name, status: seat.conn ? 'connected' : 'away' };
    });
  }

  connect(conn: ConnId, send: (text: string) => void): void {
    this.guests.set(conn, { send, seat: null });
  }

  disconnect(conn: ConnId): void {
    const g = this.guests.get(conn);
    this.guests.delete(conn);
    const seat = g?.seat != null ? this.seats.get(g.seat) : undefined;
    if (seat && seat.conn === conn) seat.conn = null;
    this.cfg.onChange?.();
  }

  /** Handles one raw message, after every earlier one (answers are stored one at a time). */
  receive(conn: ConnId, raw: unknown): Promise<void> {
    this.queue = this.queue.then(() => this.handle(conn, raw)).catch(() => undefined);
    return this.queue;
  }

  /** The host stored a step (its own answer, one for a guest, or a guest's): every phone gets it. */
  stepped(step: Step): void {
    const r = applyStep(this.state, step);
    if (!r.ok) throw new Error(`The host stored a step the rules refuse: ${r.error}`);
    const sealedBefore = sealedFrom(this.metas);
    this.metas.push(metaOf(step, this.state.prompt, r.state));
    this.state = r.state;
    const sealedNow = sealedFrom(this.metas);
    const index = this.metas.length - 1;
    for (const g of this.guests.values()) {
      if (g.seat === null) continue;
      const seat = g.seat;
      if (sealedNow > sealedBefore) {
        // The secret run ended: each phone gets the choices it had not seen.
        const shown = [];
        for (let i = sealedBefore; i < Math.min(sealedNow, index); i++) {
          const m = this.metas[i] as StepMeta;
          if (m.player !== seat) shown.push({ index: i, step: m.step });
        }
        if (shown.length) this.send(g, { t: 'unseal', steps: shown });
      }
      this.send(g, { t: 'step', ...viewOf(this.metas, index, seat, sealedNow) });
      this.sendAsk(g);
    }
  }

  /** The host took steps back: every phone drops them. */
  undone(toIndex: number): void {
    const steps = this.steps().slice(0, toIndex);
    const r = replayStream(this.cfg.start, steps);
    this.state = r.state;
    this.metas = r.metas;
    for (const g of this.guests.values()) {
      if (g.seat === null) continue;
      this.send(g, { t: 'undo', toIndex });
      this.sendAsk(g);
    }
  }

  /** Frees a player's seat and tells its phone; the player can then be answered on the host or joined again. */
  remove(player: number): void {
    const seat = this.seats.get(player);
    if (!seat) return;
    this.seats.delete(player);
    for (const [conn, g] of this.guests) {
      if (g.seat !== player) continue;
      this.send(g, { t: 'kicked' });
      this.guests.delete(conn);
    }
    this.cfg.onChange?.();
  }

  private async handle(conn: ConnId, raw: unknown): Promise<void> {
    const g = this.guests.get(conn);
    if (!g) return;
    const parsed = parseGuestMessage(raw);
    if (!parsed.ok) return this.refuse(g, 'message', parsed.why);
    const m = parsed.message;
    if (m.t === 'hello') return this.hello(conn, g, m);
    if (g.seat === null) return this.refuse(g, 'hello', W.hello);
    if (m.t === 'resync') return this.resync(g, m.from);
    return this.answer(g, g.seat, m.index, m.choice);
  }

  private hello(conn: ConnId, g: Guest, m: Extract<GuestMessage, { t: 'hello' }>): void {
    if (m.protocol !== PROTOCOL_VERSION) return this.refuse(g, 'version', W.protocol);
    if (m.version !== this.cfg.version) return this.refuse(g, 'version', W.version(m.version, this.cfg.version));
    // A connection that holds a seat keeps it: a second hello cannot move it to another player's.
    const player = g.seat ?? this.seatFor(m.token, m.seat);
    if (player === null) return this.refuse(g, 'full', W.full);
    let seat = this.seats.get(player);
    if (!seat || (seat.token !== m.token && g.seat === null)) {
      seat = { player, token: this.cfg.newToken(), name: m.name, conn: null };
      this.seats.set(player, seat);
    }
    // The same phone back on a new connection: the old one is closed for good.
    for (const [other, og] of this.guests) if (other !== conn && og.seat === player) this.guests.delete(other);
    seat.conn = conn;
    seat.name = m.name || seat.name;
    g.seat = player;
    const sealed = sealedFrom(this.metas);
    const steps = this.metas.map((_, i) => viewOf(this.metas, i, player, sealed));
    const names = this.state.players.map((p) => p.name);
    this.send(g, { t: 'welcome', protocol: PROTOCOL_VERSION, version: this.cfg.version, game: this.cfg.game, seat: player, token: seat.token, names, start: this.cfg.start, from: 0, steps });
    this.sendAsk(g);
    this.cfg.onChange?.();
  }

  /** The player a hello takes: its own by token, the one it asks for if free, else the first free one. */
  private seatFor(token: string | undefined, wish: number | undefined): number | null {
    if (token) for (const s of this.seats.values()) if (s.token === token) return s.player;
    const free = (p: number) => p >= 0 && p < this.state.players.length && !this.cfg.hostPlayers.includes(p) && !this.seats.has(p);
    if (wish !== undefined && free(wish)) return wish;
    for (let p = 0; p < this.state.players.length; p++) if (free(p)) return p;
    return null;
  }

  private resync(g: Guest, from: number): void {
    const seat = g.seat as number;
    if (from > this.metas.length) this.send(g, { t: 'undo', toIndex: this.metas.length });
    const sealed = sealedFrom(this.metas);
    for (let i = from; i < this.metas.length; i++) this.send(g, { t: 'step', ...viewOf(this.metas, i, seat, sealed) });
    this.sendAsk(g);
  }

  private async answer(g: Guest, seat: number, index: number, choice: string): Promise<void> {
    if (index !== this.metas.length) return this.refuse(g, 'answer', W.stale(index, this.metas.length));
    if (this.state.outcome) return this.refuse(g, 'answer', W.over);
    const p = this.state.prompt;
    if (!p || p.kind !== 'decision' || p.player !== seat) return this.refuse(g, 'answer', W.notYours);
    const problem = checkAnswer(this.state, choice);
    if (problem) return this.refuse(g, 'answer', W.invalid(problem));
    let stored = false;
    try {
      stored = await this.cfg.commit(index, choice);
    } catch {
      stored = false;
    }
    if (!stored && this.metas.length === index) this.refuse(g, 'busy', W.notStored);
  }

  private sendAsk(g: Guest): void {
    const p = this.state.prompt;
    if (g.seat === null || this.state.outcome || !p || p.kind !== 'decision' || p.player !== g.seat) return;
    this.send(g, { t: 'ask', index: this.metas.length, prompt: p });
  }

  private refuse(g: Guest, code: RefusalCode, why: string): void {
    this.refusals++;
    this.send(g, { t: 'refused', code, why });
  }

  private send(g: Guest, m: HostMessage): void {
    try {
      g.send(encode(m));
    } catch {
      // A closed connection: the phone resyncs when it comes back.
    }
  }
}
