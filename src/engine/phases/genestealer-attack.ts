/**
 * Genestealer Attack Phase (RB p13): every swarm attacks the marine it is engaged with, top
 * to bottom and left before right. The marine's player rolls; the marine dies when the
 * number (minus 1 per Brood Lord, FAQ F7) is not higher than the swarm's size. A token may
 * re-roll only when the marine faces that swarm (RB p16). Swarms that attacked stay apart
 * from the ones that have not until the end of the Event Phase (RB p28).
 */
import type { Handler } from '../context';
import { decide, fire, pop, push, emit, collecting } from '../context';
import { savingAbility, defenceAfterFrames } from '../abilities/hooks';
import { slayMarine } from '../rules/casualties';
import { isSkull, payReroll, tokensMayReroll } from '../rules/die';
import { broodLordsIn, seenSwarm, ownerOfMarine, row, rowOf, SIDES } from '../rules/formation';
import type { DefenceFrame, Frame, GameState, Swarm } from '../types';

export const genestealerAttackPhase: Handler<Extract<Frame, { t: 'gs-attack-phase' }>> = {
  step(s) {
    for (let r = 0; r < s.formation.length; r++) {
      const p = row(s, r);
      for (const side of SIDES) {
        const swarms = p[side].swarms;
        for (let index = 0; index < swarms.length; index++) {
          const sw = swarms[index] as Swarm;
          if (sw.attacked) continue;
          // Power Field: the shielded swarm does not attack this round. A swarm a shift brings
          // beside it stays apart in this phase and attacks on its own (D-29, F12).
          if (sw.cards.some((c) => s.effects.shielded.includes(c))) continue;
          sw.attacked = true;
          push(s, { t: 'defence', marine: p.marine, ref: { row: r, side, index }, roll: null, settled: false, paid: false, artefact: null });
          return null;
        }
      }
    }
    pop(s);
    return null;
  },
};

/** The number the defence roll is compared with: the face minus 1 per Brood Lord (FAQ F7). */
export function defenceNumber(sw: Swarm, roll: number): number {
  return roll - broodLordsIn(sw);
}

/** Whether this roll, as it stands, kills the marine before any ability steps in. */
export function defenceKills(s: GameState, f: DefenceFrame): boolean {
  const sw = s.formation[f.ref.row]?.[f.ref.side].swarms[f.ref.index];
  if (!sw || f.roll === null) return false;
  return defenceNumber(sw, f.roll) <= sw.cards.length && !savingAbility(s, f) && f.artefact !== true;
}

/**
 * Whether "re-roll" is the only sensible answer to the defence re-roll asked now: the roll
 * kills, so keeping it loses the marine and his tokens go back to the supply all the same
 * (RB p16, rules/casualties.ts); a re-roll can only help. Not so when the Artefact could save
 * him instead (the token may be worth more than the Artefact) or when the roll only misses
 * (Counter Attack's fishing for a skull, which a re-roll may turn into a death).
 */
export function rerollOnlyHope(s: GameState): boolean {
  const p = s.prompt;
  const f = s.stack[s.stack.length - 1];
  if (!p || p.kind !== 'decision' || p.ask !== 'defence-reroll' || f?.t !== 'defence' || f.settled || f.roll === null) return false;
  const artefact = s.artefactHolder !== null && s.artefactHolder === ownerOfMarine(s, f.marine) && f.artefact === null;
  return defenceKills(s, f) && !artefact;
}

export const defence: Handler<DefenceFrame> = {
  step(s, f, cx) {
    const sw = s.formation[f.ref.row]?.[f.ref.side].swarms[f.ref.index];
    if (!sw || rowOf(s, f.marine) < 0) {
      pop(s);
      return null;
    }
    if (f.roll === null) return { kind: 'reveal', reveal: 'die', why: { code: 'defence-roll', marine: f.marine, swarm: seenSwarm(s, f.ref) } };
    if (!f.settled) {
      const p = row(s, f.ref.row);
      // F6: the die is always rolled; a token helps only against the swarm he faces (RB p16).
      // Counter Attack: a roll that only misses can still be fished for the skull that strikes back (RB p15).
      const fish = s.effects.active.includes('action.counter-attack') && f.marine === 'marine.lorenzo' && !isSkull(f.roll);
      if (tokensMayReroll(p, f.ref.side) && (defenceKills(s, f) || fish)) {
        return decide(ownerOfMarine(s, f.marine), 'defence-reroll', ['reroll', 'keep'], f.marine);
      }
      f.settled = true;
      return null;
    }
    // The Artefact: its holder may discard it to turn a killing roll on his marine into a miss.
    if (f.artefact === null && s.artefactHolder !== null && s.artefactHolder === ownerOfMarine(s, f.marine) && defenceKills(s, f)) {
      return decide(s.artefactHolder, 'use-artefact', ['use', 'keep'], f.marine);
    }
    pop(s);
    const kills = defenceKills(s, f);
    const hit = defenceNumber(sw, f.roll) <= sw.cards.length;
    const saver = hit && !kills ? (f.artefact === true ? 'terrain.artefact' : savingAbility(s, f)) : null;
    const saved = saver !== null;
    if (saver) fire(cx, saver);
    if (collecting(cx)) emit(cx, { k: 'defence-roll', marine: f.marine, roll: f.roll ?? 0, swarm: seenSwarm(s, f.ref), broodLords: broodLordsIn(sw), result: kills ? 'kills' : saved ? 'saved' : 'miss' });
    const after = defenceAfterFrames(s, f, kills);
    if (kills) slayMarine(s, f.marine, cx);
    push(s, ...after);
    return null;
  },
  answer(s, f, choice, cx) {
    if (f.settled) {
      // Only the Artefact question is asked once the roll stands.
      f.artefact = choice === 'use';
      if (f.artefact) {
        s.artefactHolder = null;
        emit(cx, { k: 'artefact-spent' });
      }
      return;
    }
    if (f.roll === null) {
      f.roll = Number(choice);
      return;
    }
    if (choice === 'reroll') {
      payReroll(s, f.marine, f.roll, cx);
      f.roll = null;
      f.paid = true;
      return;
    }
    f.settled = true;
  },
};
