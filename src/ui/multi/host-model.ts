/**
 * The host's phone: its own game (the pocket GameModel, or for a table game the TableModel
 * that also enters the table's dice and cards, over the app's store, which stays the only
 * authority) and the session that serves the guests. Every stored answer, whoever gave it,
 * goes to the session after it is durable; a guest's answer is stored through the same
 * GameModel, so the host's screen and the store move together.
 */
import { batch, createModel, effect, signal } from '@preact/signals';
import { db, type GameMode } from '../../persistence/db';
import type { GameStore } from '../../persistence/games';
import { saveOf } from '../../persistence/transfer';
import { HostSession, type SeatView } from '../../session';
import { GameModel } from '../play/game-model';
import { TableModel } from '../table/table-model';
import { gameStore } from '../../persistence/games';
import { tableSaid } from '../table/said-words';
import { logLines } from '../play/words/log';
import { hostRoom, type HostLinkState } from './peer-link';
import { proveRoom } from './proof';
import { keepSeats, newRoomCode, newToken, roomOf, type HostRoom } from './room';
import { signalling } from './signalling';
import { appVersion } from './version';
import { t } from '../common/words';

// A getter, not the instance: `db` is swapped for one in memory when the browser refuses storage.
// The table's words cover pocket play's too: a hosted game may be either.
const store = gameStore(() => db, tableSaid, logLines);

/** The players the host's own phone answers (the first player, who set the game up). */
export const HOST_PLAYERS = [0];

/** How the stored game is played (pocket or table), before its model is made; null when there is no such game. */
export async function gameModeOf(id: string): Promise<GameMode | null> {
  return (await db.games.get(id))?.mode ?? null;
}

/**
 * `table`: a table game. Its reveals (dice, cards, spawn types) have no player, so they are
 * never asked of a guest and are entered on the host's phone; a guest still answers its
 * player's questions, its Action cards among them.
 */
export const HostModel = createModel((table: boolean) => {
  let session: HostSession | null = null;
  const problem = signal<string | null>(null);
  /** The store the host's game writes through: after each durable write, every phone hears of it. */
  const served: GameStore = {
    ...store,
    async record(row, a) {
      const next = await store.record(row, a);
      // Stored is played: a failure to tell the phones must not undo that (they resync on their next message).
      try {
        // The rules ran once, in the host's game: the session takes the position and events they gave.
        session?.stepped(a.correction ? { correction: a.correction } : a.choice, a.state, a.events ?? []);
        choosing.value = session?.waiting()?.players ?? [];
      } catch (e) {
        problem.value = t('host.toldFailed', { error: e instanceof Error ? e.message : String(e) });
      }
      return next;
    },
    async undo(id, tap) {
      const r = await store.undo(id, tap);
      try {
        if (r.ok) session?.undone(r.value.row.steps, r.value.state);
        choosing.value = session?.waiting()?.players ?? [];
      } catch (e) {
        problem.value = t('host.undoToldFailed', { error: e instanceof Error ? e.message : String(e) });
      }
      return r;
    },
  };
  const tableModel = table ? new TableModel(served) : null;
  const game = tableModel ? tableModel.game : new GameModel(served);
  /** Resolves once the host's game is not storing an answer. */
  function idle(): Promise<void> {
    return new Promise((done) => {
      const stop = game.busy.subscribe((busy) => {
        if (busy) return;
        queueMicrotask(() => stop());
        done();
      });
    });
  }
  const room = signal<HostRoom | null>(null);
  const seats = signal<SeatView[]>([]);
  /** Players the game waits for (several while everyone chooses Action cards). */
  const choosing = signal<number[]>([]);
  const link = signal<HostLinkState>('connecting');
  let stop: () => void = () => undefined;
  let rotate: () => void = () => undefined;

  /** Opens the game, then the room: the same room as before this page's reload. */
  async function open(id: string): Promise<void> {
    // A table game enters by itself what it already knows (table-model's settle) before the room opens.
    await (tableModel ? tableModel.open(id) : game.open(id));
    const row = game.row.value;
    if (!row) return;
    const save = await saveOf(db, row);
    if (!save.ok) {
      problem.value = save.error;
      return;
    }
    const r = await roomOf(id);
    room.value = r;
    const s = new HostSession({
      game: id,
      version: appVersion(),
      start: { options: save.value.options, ...(save.value.start ? { start: save.value.start } : {}) },
      steps: save.value.steps,
      hostPlayers: HOST_PLAYERS,
      seats: r.seats,
      newToken,
      // The code of the moment: "New room code" changes the key too, and a phone with the old code cannot reach this id.
      prove: (nonce) => proveRoom((room.peek() ?? r).code, nonce),
      commit: async (index, choice) => {
        // An Action card held for its turn comes while the host's own answer is still being stored.
        await idle();
        const p = game.prompt.value;
        if (game.row.value?.steps !== index || !p) return false;
        game.confirmHandOff();
        return game.choose(choice);
      },
      onChange: () => {
        batch(() => {
          seats.value = s.seatsView();
          choosing.value = s.waiting()?.players ?? [];
        });
        if (room.value) void keepSeats(id, room.value, s.seatRecords());
      },
    });
    session = s;
    seats.value = s.seatsView();
    choosing.value = s.waiting()?.players ?? [];
    // A new signalling address (changed in the room's panel) registers the room there at once;
    // the phones already joined keep their links (only the first handshake uses the server).
    const rooms: ReturnType<typeof hostRoom>[] = [];
    const register = (address: string, code: string): void => {
      rooms.at(-1)?.retire();
      rooms.push(hostRoom(address, code, s, (state) => void (link.value = state)));
    };
    const watching = effect(() => register(signalling.value, (room.peek() ?? r).code));
    rotate = () => {
      // A code seen by someone not at the table: a new one, kept with the game; the joined phones keep their links.
      const next = { code: newRoomCode(), seats: s.seatRecords() };
      void keepSeats(id, next, next.seats);
      room.value = next;
      register(signalling.peek(), next.code);
    };
    stop = () => {
      watching();
      for (const room of rooms) room.close();
    };
  }

  return {
    game,
    /** The table game's model (its reveals and Action cards), null for a pocket game. */
    tableModel: (): InstanceType<typeof TableModel> | null => tableModel,
    /** Takes back the last answer; at the table, with what the app entered for it. */
    undo: (): Promise<boolean> => (tableModel ? tableModel.undo() : game.undo()),
    room,
    seats,
    choosing,
    link,
    problem,
    open,
    remove(player: number): void {
      session?.remove(player);
    },
    /** A new room code: the old one no longer reaches this host (phones already joined play on). */
    newCode(): void {
      rotate();
    },
    /** Lets the new phone that asked for this player (its phone away) take it. */
    allow(player: number): void {
      session?.allow(player);
    },
    close(): void {
      stop();
      session = null;
    },
  };
});
