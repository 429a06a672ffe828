/**
 * The fast heuristic policy: one answer for any decision, from public facts only (the
 * formation, swarms, tokens, hands, supply, the face-up cards). It never reads decks or the
 * dealer's PRNG. Most rules of thumb steer by the death-chance model of danger.ts: slay where
 * a marine's chance to die drops most, put tokens where they re-roll a likely death, face the
 * swarm that can be shot and re-rolled against. Any other kind of decision (including ones the
 * engine adds later) takes the documented default `fallback`: the first option that acts.
 */
import { optionOf, type DecisionPrompt, type GameState, type Position } from '../engine';
import { marineDeath, NORMAL_SHOT, slayGain, SURE_KILL, tokenGain } from './danger';
import { chooseAction } from './decisions/action-card';
import { attackCard, bestShot, bestSlay, attacker, shotFor } from './decisions/attack';
import { argmax, fallback, OTHER, parseSwarm, rowOf, sideSize, teamRows } from './decisions/common';
import { activate, face, move } from './decisions/moves';
import { supportTarget } from './decisions/support';
import { addedDanger, gathered, silenceGain, strategizeFrom, strategizeTo } from './decisions/swarms';
import { W } from './decisions/weights';

export { fallback } from './decisions/common';

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
      return shot > keep + W.rerollMargin ? 'reroll' : 'keep';
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
      if (o.includes('token') && s.locationTokens < W.launchBuild) return 'token';
      return o.includes('roll') ? 'roll' : fallback(o);
    default:
      return fallback(o);
  }
}
