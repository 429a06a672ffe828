/**
 * The heuristic's hand-set weights in one table, so that `npm run tune:heuristic` can try
 * another value of one weight on the same deals (paired seeds) and keep it only when the win
 * rate rises beyond noise. The app never changes them; the tuning script sets a field for one
 * arm and puts it back. Units: expected marines (the death-chance model of danger.ts) unless named.
 */
export interface HeuristicWeights {
  /** What one swarm card left alive costs beyond this round (danger.ts). */
  linger: number;
  /** facingValue: what an attack possible on the faced side is worth beside staying alive. */
  faceShot: number;
  /** face: how much better the other facing must be before a marine turns. */
  faceMargin: number;
  /** move: how much a swap must lower deaths before it is made. */
  moveFloor: number;
  /** move and Move + Activate: terrain a marine can reach after the move, as a share of its value. */
  moveTerrain: number;
  /** Support: a token to a marine without one, beside the death it saves now. */
  tokenSpare: number;
  /** Support: per card in the faced swarm (the token re-rolls against it in later rounds too). */
  tokenFaced: number;
  /** attack-reroll: how much more the shot must be worth than the token kept for defence. */
  rerollMargin: number;
  /** Defensive Stance: share of a token holder's death chance it saves. */
  defensiveStance: number;
  /** Overwatch, Run and Gun: share of a token holder's extra shot. */
  overwatch: number;
  /** Intimidation: share of its kills that are taken. */
  intimidation: number;
  /** Block, Counter-Attack: share of the marine's death chance a skull saved is worth. */
  block: number;
  /** Stealth Tactics: a blip discarded (closer to the next travel). */
  stealth: number;
  /** Stealth Tactics at the final Location (both piles must empty to win there). */
  stealthFinal: number;
  /** Strategize when any swarm is engaged. */
  strategize: number;
  /** Terrain: a Door (slay one at travel), an Artefact, a Spore Chimney. */
  door: number;
  artefact: number;
  sporeChimney: number;
  /** Control Panels: Launch Control Room, Toxin Pumping Station, Teleportarium (before its rolls). */
  launchControl: number;
  toxinPumping: number;
  teleportarium: number;
  /** Launch Control Room: tokens put on the card before the panel is rolled (0: always roll). */
  launchBuild: number;
}

export const W: HeuristicWeights = {
  linger: 0.15,
  faceShot: 0.3,
  faceMargin: 0.005,
  moveFloor: 0.05,
  moveTerrain: 0.8,
  tokenSpare: 0.02,
  tokenFaced: 0.005,
  rerollMargin: 0.02,
  defensiveStance: 0.6,
  overwatch: 0.8,
  intimidation: 0.5,
  block: 0.5,
  stealth: 0.12,
  stealthFinal: 0.1,
  strategize: 0.05,
  door: 0.6,
  artefact: 0.3,
  sporeChimney: 0.06,
  launchControl: 0.8,
  toxinPumping: 0.4,
  teleportarium: 1,
  launchBuild: 0,
};
