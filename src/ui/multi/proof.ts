/**
 * The host's proof that it knows the room's key (the part of the room code the signalling
 * server never sees): an HMAC-SHA-256 of the guest's fresh nonce. Whoever holds the room's id
 * without the key cannot answer, so a guest hands its seat token to the real host only.
 *
 * The HMAC key is stretched from the code with PBKDF2: anyone may challenge the real host and
 * take its answer away, and a slow derivation keeps trying every key against that answer out
 * of reach (40 bits × 100,000 rounds), where a bare HMAC of a short key would be checked fast.
 */
const ROUNDS = 100_000;
const text = new TextEncoder();
/** One derivation per code on a phone (a guest's every reconnection checks the same key). */
const keys = new Map<string, Promise<CryptoKey>>();

async function derive(code: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', text.encode(code), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: text.encode('death-angel-room-key'), iterations: ROUNDS },
    material,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign', 'verify'],
  );
}

function keyOf(code: string): Promise<CryptoKey> {
  let key = keys.get(code);
  if (!key) {
    key = derive(code);
    keys.set(code, key);
  }
  return key;
}

/** What is signed: marked as the host's, so no other message of the protocol can pass for a proof. */
const signed = (nonce: string): Uint8Array<ArrayBuffer> => text.encode(`death-angel-host-proof:${nonce}`);

const hex = (bytes: ArrayBuffer | Uint8Array): string => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

function unhex(s: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(s)) return null;
  return Uint8Array.from(s.match(/../g) ?? [], (h) => parseInt(h, 16));
}

/** The host's answer to a guest's challenge. */
export async function proveRoom(code: string, nonce: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', await keyOf(code), signed(nonce)));
}

/** Whether `proof` answers `nonce` with this room's key (checked in constant time by WebCrypto). */
export async function checkRoom(code: string, nonce: string, proof: string): Promise<boolean> {
  const mac = unhex(proof);
  if (!mac) return false;
  return crypto.subtle.verify('HMAC', await keyOf(code), mac, signed(nonce));
}

/** A fresh challenge: 128 random bits, so an answer seen once is worth nothing again. */
export const newNonce = (): string => hex(crypto.getRandomValues(new Uint8Array(16)));
