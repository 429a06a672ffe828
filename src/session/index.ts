/** One game across several phones: the host's authority, the guests' views, and what they say to each other. */
export { HostSession, AWAY_MS, PING_MS, STRIKES, type ConnId, type HostConfig, type SeatRecord, type SeatView } from './host';
export { GuestSession, type GuestConfig, type GuestStatus } from './guest';
export { PROTOCOL_VERSION, MAX_GUEST_MESSAGE, parseGuestMessage, parseHostMessage, encode, type HostMessage, type GuestMessage, type SeatChoice, type SeatState, type WireEntry, type Waiting } from './protocol';
export type { SessionStart } from './stream';
export { SESSION_WORDS } from './words-en';
