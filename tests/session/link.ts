/**
 * An in-memory link between one HostSession and its guests, for the session's tests: every
 * message crosses as text, and each guest's inbox keeps the raw text it received, so tests
 * can assert on exactly what a phone was sent. A guest can be cut off (messages dropped).
 */
import { applyStep, makeSave, replay, type GameOptions, type GameState, type Step } from '../../src/engine';
import { GuestSession, HostSession } from '../../src/session';

export const OPTIONS: GameOptions = {
  players: [
    { name: 'Host', teams: ['BLUE', 'GREY'] },
    { name: 'Bea', teams: ['RED', 'YELLOW'] },
    { name: 'Cy', teams: ['GREEN', 'PURPLE'] },
  ],
  chance: 'dealer',
  seed: 7,
};

export interface Phone {
  guest: GuestSession;
  inbox: string[];
  /** False while the phone is off the network: messages both ways are lost. */
  online: boolean;
  conn: string;
  /** The host closed this phone's connection (replaced, dropped or removed). */
  closed: boolean;
  /** The phone closed the connection itself (the host failed the proof). */
  hungUp?: boolean;
  /** Every raw message this phone sent to the host, in order. */
  said: string[];
}

/** How a room proves its key (src/ui/multi/proof.ts in the app): `prove` on the host, `check` on a guest. */
export interface Proof {
  prove: (nonce: string) => Promise<string>;
  check: (nonce: string, proof: string) => Promise<boolean>;
}

/** A stand-in proof for a room whose key is `key` (no WebCrypto, so every step stays a microtask). */
export function keyed(key: string): Proof {
  return { prove: async (nonce) => `${key}|${nonce}`, check: async (nonce, proof) => proof === `${key}|${nonce}` };
}

/** Each connection's challenge: fresh, in the protocol's hex. */
let nonces = 0;
export const nextNonce = (): string => (++nonces).toString(16).padStart(32, '0');

/** Lets the host's queue and every promise chained on it run (the proof crosses both ways before a hello). */
async function quiet(host: HostSession): Promise<void> {
  for (let i = 0; i < 8; i++) {
    await host.settled();
    await new Promise<void>((r) => setTimeout(r, 0));
  }
}

export class Table {
  readonly store: Step[] = [];
  readonly host: HostSession;
  readonly phones: Phone[] = [];
  private tokens = 0;
  /** The host's clock (ms): "away" and the rate limit read it; tests move it by hand. */
  clock = 0;
  /** The host's store refuses writes while false (a full disk): nothing is played. */
  storing = true;

  /** What guests check the host's proof with: the room's real key, whoever answers. */
  guestProof: Proof = keyed('room-key');

  constructor(readonly options: GameOptions = OPTIONS, version = '1.0.0', proof: Proof = keyed('room-key')) {
    this.host = new HostSession({
      prove: proof.prove,
      game: 'g1',
      version,
      start: { options },
      steps: [],
      hostPlayers: [0],
      newToken: () => `token-${++this.tokens}`,
      now: () => this.clock,
      commit: async (index, choice) => {
        if (!this.storing || index !== this.store.length) return false;
        this.play(choice);
        return true;
      },
    });
  }

  /** Called with every raw message a phone receives, as it arrives (the host's game is then as it was when sent). */
  watch: ((phone: Phone, text: string) => void) | null = null;

  /** A phone joins (or rejoins with its old session's token) and says hello; the host lets a new phone in unless `letIn` is false. */
  join(name: string, version = '1.0.0', token?: string, seat?: number, letIn = true): Phone {
    const conn = `c${this.phones.length}-${name}`;
    const phone: Phone = { inbox: [], said: [], online: true, conn, closed: false, guest: null as unknown as GuestSession };
    phone.guest = new GuestSession({
      version,
      name,
      ...(token ? { token } : {}),
      ...(seat !== undefined ? { seat } : {}),
      send: (text) => {
        phone.said.push(text);
        if (phone.online) void this.host.receive(conn, text);
      },
      newNonce: nextNonce,
      check: (nonce, proof) => this.guestProof.check(nonce, proof),
      hangUp: () => void (phone.hungUp = true),
    });
    this.host.connect(conn, (text) => {
      if (!phone.online) return;
      phone.inbox.push(text);
      this.watch?.(phone, text);
      phone.guest.receive(text);
    }, () => void (phone.closed = true));
    this.phones.push(phone);
    phone.guest.hello();
    if (letIn)
      void quiet(this.host).then(async () => {
        // Asked which player it is: the first one it may take (a test that cares chooses itself, letIn false).
        const pick = phone.guest.choices?.find((c) => c.status === 'free' || c.status === 'away');
        if (pick) {
          phone.guest.choose(pick.player);
          await this.host.settled();
        }
        const player = this.host.asking(conn);
        if (player !== null) this.host.allow(player);
      });
    return phone;
  }

  /** Lets every queued host message, and every held Action card whose turn came, be handled. */
  async settle(): Promise<void> {
    await quiet(this.host);
    for (let i = 0; i < 4; i++) await this.host.receive('nobody', '');
  }

  /** The host's game: the rules run once, the step is stored, then the session is told. */
  private play(choice: string): void {
    const r = applyStep(this.host.position, choice);
    if (!r.ok) throw new Error(r.error);
    this.store.push(choice);
    this.host.stepped(choice, r.state, r.events);
  }

  /** The host's own answer (or one for a guest): stored, then sent. */
  hostAnswers(choice: string): void {
    this.play(choice);
  }

  hostState(): GameState {
    const r = replay(makeSave(this.options, this.store));
    if (!r.ok) throw new Error(r.error);
    return r.state;
  }
}
