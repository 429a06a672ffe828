/**
 * A guest's side of a session: the game as the host lets this phone see it (its view of the
 * position, the log as far as it may read it, its own open questions). The guest runs no
 * rules and holds no seed: it shows what it is sent. A gap in the log asks the host again;
 * a repeated message changes nothing. Transport-agnostic and pure: `send` and `onChange` are
 * given by the screen.
 */
import type { DecisionPrompt, GameState } from '../engine';
import { encode, parseHostMessage, PROTOCOL_VERSION, type GuestRefusal, type HostMessage, type SeatChoice, type SeatState, type Waiting, type WireEntry } from './protocol';

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
  /** A fresh random challenge (hex) for each connection; drawn by the UI (this layer draws no chance). */
  newNonce: () => string;
  /** Whether `proof` is the room key's signature of `nonce`: the phone at the room's id is the host. */
  check: (nonce: string, proof: string) => Promise<boolean>;
  /** Closes this connection (its peer failed the proof); the link tries again by itself. */
  hangUp?: () => void;
}

export class GuestSession {
  status: GuestStatus = 'joining';
  seat: number | null = null;
  token: string | null;
  game: string | null = null;
  names: string[] = [];
  /** Steps the game has taken, as far as this phone knows. */
  at = 0;
  /** The position as this phone may know it (engine/view.ts seatView). */
  view: GameState | null = null;
  /** The view before the last step: the board marks what it changed. */
  before: GameState | null = null;
  /** The log as this phone may read it, one entry per step. */
  log: WireEntry[] = [];
  /** Entries that arrived with the last message (new steps, or earlier ones that opened). */
  fresh: WireEntry[] = [];
  /** This phone's open questions: one, or several while everyone chooses Action cards. */
  asks: DecisionPrompt[] = [];
  waiting: Waiting | null = null;
  /** The answer sent and not yet seen come back (or refused). */
  sent: string | null = null;
  /** Why the host refused (or this phone itself: `impostor`), as data: the screen words it (words-en.ts). */
  refusal: GuestRefusal | null = null;
  /** The game's players, when the host asks this new phone which one it is (null: not asked). */
  choices: SeatChoice[] | null = null;
  /** The player chosen on this phone, asked for on every hello until the host seats it. */
  private wish: number | undefined;
  private resyncAsked = -1;
  /**
   * This connection's challenge, until the host's proof of the room's key comes back: till
   * then nothing of the seat (token, answers) is sent, and nothing but the proof is believed.
   */
  private pending: string | null = null;
  private proven = false;

  constructor(private readonly cfg: GuestConfig) {
    this.token = cfg.token ?? null;
  }

  /**
   * A new or renewed connection: whoever holds the room's id is first asked to prove it knows
   * the room's key (anyone may take the id while the host is offline); hello follows the proof.
   */
  hello(): void {
    this.proven = false;
    this.pending = this.cfg.newNonce();
    this.cfg.send(encode({ t: 'challenge', protocol: PROTOCOL_VERSION, nonce: this.pending }));
  }

  /** Says hello once the host is proven; the host answers with the whole game. */
  private greet(): void {
    const m = { t: 'hello' as const, protocol: PROTOCOL_VERSION, version: this.cfg.version, lastIndex: this.at - 1, name: this.cfg.name };
    const seat = this.seat ?? this.wish ?? this.cfg.seat;
    this.cfg.send(encode({ ...m, ...(this.token ? { token: this.token } : {}), ...(seat !== undefined ? { seat } : {}) }));
  }

  /** "I'm Ben": asks the host for that player (the host still lets the phone in). */
  choose(player: number): boolean {
    const c = this.choices?.find((x) => x.player === player);
    if (!c || (c.status !== 'free' && c.status !== 'away')) return false;
    this.wish = player;
    this.choices = null;
    this.greet();
    this.cfg.onChange?.();
    return true;
  }

  /** Sends this phone's answer to one of its questions; it shows once the host's next state comes. */
  answer(choice: string): boolean {
    if (!this.proven || this.sent !== null || !this.asks.some((q) => q.options.includes(choice))) return false;
    this.sent = choice;
    this.refusal = null;
    this.cfg.send(encode({ t: 'answer', index: this.at, choice }));
    this.cfg.onChange?.();
    return true;
  }

  /** "Still here", every PING_MS while the link is open: a silent phone shows away on the host. */
  ping(): void {
    this.cfg.send(encode({ t: 'ping' }));
  }

  /** Asks the host for the log from `from` on (a gap, or a link that came back). */
  resync(from = this.log.length): void {
    this.resyncAsked = this.at;
    this.cfg.send(encode({ t: 'resync', from }));
  }

  receive(raw: unknown): void {
    const parsed = parseHostMessage(raw);
    if (!parsed.ok) return; // the host is trusted to speak the protocol; a broken message is dropped
    const m = parsed.message;
    // The link's own business (peer-link notes that the host was heard): nothing on screen changes.
    if (m.t === 'pong') return;
    if (!this.proven) return this.unproven(m);
    this.handle(m);
    this.cfg.onChange?.();
  }

  /** Before the proof only the proof counts, or a host too old to read the challenge saying so. */
  private unproven(m: HostMessage): void {
    if (m.t === 'refused' && (m.code === 'version' || m.code === 'message')) {
      // A host before protocol 4 cannot read a challenge: it refuses it as a message it does not know.
      this.status = 'refused';
      this.refusal = m.code === 'version' && ('older' in m || 'guest' in m) ? m : { code: 'version', older: 'host' };
      this.pending = null;
      this.cfg.onChange?.();
      return;
    }
    if (m.t !== 'proof' || this.pending === null) return;
    const nonce = this.pending;
    this.pending = null;
    void this.cfg.check(nonce, m.proof).then(
      (ok) => this.proved(ok),
      () => this.proved(false),
    );
  }

  private proved(ok: boolean): void {
    if (ok) {
      this.proven = true;
      if (this.refusal?.code === 'impostor') this.refusal = null;
      this.greet();
    } else {
      // Not the host: it gets no token and no answer; the token stays for the real host.
      this.refusal = { code: 'impostor' };
      this.cfg.hangUp?.();
    }
    this.cfg.onChange?.();
  }

  private handle(m: HostMessage): void {
    switch (m.t) {
      case 'welcome':
        if (m.protocol !== PROTOCOL_VERSION) {
          this.status = 'refused';
          this.refusal = { code: 'version', older: m.protocol < PROTOCOL_VERSION ? 'host' : 'guest' };
          return;
        }
        this.status = 'playing';
        this.seat = m.seat;
        this.token = m.token;
        this.game = m.game;
        this.names = m.names;
        this.refusal = null;
        this.sent = null;
        this.choices = null;
        return;
      case 'seats':
        if (this.status !== 'joining' || this.seat !== null) return;
        this.choices = m.players;
        this.refusal = null;
        return;
      case 'state':
        return this.state(m);
      case 'refused':
        const { t: _t, ...refusal } = m;
        this.refusal = refusal;
        this.sent = null;
        // Replaced: the seat is on another phone now; this one stops rather than take it back.
        if (m.code === 'version' || m.code === 'full' || m.code === 'replaced' || m.code === 'removed') this.status = 'refused';
        return;
      case 'kicked':
        this.status = 'kicked';
        this.asks = [];
        return;
    }
  }

  private state(m: SeatState): void {
    if (this.status !== 'playing') return;
    if (m.from > this.log.length) {
      // Entries between what this phone has and what came are missing: ask for them once.
      if (this.resyncAsked !== m.at) {
        this.resyncAsked = m.at;
        this.cfg.send(encode({ t: 'resync', from: this.log.length }));
      }
      return;
    }
    const moved = m.at !== this.at;
    this.log.length = m.from;
    this.log.push(...m.entries);
    this.fresh = m.entries;
    if (moved) this.before = this.view;
    this.view = m.view;
    this.at = m.at;
    this.asks = m.asks;
    this.waiting = m.waiting;
    this.sent = null;
  }
}
