/**
 * The fast heuristic policy: one answer for any decision, from public facts only (the
 * formation, swarms, tokens, hands, supply, the face-up cards). It never reads decks or the
 * dealer's PRNG. Most rules of thumb steer by the death-chance model of danger.ts: slay where
 * a marine's chance to die drops most, put tokens where they re-roll a likely death, face the
 * swarm that can be shot and re-rolled against. Any other kind of decision (including ones the
 * engine adds later) takes the documented default `fallback`: the first option that acts.
 */
import { actionDef, marineDef } from '../data';
import { optionOf, type DecisionPrompt, type GameState, type Position, type Side } from '../engine';
import { deathFacing, marineDeath, NORMAL_SHOT, slayGain, stackOn, SURE_KILL, tokenGain } from './danger';

/** Answers that pass rather than act. */
const PASSIVE: ReadonlySet<string> = new Set(['done', 'skip', 'stop', 'keep', 'stay']);

/** The default for any decision the policy has no rule for: act rather than pass (attack, re-roll, use). */
export function fallback(options: readonly string[]): string {
  for (const o of options) if (!PASSIVE.has(o)) return o;
  return options[0] as string;
}

const OTHER: Record<Side, Side> = { LEFT: 'RIGHT', RIGHT: 'LEFT' };

function sideSize(p: Position, side: Side): number {
  let n = 0;
  for (const sw of stackOn(p, side).swarms) n += sw.cards.length;
  return n;
}

function rowOf(s: GameState, marine: string): number {
  for (let r = 0; r < s.formation.length; r++) if ((s.formation[r] as Position).marine === marine) return r;
  return -1;
}

function teamRows(s: GameState, team: string): number[] {
  const out: number[] = [];
  for (let r = 0; r < s.formation.length; r++) if (marineDef((s.formation[r] as Position).marine).team === team) out.push(r);
  return out;
}

/** Highest option by `value`; `pass` when none is worth more than `floor`. */
function argmax(options: readonly string[], value: (o: string) => number, floor = -Infinity, pass: string | null = null): string {
  let best: string | null = null;
  let bestScore = floor;
  for (const o of options) {
    const v = value(o);
    if (v > bestScore) {
      bestScore = v;
      best = o;
    }
  }
  return best ?? pass ?? fallback(options);
}

/** Row and side of a swarm option, read with the engine's codec. */
function parseSwarm(o: string): [number, Side] | null {
  const v = optionOf('swarm', o);
  return v ? [v.ref.row, v.ref.side] : null;
}

// ---------------------------------------------------------------------------------------
// Attacks

/** The attack card being resolved, if any (a public fact: it is face up). */
function attackCard(s: GameState): string | null {
  for (let k = s.stack.length - 1; k >= 0; k--) {
    const f = s.stack[k];
    if (f?.t === 'attack-action') return f.card;
  }
  return null;
}

/** Exactly k cards slain, as a distribution (k = 0..3). */
const EXACTLY: readonly (readonly number[])[] = [[1], [0, 1], [0, 0, 1], [0, 0, 0, 1]];
const FLAMER: readonly number[] = [1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];
const DEAD_AIM: readonly number[] = [2 / 6, 3 / 6, 0, 1 / 6];

/** Cards one attack slays, as chances by count: Zael's flamer slays the number rolled, a Green 4 slays 3. */
function shotFor(card: string | null, marine: string | null): readonly number[] {
  if (card === 'action.flamer-attack' && marine === 'marine.zael') return FLAMER;
  if (card === 'action.dead-aim' && marine && marineDef(marine).team === 'GREEN') return DEAD_AIM;
  return NORMAL_SHOT;
}

/** The best a marine at row `r` facing `side` could do with one attack of this distribution. */
function bestShot(s: GameState, r: number, side: Side, dist: readonly number[]): number {
  const p = s.formation[r] as Position;
  const range = marineDef(p.marine).range;
  let best = 0;
  for (let i = Math.max(0, r - range); i <= Math.min(s.formation.length - 1, r + range); i++) {
    if (sideSize(s.formation[i] as Position, side) === 0) continue;
    best = Math.max(best, slayGain(s, i, side, dist));
  }
  return best;
}

/** The swarm option whose slaying lowers the danger most; on a tie the one engaged with `own`. */
function bestSlay(s: GameState, options: readonly string[], dist: readonly number[], own = -1, floor = -Infinity): string {
  const pass = options.find((o) => PASSIVE.has(o)) ?? null;
  return argmax(
    options,
    (o) => {
      const at = parseSwarm(o);
      return at ? slayGain(s, at[0], at[1], dist) + (at[0] === own ? 1e-6 : 0) : -Infinity;
    },
    floor,
    pass,
  );
}

/** Attackers with the most to gain first; `done` only when nobody has a target. */
function attacker(s: GameState, options: readonly string[]): string {
  const card = attackCard(s);
  return argmax(
    options,
    (o) => {
      if (PASSIVE.has(o)) return -Infinity;
      const m = optionOf('ability', o)?.marine ?? o;
      const r = rowOf(s, m);
      return r >= 0 ? bestShot(s, r, (s.formation[r] as Position).facing, shotFor(card, m)) : 0;
    },
    0,
    options.includes('done') ? 'done' : null,
  );
}

// ---------------------------------------------------------------------------------------
// Facing, moves and terrain

/** What activating terrain `t` is worth now (negative: better left alone). */
function terrainValue(s: GameState, t: string, r: number): number {
  const p = s.formation[r] as Position;
  switch (t) {
    case 'terrain.promethium-tank':
      return slayGain(s, r, 'LEFT', [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]) + slayGain(s, r, 'RIGHT', [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]) - (1 / 6) * (1 - marineDeath(p)) - 0.05;
    case 'terrain.spore-chimney':
      return 0.06;
    case 'terrain.door':
      return s.locationDeck.length > 0 && s.supply > 0 ? 0.08 : 0;
    case 'terrain.artefact':
      return 0.3;
    case 'terrain.control-panel':
      switch (s.location) {
        case 'location.launch-control-room':
          return 0.8;
        case 'location.toxin-pumping-station':
          return 0.4;
        case 'location.teleportarium': {
          // Travel at once, but each marine without a token to give up dies on a 0.
          let bare = 0;
          for (const q of s.formation) if (q.tokens === 0) bare++;
          return s.locationDeck.length > 0 ? 0.5 - bare / 6 : 0;
        }
        case 'location.cryo-control':
        case 'location.apothecarion':
          return 0.1;
        case 'location.core-cogitator':
          return 0.03;
        // Generatorium: half the time the activating marine dies.
        default:
          return -1;
      }
    default:
      return 0;
  }
}

/** The best activatable terrain in front of a marine at row `r` facing `side`, not used this round. */
function bestTerrain(s: GameState, r: number, side: Side): number {
  const p = s.formation[r];
  if (!p) return 0;
  let best = 0;
  for (const t of stackOn(p, side).terrain) {
    if (s.effects.activatedTerrain.includes(t.id)) continue;
    best = Math.max(best, terrainValue(s, t.id, r));
  }
  return best;
}

/** The best terrain a marine at row `r` could turn to and activate. */
function terrainAt(s: GameState, r: number): number {
  return Math.max(bestTerrain(s, r, 'LEFT'), bestTerrain(s, r, 'RIGHT'));
}

/** How good it is for the marine at row `r` to face `side`: his chance to live, shots there, terrain there. */
function facingValue(s: GameState, r: number, side: Side, terrain: boolean): number {
  const p = s.formation[r] as Position;
  return -deathFacing(p, side, p.tokens) + 0.3 * bestShot(s, r, side, NORMAL_SHOT) + (terrain ? bestTerrain(s, r, side) : 0);
}

function face(s: GameState, options: readonly string[]): string {
  for (const o of options) {
    const flip = optionOf('flip', o);
    if (!flip) continue;
    const r = rowOf(s, flip.marine);
    const p = s.formation[r];
    if (p && facingValue(s, r, OTHER[p.facing], true) > facingValue(s, r, p.facing, true) + 0.005) return o;
  }
  return 'done';
}

/** A swap that lowers the two marines' chances to die; `done` when none does. */
function move(s: GameState, options: readonly string[]): string {
  return argmax(
    options,
    (o) => {
      const swap = optionOf('swap', o);
      if (!swap) return -Infinity;
      const { a, b } = swap;
      const ra = rowOf(s, `${a}`);
      const rb = rowOf(s, `${b}`);
      const pa = s.formation[ra];
      const pb = s.formation[rb];
      if (!pa || !pb) return -Infinity;
      // Marines swap rows with their facing and tokens; swarms and terrain stay (RB p17).
      // The mover may then turn to terrain worth activating at his new row.
      return marineDeath(pa) + marineDeath(pb) - deathFacing(pb, pa.facing, pa.tokens) - deathFacing(pa, pb.facing, pb.tokens) + 0.8 * (terrainAt(s, rb) - terrainAt(s, ra));
    },
    0.05,
    options.includes('done') ? 'done' : null,
  );
}

function activate(s: GameState, options: readonly string[]): string {
  return argmax(
    options,
    (o) => {
      const act = optionOf('activate', o);
      if (!act) return -Infinity;
      const { marine, terrain } = act;
      return terrainValue(s, `${terrain}`, rowOf(s, `${marine}`));
    },
    0,
    options.includes('done') ? 'done' : null,
  );
}

// ---------------------------------------------------------------------------------------
// Support

/** A token goes where it most lowers a marine's chance to die; a spare one to a marine without. */
function tokenValue(p: Position): number {
  return tokenGain(p) + 0.02 / (1 + p.tokens) + 0.005 * sideSize(p, p.facing);
}

function supportTarget(s: GameState, options: readonly string[]): string {
  const pass = options.find((o) => PASSIVE.has(o)) ?? null;
  return argmax(
    options,
    (o) => {
      const p = s.formation[rowOf(s, o)];
      return p ? tokenValue(p) : -Infinity;
    },
    -Infinity,
    pass,
  );
}

/** How much taking a whole swarm out of this round's attacks lowers the chance of a death. */
function silenceGain(s: GameState, r: number, side: Side): number {
  const p = s.formation[r];
  return p ? marineDeath(p) - marineDeath(p, side, -sideSize(p, side)) : 0;
}

/** How much `n` more cards on `side` of row `r` raise the danger (spawns, Events). */
function addedDanger(s: GameState, r: number, side: Side, n: number): number {
  const p = s.formation[r];
  return p ? marineDeath(p, side, n) - marineDeath(p) : 0;
}

/** Surrounded: the chance that the marine at row `r` dies once every Genestealer gathers on his row. */
function gathered(s: GameState, r: number): number {
  const p = s.formation[r];
  if (!p) return Infinity;
  let left = 0;
  let right = 0;
  for (const q of s.formation) {
    left += sideSize(q, 'LEFT');
    right += sideSize(q, 'RIGHT');
  }
  return marineDeath({ ...p, LEFT: { terrain: [], swarms: left ? [{ cards: new Array<string>(left).fill('gs'), attacked: false, moved: false }] : [] }, RIGHT: { terrain: [], swarms: right ? [{ cards: new Array<string>(right).fill('gs'), attacked: false, moved: false }] : [] } });
}

/** Strategize: move the swarm whose move lowers the danger most (its destination is chosen next). */
function strategizeTo(s: GameState, options: readonly string[], from: [number, Side]): string {
  const p = s.formation[from[0]];
  const n = p ? sideSize(p, from[1]) : 0;
  return argmax(options, (o) => {
    const to = optionOf('to', o);
    return to ? -addedDanger(s, to.row, to.side, n) : -Infinity;
  });
}

function strategizeFrom(s: GameState): [number, Side] | null {
  const f = s.stack[s.stack.length - 1];
  if (f?.t !== 'ability' || typeof f.data.from !== 'string') return null;
  return parseSwarm(f.data.from);
}

// ---------------------------------------------------------------------------------------
// Action cards

/** The extra a card's own ability adds to its type's base effect, for `team` now (rough, in expected marines). */
function cardExtra(s: GameState, id: string, rows: readonly number[]): number {
  switch (id) {
    case 'action.power-field': {
      let best = 0;
      s.formation.forEach((_, r) => (best = Math.max(best, silenceGain(s, r, 'LEFT'), silenceGain(s, r, 'RIGHT'))));
      return best;
    }
    case 'action.block':
    case 'action.counter-attack': {
      // Gideon / Lorenzo: a skull on defence misses, whatever the swarm.
      const who = id === 'action.block' ? 'marine.gideon' : 'marine.lorenzo';
      const p = s.formation[rowOf(s, who)];
      return p ? marineDeath(p) * 0.5 : 0;
    }
    case 'action.defensive-stance': {
      let v = 0;
      for (const r of rows) {
        const p = s.formation[r] as Position;
        if (p.tokens > 0) v += marineDeath(p) * 0.6;
      }
      return v;
    }
    case 'action.overwatch':
    case 'action.run-and-gun': {
      let v = 0;
      for (const r of rows) {
        const p = s.formation[r] as Position;
        if (p.tokens > 0) v += bestShot(s, r, p.facing, NORMAL_SHOT) * 0.8;
      }
      return v;
    }
    case 'action.strategize':
      return s.formation.some((p) => p.LEFT.swarms.length + p.RIGHT.swarms.length > 0) ? 0.05 : 0;
    case 'action.stealth-tactics':
      // A blip discarded brings the next travel (or the final victory) closer.
      return 0.12 + (s.locationDeck.length === 0 ? 0.2 : 0);
    case 'action.intimidation': {
      let v = 0;
      for (const r of rows) v += slayGain(s, r, 'LEFT', [0.2, 0.2, 0.2, 0.2, 0.2]) + slayGain(s, r, 'RIGHT', [0.2, 0.2, 0.2, 0.2, 0.2]);
      return v * 0.5;
    }
    case 'action.full-auto': {
      const r = rowOf(s, 'marine.leon');
      return r >= 0 ? 2 * bestShot(s, r, (s.formation[r] as Position).facing, NORMAL_SHOT) : 0;
    }
    case 'action.psionic-attack': {
      const r = rowOf(s, 'marine.calistarius');
      return r >= 0 ? bestShot(s, r, (s.formation[r] as Position).facing, NORMAL_SHOT) : 0;
    }
    case 'action.heroic-charge': {
      // Up to 3 sure kills among the swarms on his row and the rows next to it, then 1 in 6 he dies.
      const r = rowOf(s, 'marine.claudio');
      if (r < 0) return 0;
      const gains: number[] = [];
      for (let i = Math.max(0, r - 1); i <= Math.min(s.formation.length - 1, r + 1); i++) {
        for (const side of ['LEFT', 'RIGHT'] as const) {
          const n = sideSize(s.formation[i] as Position, side);
          // The k-th kill from one swarm is worth what k kills add over k − 1.
          for (let k = 1; k <= Math.min(3, n); k++) gains.push(slayGain(s, i, side, EXACTLY[k] as readonly number[]) - (k > 1 ? slayGain(s, i, side, EXACTLY[k - 1] as readonly number[]) : 0));
        }
      }
      gains.sort((a, b) => b - a);
      const p = s.formation[r] as Position;
      return (gains[0] ?? 0) + (gains[1] ?? 0) + (gains[2] ?? 0) - (1 / 6) * (1 - marineDeath(p)) - bestShot(s, r, p.facing, NORMAL_SHOT);
    }
    default:
      return 0;
  }
}

/** The value of an Action card for `team` now, in expected marines kept alive (roughly). */
function actionValue(s: GameState, id: string, rows: readonly number[]): number {
  const def = actionDef(id);
  let v = cardExtra(s, id, rows);
  if (def.type === 'ATTACK') {
    for (const r of rows) {
      const p = s.formation[r] as Position;
      v += bestShot(s, r, p.facing, shotFor(id, p.marine));
    }
  } else if (def.type === 'SUPPORT') {
    if (s.supply > 0) {
      let best = 0;
      for (const p of s.formation) best = Math.max(best, tokenValue(p));
      v += best;
    }
  } else {
    for (const r of rows) {
      const p = s.formation[r] as Position;
      const stay = facingValue(s, r, p.facing, true);
      const near = Math.max(terrainAt(s, r - 1), terrainAt(s, r + 1));
      v += Math.max(0, facingValue(s, r, OTHER[p.facing], true) - stay, 0.8 * near - terrainAt(s, r)) + bestTerrain(s, r, p.facing);
    }
  }
  return v;
}

function chooseAction(s: GameState, options: readonly string[], team: string): string {
  const rows = teamRows(s, team);
  // Lower initiative breaks ties: acting earlier acts before the swarms move.
  return argmax(options, (o) => actionValue(s, o, rows) - actionDef(o).initiative * 1e-4);
}

/** The heuristic answer to a decision, from public facts only. */
export function heuristic(s: GameState, p: DecisionPrompt): string {
  const o = p.options;
  switch (p.ask) {
    case 'choose-action':
      return chooseAction(s, o, p.subject ?? '');
    case 'support-target':
    case 'token-target':
    case 'lead-by-example':
    case 'enter-formation':
    case 'munitorium':
      return supportTarget(s, o);
    case 'move':
      return move(s, o);
    case 'face':
      return face(s, o);
    case 'activate':
      return activate(s, o);
    case 'attacker':
      return attacker(s, o);
    case 'attack-target':
      return bestSlay(s, o, shotFor(attackCard(s), p.subject), p.subject ? rowOf(s, p.subject) : -1);
    case 'door-slay':
    case 'slay-anywhere':
    case 'rewarded-faith-slay':
    case 'heroic-charge':
      return bestSlay(s, o, SURE_KILL, -1, 0);
    case 'power-field':
      return argmax(o, (x) => {
        const at = parseSwarm(x);
        return at ? silenceGain(s, at[0], at[1]) : -Infinity;
      }, 0, 'skip');
    case 'strategize-swarm':
      return argmax(o, (x) => {
        const at = parseSwarm(x);
        return at ? silenceGain(s, at[0], at[1]) - 0.1 : -Infinity;
      }, 0, 'skip');
    case 'strategize-to': {
      const from = strategizeFrom(s);
      return from ? strategizeTo(s, o, from) : fallback(o);
    }
    case 'black-holds':
      // Two more cards join a swarm: where they add the least chance of a death.
      return argmax(o, (x) => {
        const at = parseSwarm(x);
        return at ? -addedDanger(s, at[0], at[1], 2) : -Infinity;
      });
    case 'dark-catacombs':
      return argmax(o, (m) => {
        const q = s.formation[rowOf(s, m)];
        return q ? -addedDanger(s, rowOf(s, m), OTHER[q.facing], 1) : -Infinity;
      });
    // Events that pick a marine (src/data/events.ts): the least harm, or the most help.
    case 'out-of-thin-air':
      return argmax(o, (m) => {
        const r = rowOf(s, m);
        const q = s.formation[r];
        return q ? -addedDanger(s, r, OTHER[q.facing], 2) : -Infinity;
      });
    case 'surrounded':
      return argmax(o, (m) => -gathered(s, rowOf(s, m)));
    case 'psychic-assault':
    case 'second-wind':
      // Psychic Assault may kill him: the marine most likely to die anyway. Second Wind saves: the same one.
      return argmax(o, (m) => {
        const q = s.formation[rowOf(s, m)];
        return q ? marineDeath(q) : -Infinity;
      });
    case 'quick-instincts':
      return argmax(o, (m) => {
        const r = rowOf(s, m);
        const q = s.formation[r];
        return q ? bestShot(s, r, q.facing, NORMAL_SHOT) : -Infinity;
      });
    case 'cleansing-flames':
      return argmax(o, (m) => {
        const r = rowOf(s, m);
        return r >= 0 ? Math.max(slayGain(s, r, 'LEFT', [0, 0, 1]), slayGain(s, r, 'RIGHT', [0, 0, 1])) : -Infinity;
      });
    case 'rewarded-faith':
      return argmax(o, (m) => {
        const r = rowOf(s, m);
        const q = s.formation[r];
        return q ? Math.min(q.tokens, sideSize(q, 'LEFT') + sideSize(q, 'RIGHT')) + marineDeath(q) : -Infinity;
      });
    case 'resupply': {
      let all = 0;
      for (const q of s.formation) all += q.tokens;
      return argmax(o, (m) => {
        const q = s.formation[rowOf(s, m)];
        return q ? marineDeath(q) - marineDeath(q, null, 0, all - q.tokens) : -Infinity;
      });
    }
    case 'stalking':
      return argmax(o, (m) => {
        const q = s.formation[rowOf(s, m)];
        return q ? -q.tokens - tokenGain(q) : -Infinity;
      });
    case 'temporary-sanctuary':
      return argmax(o, (x) => {
        const at = parseSwarm(x);
        const q = at ? s.formation[at[0]] : undefined;
        return at && q ? silenceGain(s, at[0], at[1]) + 0.06 * sideSize(q, at[1]) : -Infinity;
      });
    case 'gun-jam':
      // The team that would lose least without its Attack card next round.
      return argmax(o, (team) => {
        let v = 0;
        for (const r of teamRows(s, team)) v += bestShot(s, r, (s.formation[r] as Position).facing, NORMAL_SHOT);
        return -v;
      });
    case 'full-scan':
      return argmax(o, (x) => (x === 'LEFT' || x === 'RIGHT' ? -s.blips[x].length : -Infinity));
    // The engine asks these only when the roll can still be improved (attack) or kills (defence).
    case 'defence-reroll':
      return 'reroll';
    // A token spent on a missed shot is not there to save the marine from his own swarm:
    // re-roll when the shot is worth more than the token's re-roll in defence.
    case 'attack-reroll': {
      const r = p.subject ? rowOf(s, p.subject) : -1;
      const q = s.formation[r];
      const f = s.stack[s.stack.length - 1];
      if (!q || f?.t !== 'attack' || !f.target) return 'keep';
      const shot = slayGain(s, f.target.row, f.target.side, shotFor(attackCard(s), p.subject));
      const keep = q.tokens > 1 ? marineDeath(q, null, 0, -1) - marineDeath(q) : tokenGain({ ...q, tokens: 0 });
      return shot > keep + 0.02 ? 'reroll' : 'keep';
    }
    case 'use-artefact':
      return 'use';
    // Stealth Tactics, Cryo Control: empty the smaller pile first (an empty pile means travel).
    case 'stealth-first':
    case 'discard-blip':
      return argmax(o, (x) => (x === 'LEFT' || x === 'RIGHT' ? -s.blips[x].length : -Infinity));
    case 'toxin-pile':
      return argmax(o, (x) => (x === 'LEFT' || x === 'RIGHT' ? s.blips[x].length : -Infinity));
    case 'stealth-second':
      return argmax(o, (x) => {
        const pay = optionOf('pay', x);
        const q = pay && s.formation[rowOf(s, pay.marine)];
        return q && q.tokens >= 2 ? q.tokens : -Infinity;
      }, 0, 'skip');
    // Launch Control Room: the squad rarely lives long there, so roll rather than build up tokens.
    case 'launch-control':
      return o.includes('roll') ? 'roll' : fallback(o);
    default:
      return fallback(o);
  }
}
