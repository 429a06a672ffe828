/**
 * The host's side of a session. The host's store stays the only authority: a guest's answer
 * is checked here (its seat, the question it answers, the rules), then handed to `commit`,
 * which stores it through the host's own game; only once stored does `stepped` tell every
 * phone, each with its own view (engine/view.ts): never the dealer's seed, a pile's order or
 * a card its player may not see yet. The rules run once per answer, in the host's game: the
 * session takes the position and events it reached. Anything else a guest sends is refused to
 * that guest alone, in words, and the game is not touched. Transport-agnostic: a connection
 * is an id and a `send` function.
 *
 * Everyone chooses Action cards at once: a phone may answer any of its open Action card
 * questions (`actionChoices`) in any order; an answer whose turn has not come in the rules'
 * order is held here and stored when it comes, so the stored game keeps the rules' order.
 */
import { actionChoices, checkAnswer, seatView, type DecisionPrompt, type GameEvent, type GameState, type Step, type Team } from '../engine';
import { asksOf, waitingOf } from './turns';
import { encode, parseGuestMessage, PROTOCOL_VERSION, type GuestMessage, type HostMessage, type Refusal, type SeatState, type Waiting } from './protocol';
import { recordOf, replayStream, type StepLog } from './stream';
import { hear, isHere, openConnection, pongDue, resyncDue, strike, type Connection as Guest } from './connection';
import { pickPlayer, seatChoices, seatsView, type SeatRecord, type SeatView } from './seats';
import type { ConnId, HostConfig } from './host-config';

export type { ConnId, HostConfig };

export class HostSession {
  private state: GameState;
  private log: StepLog;
  private readonly guests = new Map<ConnId, Guest>();
  private readonly seats = new Map<number, SeatRecord & { conn: ConnId | null }>();
  /** Action cards chosen on a phone before their turn in the rules' order, by team. */
  private readonly held = new Map<Team, string>();
  /** Tokens of phones the host removed: they stay out. */
  private readonly removed = new Set<string>();
  /** New phones waiting for the host's yes, with the player each asks for. */
  private readonly requests = new Map<ConnId, { player: number; name: string }>();
  private queue: Promise<void> = Promise.resolve();
  private shown = '';
  private readonly now: () => number;
  /** Messages refused so far (for the host's screen and the tests). */
  refusals = 0;

  constructor(private readonly cfg: HostConfig) {
    this.now = cfg.now ?? (() => Date.now());
    const r = replayStream(cfg.start, cfg.steps);
    this.state = r.state;
    this.log = r.log;
    for (const s of cfg.seats ?? []) if (!cfg.hostPlayers.includes(s.player)) this.seats.set(s.player, { ...s, conn: null });
  }

  get length(): number {
    return this.log.length;
  }

  get position(): GameState {
    return this.state;
  }

  /** The steps as the host holds them (for checks; the store holds the same). */
  steps(): Step[] {
    return this.log.records.map((r) => r.step);
  }

  /** Action cards held for their turn (their teams only: the host's screen says who has chosen). */
  heldTeams(): Team[] {
    return [...this.held.keys()];
  }

  /** Seats to keep with the game, so a reload of the host gives returning phones their players back. */
  seatRecords(): SeatRecord[] {
    return [...this.seats.values()].map(({ player, token, name }) => ({ player, token, name }));
  }

  seatsView(): SeatView[] {
    const asked = new Set([...this.requests.values()].map((r) => r.player));
    return seatsView(this.state.players, this.cfg.hostPlayers, (player) => {
      const seat = this.seats.get(player);
      const g = seat?.conn ? this.guests.get(seat.conn) : undefined;
      return seat ? { name: seat.name, here: !!g && isHere(g, this.now()) } : null;
    }, asked);
  }

  /** Called every second or so: a phone that fell silent shows away (the screen hears of it once). */
  tick(): void {
    const shown = JSON.stringify(this.seatsView());
    if (shown === this.shown) return;
    this.shown = shown;
    this.cfg.onChange?.();
  }

  connect(conn: ConnId, send: (text: string) => void, close: () => void = () => undefined): void {
    const now = this.now();
    this.guests.set(conn, openConnection(send, close, now));
  }

  disconnect(conn: ConnId): void {
    const g = this.guests.get(conn);
    this.guests.delete(conn);
    this.requests.delete(conn);
    const seat = g?.seat != null ? this.seats.get(g.seat) : undefined;
    if (seat && seat.conn === conn) seat.conn = null;
    this.changed();
  }

  /**
   * The host lets the new phone that asked for `player` take it (one tap): when the player had
   * a phone (away), that phone's token no longer works and its connection is closed with a reason.
   */
  allow(player: number): boolean {
    const asked = [...this.requests].find(([, r]) => r.player === player);
    if (!asked) return false;
    const [conn, r] = asked;
    const g = this.guests.get(conn);
    this.requests.delete(conn);
    if (!g) return false;
    // Other phones that asked for the same player are told it is taken.
    for (const [other, o] of this.requests) {
      if (o.player !== player) continue;
      this.requests.delete(other);
      const og = this.guests.get(other);
      if (og) this.send(og, { t: 'refused', code: 'full' });
    }
    const seat = { player, token: this.cfg.newToken(), name: r.name, conn: null };
    this.seats.set(player, seat);
    this.take(conn, g, seat);
    return true;
  }

  /** Handles one raw message, after every earlier one (answers are stored one at a time). */
  receive(conn: ConnId, raw: unknown): Promise<void> {
    this.queue = this.queue.then(() => this.handle(conn, raw)).catch(() => undefined);
    return this.queue;
  }

  /** Lets every queued message and held Action card be handled (for tests and the host's screen). */
  settled(): Promise<void> {
    return this.queue;
  }

  /**
   * The host stored a step (its own answer, one for a guest, or a guest's), with the position
   * and events the rules gave it: every phone gets its view, with the log entries that opened.
   */
  stepped(step: Step, after: GameState, events: readonly GameEvent[]): void {
    const before = this.state;
    const index = this.log.length;
    // The first step still hiding something: if this step opens it, each phone gets it again.
    let from = index;
    while (from > 0 && this.log.hides(from - 1)) from--;
    this.log.push(recordOf(before, step, after, events));
    this.state = after;
    for (const team of [...this.held.keys()]) if (after.phase !== 'choose-actions' || after.chosen[team]) this.held.delete(team);
    const opened = this.log.records[index]?.seen;
    const resend = opened && (opened.opensCards || opened.opensRun) ? from : index;
    for (const g of this.guests.values()) if (g.seat !== null) this.sendState(g, resend);
    this.queue = this.queue.then(() => this.drain()).catch(() => undefined);
  }

  /** The host took steps back (its store now holds `toIndex` steps, reaching `state`): every phone follows. */
  undone(toIndex: number, state: GameState): void {
    this.log.truncate(toIndex);
    this.state = state;
    this.held.clear();
    for (const g of this.guests.values()) if (g.seat !== null) this.sendState(g, toIndex);
  }

  /** Frees a player's seat and tells its phone; the player can then be answered on the host or joined again. */
  remove(player: number): void {
    const seat = this.seats.get(player);
    if (!seat) return;
    this.seats.delete(player);
    this.removed.add(seat.token);
    for (const team of this.state.players[player]?.teams ?? []) this.held.delete(team);
    for (const [conn, g] of this.guests) {
      if (g.seat !== player) continue;
      this.send(g, { t: 'kicked' });
      this.guests.delete(conn);
      g.close();
    }
    this.changed();
  }

  /** The questions the phone of `seat` may answer now (turns.ts). */
  asksOf(seat: number): DecisionPrompt[] {
    return asksOf(this.state, this.held, seat);
  }

  /** Who the game waits for, as every phone may know it (turns.ts). */
  waiting(): Waiting | null {
    return waitingOf(this.state, this.held);
  }

  private seatState(seat: number, from: number): SeatState {
    const view = seatView(this.state, seat);
    // This phone's own cards held for their turn lie face down in front of it.
    for (const [team, card] of this.held) if (this.state.players[seat]?.teams.includes(team)) view.chosen[team] = card;
    const entries = [];
    for (let i = from; i < this.log.length; i++) entries.push(this.log.entry(i, seat));
    return { at: this.log.length, from, entries, view, asks: this.asksOf(seat), waiting: this.waiting() };
  }

  private sendState(g: Guest, from: number): void {
    if (g.seat === null) return;
    this.send(g, { t: 'state', ...this.seatState(g.seat, Math.max(0, Math.min(from, this.log.length))) });
  }

  /** Stores the held Action card whose turn has come, one after another. */
  private async drain(): Promise<void> {
    for (let guard = 0; guard < 12; guard++) {
      const p = this.state.prompt;
      if (this.state.outcome || !p || p.kind !== 'decision' || p.ask !== 'choose-action') return;
      const team = p.subject as Team;
      const card = this.held.get(team);
      if (card === undefined) return;
      const index = this.log.length;
      let stored = false;
      try {
        stored = await this.cfg.commit(index, card);
      } catch {
        stored = false;
      }
      // Not stored now (the host's phone was busy): it stays held, and the next step tries again.
      if (!stored || this.log.length === index) return;
    }
  }

  private async handle(conn: ConnId, raw: unknown): Promise<void> {
    const g = this.guests.get(conn);
    if (!g) return;
    if (hear(g, this.now()) && g.seat !== null) this.changed();
    const parsed = parseGuestMessage(raw);
    if (!parsed.ok) return this.refuse(conn, g, { code: 'message', ...parsed.why });
    const m = parsed.message;
    if (m.t === 'ping') return void (pongDue(g, this.now()) && g.send(encode({ t: 'pong' })));
    if (m.t === 'challenge') return this.challenge(conn, g, m);
    if (m.t === 'hello') return this.hello(conn, g, m);
    if (g.seat === null) return this.refuse(conn, g, { code: 'hello', reason: 'join-first' });
    if (m.t === 'resync') {
      // Answered once per new step: asking again before the game moves gets nothing (not even a refusal).
      if (!resyncDue(g, this.log.length)) return;
      return this.sendState(g, m.from);
    }
    await this.answer(conn, g, g.seat, m.index, m.choice);
    await this.drain();
  }

  /** Proves this host knows the room's key, once per connection (each proof costs a signature). */
  private async challenge(conn: ConnId, g: Guest, m: Extract<GuestMessage, { t: 'challenge' }>): Promise<void> {
    if (m.protocol !== PROTOCOL_VERSION) return this.refuse(conn, g, { code: 'version', older: m.protocol < PROTOCOL_VERSION ? 'guest' : 'host' });
    if (g.challenged) return this.refuse(conn, g, { code: 'hello', reason: 'challenged' });
    g.challenged = true;
    this.send(g, { t: 'proof', proof: await this.cfg.prove(m.nonce) });
  }

  private hello(conn: ConnId, g: Guest, m: Extract<GuestMessage, { t: 'hello' }>): void {
    // A connection says hello once: a second one can neither rename its seat, move it, nor close it.
    if (g.seat !== null || this.requests.has(conn)) return this.refuse(conn, g, { code: 'hello', reason: 'joined' });
    if (m.protocol !== PROTOCOL_VERSION) return this.refuse(conn, g, { code: 'version', older: m.protocol < PROTOCOL_VERSION ? 'guest' : 'host' });
    if (m.version !== this.cfg.version) return this.refuse(conn, g, { code: 'version', guest: m.version, host: this.cfg.version });
    const own = m.token ? [...this.seats.values()].find((s) => s.token === m.token) : undefined;
    if (own) return this.take(conn, g, own);
    // A phone the host removed stays out, whatever it asks for.
    if (m.token && this.removed.has(m.token)) {
      this.refusals++;
      return this.send(g, { t: 'refused', code: 'removed' });
    }
    // A new phone that did not say which player it is, with more than one to choose from, is
    // shown the players (names only) and says hello again with its choice (issue 33).
    if (m.seat === undefined) {
      const choices = seatChoices(this.seatsView(), this.state.players);
      if (choices.filter((c) => c.status === 'free' || c.status === 'away').length > 1) {
        if (g.offered) return this.refuse(conn, g, { code: 'hello', reason: 'join-first' });
        g.offered = true;
        return this.send(g, { t: 'seats', players: choices });
      }
    }
    // Only invited phones: a new phone waits for the host's one tap, for the player it chose if
    // that one has no phone, else a free one, else one whose phone is away (taken over).
    const free = pickPlayer(this.state.players.length, this.cfg.hostPlayers, m.seat, (p) => !this.seats.has(p));
    const player = free ?? pickPlayer(this.state.players.length, this.cfg.hostPlayers, m.seat, (p) => this.seatsView()[p]?.status === 'away');
    if (player === null) return this.refuse(conn, g, { code: 'full' });
    this.requests.set(conn, { player, name: m.name });
    const name = this.state.players[player]?.name ?? '';
    this.send(g, { t: 'refused', code: 'wait', name, away: free === null });
    this.changed();
  }

  /** The player a new phone on this connection asks for, waiting for the host's yes (null: none). */
  asking(conn: ConnId): number | null {
    return this.requests.get(conn)?.player ?? null;
  }

  /** Gives `seat` to this connection; another connection holding it is closed, told why. */
  private take(conn: ConnId, g: Guest, seat: SeatRecord & { conn: ConnId | null }): void {
    for (const [other, og] of this.guests) {
      if (other === conn || og.seat !== seat.player) continue;
      this.send(og, { t: 'refused', code: 'replaced' });
      this.guests.delete(other);
      og.close();
    }
    seat.conn = conn;
    g.seat = seat.player;
    g.resynced = -1;
    const names = this.state.players.map((p) => p.name);
    this.send(g, { t: 'welcome', protocol: PROTOCOL_VERSION, version: this.cfg.version, game: this.cfg.game, seat: seat.player, token: seat.token, names });
    this.sendState(g, 0);
    this.changed();
  }

  private changed(): void {
    this.shown = JSON.stringify(this.seatsView());
    this.cfg.onChange?.();
  }

  /** Counts a bad message; past STRIKES at once (connection.ts) the connection is closed. True when it was. */
  private strike(conn: ConnId, g: Guest): boolean {
    if (!strike(g, this.now())) return false;
    this.send(g, { t: 'refused', code: 'dropped' });
    g.close();
    this.disconnect(conn);
    return true;
  }

  private async answer(conn: ConnId, g: Guest, seat: number, index: number, choice: string): Promise<void> {
    if (this.state.outcome) return this.refuse(conn, g, { code: 'answer', reason: 'over' });
    // An Action card may come in any order: it answers its team's open question, whatever the step.
    const card = actionChoices(this.state).find((q) => q.player === seat && q.options.includes(choice));
    if (card) {
      const team = card.subject as Team;
      if (this.held.has(team)) return this.refuse(conn, g, { code: 'answer', reason: 'already-chosen' });
      const p = this.state.prompt;
      if (p && p.kind === 'decision' && p.subject === team) return this.store(g, this.log.length, choice);
      this.held.set(team, choice);
      // Only this phone's own view changes (its card lies face down); the others learn that one more card is in.
      for (const other of this.guests.values()) if (other.seat !== null) this.send(other, { t: 'state', ...this.seatState(other.seat, this.log.length) });
      this.cfg.onChange?.();
      return;
    }
    if (index !== this.log.length) {
      this.refuse(conn, g, { code: 'answer', reason: 'stale' });
      // Where the game is, once per step (a flood of stale answers gets it once).
      if (this.guests.has(conn) && resyncDue(g, this.log.length)) this.sendState(g, this.log.length);
      return;
    }
    const p = this.state.prompt;
    if (!p || p.kind !== 'decision' || p.player !== seat) return this.refuse(conn, g, { code: 'answer', reason: 'not-yours' });
    const problem = checkAnswer(this.state, choice);
    if (problem) return this.refuse(conn, g, { code: 'answer', reason: 'invalid', refusal: problem });
    return this.store(g, index, choice);
  }

  private async store(g: Guest, index: number, choice: string): Promise<void> {
    let stored = false;
    try {
      stored = await this.cfg.commit(index, choice);
    } catch {
      stored = false;
    }
    if (stored || this.log.length !== index) return;
    // The host's phone was busy: no fault of the guest's, so no strike.
    this.refusals++;
    this.send(g, { t: 'refused', code: 'busy' });
  }

  private refuse(conn: ConnId, g: Guest, r: Refusal): void {
    this.refusals++;
    if (!this.strike(conn, g)) this.send(g, { t: 'refused', ...r });
  }

  private send(g: Guest, m: HostMessage): void {
    try {
      g.send(encode(m));
    } catch {
      // A closed connection: the phone resyncs when it comes back.
    }
  }
}

