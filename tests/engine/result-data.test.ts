/**
 * Results carry what the app shows besides the log: every die rolled (the table's own entry
 * and the dealer's) and every decision the engine took by itself because it had one option.
 */
import { describe, expect, it } from 'vitest';
import { advance, answer, fullCtx, newGame } from '../../src/engine/driver';
import { whyEn } from '../../src/engine/words/why-en';
import { renderLog } from '../../src/engine/words/log-en';
import type { Player } from '../../src/engine/types';
import { build, marineId } from './build';

const P20_PLAYERS: Player[] = [{ name: 'Solo', teams: ['GREEN', 'YELLOW', 'GREY'] }];

/** The rulebook's p20 formation at the start of Resolve Actions: Scipio's only target is the swarm right of Noctis. */
function p20() {
  return build({
    players: P20_PLAYERS,
    rows: ['[TAIL] | noctis< | [HEAD]', '[CLAW] | claudio< |', '| scipio> |', '| gideon> |', '| goriel< |', '| calistarius< |'],
    start: { phase: 'resolve-actions' },
    chosen: { GREEN: 'action.dead-aim', YELLOW: 'action.heroic-charge', GREY: 'action.psionic-attack' },
  }).state;
}

describe('result data', () => {
  it('a single legal target is taken and reported as forced; the die entered is a roll', () => {
    const s = p20();
    const a = answer(s, marineId('scipio'));
    if (!a.ok) throw new Error(a.error);
    expect(a.forced).toEqual([{ ask: 'attack-target', subject: 'marine.scipio', player: 0, choice: 'swarm:0:RIGHT:0', secret: false }]);
    expect(a.rolls).toEqual([]);
    const b = answer(a.state, '5');
    if (!b.ok) throw new Error(b.error);
    expect(b.rolls).toEqual([{ value: 5, why: { code: 'attack-roll', marine: 'marine.scipio' } }]);
  });

  it('a team left with one card it may choose has it taken for it, without naming the card (RB p11, Gun Jam)', () => {
    const { state: s } = build({ rows: ['| lorenzo< |', '| gideon> |', '| noctis> |'], start: { phase: 'choose-actions' } });
    // Blue resolved Counter Attack last round and Gun Jam bars its Attack card: only Intimidation is left.
    s.lastResolved.BLUE = 'action.counter-attack';
    s.effects.fromEvent.jammed = ['BLUE'];
    const cx = fullCtx();
    advance(s, cx);
    expect(s.chosen.BLUE).toBe('action.intimidation');
    expect(cx.forced).toEqual([{ ask: 'choose-action', subject: 'BLUE', player: 0, choice: 'action.intimidation', secret: true }]);
    // The context keeps events; their English lines are made from them (driver.ts done).
    const log = renderLog(cx.events ?? []);
    expect(log).toContain('The Blue team has only one Action card it may choose this round.');
    expect(log.join(' ')).not.toContain('Intimidation');
  });

  it('kills are counted for the team whose marine made them (end-of-game summary by team)', () => {
    const s = p20();
    const a = answer(s, marineId('scipio'));
    if (!a.ok) throw new Error(a.error);
    const b = answer(a.state, '2');
    if (!b.ok) throw new Error(b.error);
    expect(b.state.stats.genestealersSlain).toBe(1);
    expect(b.state.stats.slainByTeam).toEqual({ GREY: 1 });
  });

  it('the dealer reports the dice it rolls, and they match its log', () => {
    const r = newGame({ players: [{ name: 'Solo', teams: ['BLUE', 'RED', 'GREEN'] }], chance: 'dealer', seed: 3 });
    if (!r.ok) throw new Error(r.error);
    let s = r.state;
    let seen = 0;
    for (let i = 0; i < 200 && s.prompt && seen < 5; i++) {
      const next = answer(s, s.prompt.options[0] as string);
      if (!next.ok) throw new Error(next.error);
      for (const roll of next.rolls) {
        expect(roll.value).toBeGreaterThanOrEqual(0);
        expect(roll.value).toBeLessThanOrEqual(5);
        expect(whyEn(roll.why)).toMatch(/\w/);
        const said = next.log.some((l) => new RegExp(`roll(s|ed)?( the)? ${roll.value}\\b`, 'i').test(l));
        // A roll that may still be re-rolled is worded once it stands; until then the question is about it.
        const pending = next.state.prompt?.kind === 'decision' && /reroll/.test(next.state.prompt.ask);
        if (!said && !pending) throw new Error(`roll ${JSON.stringify(roll)} not in log: ${JSON.stringify(next.log)}`);
        seen++;
      }
      s = next.state;
    }
    expect(seen).toBeGreaterThan(0);
  });
});
