/** One game across several phones: the host's authority, the guests' views, and what they say to each other. */
export { AWAY_MS, PING_MS, STRIKES } from './connection';
export { HostSession, type ConnId, type HostConfig } from './host';
export type { SeatRecord, SeatView } from './seats';
export { GuestSession, type GuestConfig, type GuestStatus } from './guest';
export { PROTOCOL_VERSION, MAX_GUEST_MESSAGE, parseGuestMessage, parseHostMessage, encode, type HostMessage, type GuestMessage, type SeatChoice, type SeatState, type WireEntry, type Waiting, type Refusal, type GuestRefusal, type MessageProblem } from './protocol';
export type { SessionStart } from './stream';
export { refusalWords, messageProblemWords } from './words-en';
