/** The correction form opens with what the table holds, so Apply changes only what was edited. */
import { describe, expect, it } from 'vitest';
import { answer, correct, newGame, type GameState } from '../../src/engine';
import { build, startingFields, withCurrent } from '../../src/ui/table/correction-form';

/** A table game started from a position: tokens, a swarm, blips, a discarded Event. */
function position(): GameState {
  const r = newGame({ players: [{ name: 'A', teams: ['BLUE', 'RED'] }, { name: 'B', teams: ['GREY', 'PURPLE'] }], chance: 'table', seed: 0 });
  if (!r.ok) throw new Error(r.error);
  let s = r.state;
  const apply = (c: Parameters<typeof correct>[1]): void => {
    const x = correct(s, c);
    if (!x.ok) throw new Error(x.error);
    s = x.state;
  };
  // Deal the marines first, so there is a formation.
  while (s.prompt?.kind === 'reveal' && s.prompt.reveal === 'marine') {
    const x = answer(s, s.prompt.options[0] as string);
    if (!x.ok) throw new Error(x.error);
    s = x.state;
  }
  const m0 = s.formation[0]?.marine as string;
  apply({ t: 'tokens', marine: m0, count: 2 });
  apply({ t: 'genestealers', at: { row: 1, side: 'RIGHT' }, type: 'HEAD', count: 3 });
  apply({ t: 'blips', side: 'LEFT', count: 4 });
  apply({ t: 'event-discarded', event: 'event.the-swarm.2', discarded: true });
  return s;
}

describe('the prefilled correction form', () => {
  const s = position();
  const f0 = startingFields(s);

  it('shows a marine’s Support tokens and facing', () => {
    expect(withCurrent('tokens', f0, s).count).toBe('2');
    const other = withCurrent('tokens', { ...f0, marine: s.formation[1]?.marine as string }, s);
    expect(other.count).toBe(String(s.formation[1]?.tokens));
    expect(withCurrent('facing', f0, s).side).toBe(s.formation[0]?.facing);
  });

  it('shows a pile’s size', () => {
    expect(withCurrent('blips', { ...f0, side: 'LEFT' }, s).count).toBe('4');
    expect(withCurrent('blips', { ...f0, side: 'RIGHT' }, s).count).toBe(String(s.blips.RIGHT.length));
  });

  it('shows how many of a type a swarm holds', () => {
    expect(withCurrent('genestealers', { ...f0, row: '1', side: 'RIGHT', type: 'HEAD' }, s).count).toBe('3');
    expect(withCurrent('genestealers', { ...f0, row: '1', side: 'RIGHT', type: 'CLAW' }, s).count).toBe('0');
  });

  it('shows whether an Event card is discarded', () => {
    expect(withCurrent('event-discarded', { ...f0, event: 'event.the-swarm.2' }, s).discarded).toBe(true);
    expect(withCurrent('event-discarded', { ...f0, event: 'event.the-swarm.1', discarded: true }, s).discarded).toBe(false);
  });

  it('applied unchanged, a prefilled correction leaves the position as it was', () => {
    const same = (kind: Parameters<typeof build>[0], f: typeof f0): void => {
      const r = correct(s, build(kind, withCurrent(kind, f, s)));
      if (!r.ok) throw new Error(r.error);
      expect(r.state.formation).toEqual(s.formation);
      expect(r.state.blips.LEFT.length).toBe(s.blips.LEFT.length);
      expect(r.state.blips.RIGHT.length).toBe(s.blips.RIGHT.length);
    };
    same('tokens', f0);
    same('blips', { ...f0, side: 'LEFT' });
    same('genestealers', { ...f0, row: '1', side: 'RIGHT', type: 'HEAD' });
  });
});
