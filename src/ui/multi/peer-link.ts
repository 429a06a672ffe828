/**
 * PeerJS under the session: the host registers the room's id with the signalling server and
 * takes guests' data connections; a guest connects to it and comes back by itself (backoff,
 * and at once when the page is shown again or the network returns). Messages cross as text
 * ('raw' serialization): the session's parser is the only reader of what arrives.
 */
import { Peer, type DataConnection } from 'peerjs';
import { PING_MS, type GuestSession, type HostSession } from '../../session';
import { hostPeerId } from './room';
import { peerOptions } from './signalling';

export type LinkState = 'connecting' | 'open' | 'unreachable' | 'closed';

/**
 * Test hooks (tests/e2e/multiplayer.spec.ts): a test page sets `window.__mpInbox = []`, and
 * every message this phone receives is pushed to it; such a page also gets `window.__mpSend`,
 * which sends raw text to the host as a hostile phone would. Pages without the inbox get neither.
 */
function record(text: unknown): void {
  const inbox = (globalThis as { __mpInbox?: unknown[] }).__mpInbox;
  if (Array.isArray(inbox)) inbox.push(text);
}

function exposeSend(send: (text: string) => void): void {
  const g = globalThis as { __mpInbox?: unknown[]; __mpSend?: (text: string) => void };
  if (Array.isArray(g.__mpInbox)) g.__mpSend = send;
}

/** Up to 4 s between tries: a host's phone back from a crash is found again within 10 s (issue 33). */
const RETRY_MS = [500, 1000, 2000, 4000];

/** No word from the host for this long (it answers every ping, sent each PING_MS) and a guest joins again. */
const HOST_SILENT_MS = 2 * PING_MS + 500;
/** A guest's link normally opens within a second; the server's own expiry of an unknown id is 5 s. */
const OPEN_MS = 8000;

/** The host's registration; `taken`: another peer holds the room's id on the server (not this page's old self). */
export type HostLinkState = LinkState | 'taken';

/** After this many refusals of the room's id in a row, it is held by someone else, not by this page's last visit. */
const TAKEN_AFTER = 4;

/**
 * Hosts `session` in the room `code`; `onState` hears, truthfully, whether the room is
 * registered. The peer is kept while its guests' data channels run: a signalling server that
 * restarts or drops is reconnected to (with backoff, for as long as it takes), never by
 * destroying the peer, which would close every guest's link.
 */
export function hostRoom(address: string, code: string, session: HostSession, report: (s: HostLinkState, why?: string) => void): { close: () => void; retire: () => void } {
  let peer: Peer | null = null;
  let closed = false;
  /** Another signalling server took over: this peer leaves its server but keeps its guests' links. */
  let retired = false;
  const onState = (s: HostLinkState, why?: string): void => {
    if (!retired) report(s, why);
  };
  let tries = 0;
  let refusedId = 0;
  /** PeerJS follows a refused id with 'disconnected': that must not turn "held by someone else" into "does not answer". */
  let idRefused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const conns = new Set<DataConnection>();
  // A phone that fell silent shows away: the session reads its clock once a second.
  const ticking = setInterval(() => session.tick(), 1000);

  function later(then: () => void): void {
    if (retired) return;
    clearTimeout(timer);
    timer = setTimeout(then, RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)]);
  }

  function start(): void {
    if (closed) return;
    onState('connecting');
    const p = new Peer(hostPeerId(code), peerOptions(address));
    peer = p;
    let registered = false;
    p.on('open', () => {
      if (p !== peer) return;
      registered = true;
      tries = 0;
      refusedId = 0;
      onState('open');
    });
    p.on('connection', (conn) => {
      const id = conn.connectionId;
      conn.on('open', () => {
        conns.add(conn);
        session.connect(id, (text) => void conn.send(text), () => conn.close());
      });
      conn.on('data', (data) => {
        record(data);
        void session.receive(id, data);
      });
      const gone = () => {
        conns.delete(conn);
        session.disconnect(id);
      };
      conn.on('close', gone);
      conn.on('error', gone);
    });
    p.on('disconnected', () => {
      // The signalling link dropped (the data channels may still run): not registered until it is back.
      if (closed || retired || p !== peer || p.destroyed) return;
      if (idRefused) {
        // The server answered (it refused the id): the error's own handler said so and tries again.
        idRefused = false;
        return;
      }
      onState('unreachable', 'disconnected');
      later(() => {
        if (!closed && p === peer && !p.destroyed && p.disconnected) p.reconnect();
      });
    });
    p.on('error', (e) => {
      if (closed || retired || p !== peer) return;
      const type = (e as { type?: string }).type ?? '';
      if (type === 'peer-unavailable' || type === 'webrtc' || type === 'negotiation-failed') return; // one guest's link, not the room
      if (type === 'unavailable-id') {
        // Just after a reload the server may still hold the id for this page's last visit; held longer, it is someone else's.
        refusedId++;
        idRefused = true;
        onState(refusedId >= TAKEN_AFTER ? 'taken' : 'connecting', type);
      } else onState('unreachable', type);
      if (registered && !p.destroyed) {
        // Registered before: reconnect this peer, keeping the guests' links.
        later(() => {
          if (!closed && p === peer && !p.destroyed && p.disconnected) p.reconnect();
        });
        return;
      }
      p.destroy();
      later(start);
    });
  }
  start();
  return {
    close: () => {
      closed = true;
      clearTimeout(timer);
      clearInterval(ticking);
      for (const c of conns) c.close();
      peer?.destroy();
    },
    retire: () => {
      retired = true;
      clearTimeout(timer);
      clearInterval(ticking);
      if (peer && !peer.destroyed && conns.size === 0) peer.destroy();
      else if (peer && !peer.destroyed && !peer.disconnected) peer.disconnect();
    },
  };
}

/** Joins the room `code` as `guest`, and keeps joining again whenever the link drops. */
export function joinRoom(address: string, code: string, guest: GuestSession, onState: (s: LinkState, why?: string) => void): { send: (text: string) => void; hangUp: () => void; close: () => void; now: () => void } {
  let peer: Peer | null = null;
  let conn: DataConnection | null = null;
  let closed = false;
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pinging: ReturnType<typeof setInterval> | undefined;
  /** When the host last said anything on this link. */
  let heard = 0;

  function retry(): void {
    if (closed || guest.status === 'kicked' || guest.status === 'refused') return;
    clearTimeout(timer);
    timer = setTimeout(start, RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)]);
  }

  function start(): void {
    if (closed) return;
    clearTimeout(timer);
    // Forgotten before they close: the old link's and peer's last events must not schedule yet
    // another start, which would cut the link this one is about to make.
    const [oldConn, oldPeer] = [conn, peer];
    conn = null;
    peer = null;
    oldConn?.close();
    oldPeer?.destroy();
    onState('connecting');
    const p = new Peer(peerOptions(address));
    peer = p;
    p.on('open', () => {
      if (p !== peer) return;
      const c = p.connect(hostPeerId(code), { serialization: 'raw', reliable: true });
      conn = c;
      // An offer taken by a peer that leaves as it arrives is never answered, and PeerJS then
      // says nothing at all: a link not open in time is tried again.
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (conn === c && !c.open) start();
      }, OPEN_MS);
      c.on('open', () => {
        if (conn !== c) return;
        clearTimeout(timer);
        tries = 0;
        heard = Date.now();
        onState('open');
        exposeSend((text) => void c.send(text));
        guest.hello();
        clearInterval(pinging);
        let beat = 0;
        pinging = setInterval(() => {
          if (conn !== c || !c.open) return;
          // A host whose browser died says no goodbye, and its data channel looks open for half a
          // minute: two pongs missed and this phone joins again (the host back within 10 s of its return).
          if (Date.now() - heard > HOST_SILENT_MS) {
            onState('closed');
            tries = 0;
            start();
            return;
          }
          if (beat++ % 2 === 0) guest.ping();
        }, PING_MS / 2);
      });
      c.on('data', (data) => {
        if (conn !== c) return;
        heard = Date.now();
        record(data);
        guest.receive(data);
      });
      c.on('close', () => {
        if (conn !== c) return;
        onState('closed');
        retry();
      });
      c.on('error', () => {
        if (conn === c) retry();
      });
    });
    p.on('error', (e) => {
      if (p !== peer) return;
      // The signalling server went away (restart, a dropped websocket): PeerJS reports it on the
      // peer, but the game link runs directly between the phones and does not need the server.
      // Restarting here cut a working link, so the host showed this phone away and offered its
      // player to any new phone until it came back.
      if (conn?.open) return;
      onState('unreachable', (e as { type?: string }).type ?? '');
      retry();
    });
  }

  const now = (): void => {
    if (document.visibilityState === 'visible' && !(conn?.open ?? false)) {
      tries = 0;
      start();
    }
  };
  // A page closed or navigated away says goodbye, so the host shows the phone away at once
  // (a data channel dropped without a word takes the browser many seconds to notice).
  const bye = (): void => conn?.close();
  document.addEventListener('visibilitychange', now);
  window.addEventListener('online', now);
  window.addEventListener('pagehide', bye);
  start();
  return {
    send: (text) => {
      if (conn?.open) void conn.send(text);
    },
    // The phone at the room's id failed the proof: this link closes and, with backoff, tries again (the real host may return).
    hangUp: () => conn?.close(),
    close: () => {
      closed = true;
      clearTimeout(timer);
      clearInterval(pinging);
      document.removeEventListener('visibilitychange', now);
      window.removeEventListener('online', now);
      window.removeEventListener('pagehide', bye);
      conn?.close();
      peer?.destroy();
    },
    now,
  };
}
