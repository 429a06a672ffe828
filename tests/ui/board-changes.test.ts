import { describe, expect, it } from 'vitest';
import type { GameState, Position } from '../../src/engine';
import { boardChanges } from '../../src/ui/play/board/board-changes';

/** A row: marine id, then the swarms on his left and right, each a list of card ids. */
function pos(marine: string, left: string[][] = [], right: string[][] = []): Position {
  const side = (swarms: string[][]) => ({ terrain: [], swarms: swarms.map((cards) => ({ cards, attacked: false, moved: false })) });
  return { marine: `marine.${marine}`, facing: 'LEFT', tokens: 0, LEFT: side(left), RIGHT: side(right) };
}
// boardChanges reads only the formation.
const at = (...formation: Position[]): GameState => ({ formation }) as unknown as GameState;

describe('board marks: what the last answer changed', () => {
  it('a swarm of cards that were not on the board is new; one that gained cards where it stands grew', () => {
    const c = boardChanges(at(pos('lorenzo', [['gs.claw.1']])), at(pos('lorenzo', [['gs.claw.1', 'gs.head.2']], [['gs.tail.3']])));
    expect([...c.swarms]).toEqual([
      ['swarm:0:LEFT:0', 'grown'],
      ['swarm:0:RIGHT:0', 'new'],
    ]);
  });

  it('a swarm whose cards stood by another marine or on the other side moved', () => {
    const before = at(pos('lorenzo', [['gs.claw.1']]), pos('deino', [], [['gs.head.1', 'gs.head.2']]));
    const after = at(pos('lorenzo', [], [['gs.claw.1']]), pos('deino', [['gs.head.1', 'gs.head.2']]));
    const c = boardChanges(before, after);
    expect(c.swarms.get('swarm:0:RIGHT:0')).toBe('moved');
    expect(c.swarms.get('swarm:1:LEFT:0')).toBe('moved');
  });

  it('marines who swap places leave their swarms where they were: no swarm is marked moved (RB p17)', () => {
    const before = at(pos('lorenzo', [['gs.claw.1']]), pos('deino', [], [['gs.head.1']]));
    const after = at(pos('deino', [['gs.claw.1']]), pos('lorenzo', [], [['gs.head.1']]));
    expect(boardChanges(before, after).swarms.size).toBe(0);
    // A swarm moved a row by an Event, with nobody fallen, still is.
    const moved = at(pos('lorenzo'), pos('deino', [['gs.claw.1']], [['gs.head.1']]));
    expect(boardChanges(before, moved).swarms.get('swarm:1:LEFT:0')).toBe('moved');
  });

  it('nothing that stayed put is marked, and a row number shifting after a death is not a move', () => {
    const before = at(pos('lorenzo'), pos('deino', [['gs.claw.1']]), pos('gideon', [], [['gs.tail.1']]));
    const after = at(pos('deino', [['gs.claw.1']]), pos('gideon', [], [['gs.tail.1']]));
    const c = boardChanges(before, after);
    expect(c.swarms.size).toBe(0);
    expect(c.fallen).toEqual([{ id: 'marine.lorenzo', name: 'Lorenzo', at: 0 }]);
  });

  it('each slain marine leaves his place, counted among the marines still standing above him', () => {
    const before = at(pos('lorenzo'), pos('deino'), pos('gideon'), pos('noctis'));
    const c = boardChanges(before, at(pos('lorenzo'), pos('noctis')));
    expect(c.fallen.map((f) => [f.name, f.at])).toEqual([
      ['Deino', 1],
      ['Gideon', 1],
    ]);
    expect(boardChanges(before, before)).toEqual({ swarms: new Map(), fallen: [] });
  });
});
