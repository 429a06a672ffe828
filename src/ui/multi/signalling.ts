/**
 * Where phones find each other: a PeerJS signalling server. The default is PeerJS's public
 * server (needs the internet); on a Wi-Fi without internet, anyone can run one
 * (`npx peerjs --port 9000`) and type its address here. Only the first handshake goes
 * through it: the game itself flows directly between the phones.
 */
import { signal } from '@preact/signals';
import type { PeerOptions } from 'peerjs';

export const PUBLIC_SIGNAL = 'https://0.peerjs.com/';
const KEY = 'death-angel-signalling';

export function signalAddress(): string {
  try {
    return localStorage.getItem(KEY) || PUBLIC_SIGNAL;
  } catch {
    return PUBLIC_SIGNAL;
  }
}

/** The address in use: a change takes effect at once (the host's room registers there, no reload). */
export const signalling = signal(signalAddress());

/** Keeps a new address; null when it is not an http(s) address (said in words by the caller). */
export function setSignalAddress(typed: string): string | null {
  const url = parseAddress(typed.trim());
  if (!url) return null;
  const text = url.href;
  try {
    if (text === PUBLIC_SIGNAL) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, text);
  } catch {
    // Not kept across reloads; used for this visit.
  }
  signalling.value = text;
  return text;
}

function parseAddress(text: string): URL | null {
  try {
    const url = new URL(/^https?:\/\//.test(text) ? text : `http://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.pathname.endsWith('/')) url.pathname += '/';
    return url;
  } catch {
    return null;
  }
}

/** A server of one's own as it is shown: the host and port typed (PeerJS's public one is named in words by the caller). */
export function ownAddress(address: string): string {
  const url = parseAddress(address);
  return url ? url.host + (url.pathname === '/' ? '' : url.pathname) : address;
}

export function peerOptions(address: string): PeerOptions {
  const url = parseAddress(address) ?? new URL(PUBLIC_SIGNAL);
  const secure = url.protocol === 'https:';
  const options: PeerOptions = { host: url.hostname, port: Number(url.port) || (secure ? 443 : 80), path: url.pathname, secure, debug: 0 };
  // A server of one's own is on the same network: the phones reach each other by their local
  // addresses, and no public STUN server is asked (there may be no internet at all).
  if (address !== PUBLIC_SIGNAL) options.config = { iceServers: [] };
  return options;
}

/** Whether the server answers (its REST "give me an id" call), within a few seconds. */
export async function probe(address: string, ms = 4000): Promise<boolean> {
  const url = parseAddress(address);
  if (!url) return false;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), ms);
  try {
    const r = await fetch(new URL('peerjs/id', url), { signal: stop.signal, cache: 'no-store' });
    return r.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
