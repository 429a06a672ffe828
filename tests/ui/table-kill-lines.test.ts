/**
 * The table's die rows when a skull leaves a pick of Genestealer (issue 32: the face and the kill
 * in one tap). A skull slays one Genestealer of the attacker's choice (RB p19); with a swarm of
 * two types the row gets a line per type, each with the skull faces; the miss faces stay on the
 * row. Flamer Attack slays as many as the number rolled (its card): a face that leaves a second
 * pick, or slays the whole swarm, is no kill line.
 */
import { describe, expect, it } from 'vitest';
import type { DecisionPrompt, GameState } from '../../src/engine';
import type { Player } from '../../src/engine/types';
import { plainFaces, rollRows, type RollRow } from '../../src/ui/table/die-rows';
import { build, marineId, play, ref } from '../engine/build';

const PLAYERS: Player[] = [{ name: 'Solo', teams: ['BLUE', 'PURPLE', 'GREY'] }];
const chosen = { BLUE: 'action.lead-by-example', PURPLE: 'action.flamer-attack', GREY: 'action.psionic-attack' } as const;
const at = (rows: string[]): GameState => build({ players: PLAYERS, rows, start: { phase: 'resolve-actions' }, chosen }).state;
const rowsOf = (s: GameState): RollRow[] => rollRows(s, s.prompt as DecisionPrompt);
const kills = (r: RollRow | undefined): [string, string[]][] => (r?.slay?.kills ?? []).map((k) => [k.choice, k.faces]);

describe('table: a skull and its kill in one tap', () => {
  // Lead By Example (13) resolves before Flamer Attack (14): the lower number first (RB p11).
  const s = at(['[TAIL HEAD] | lorenzo< |', '[CLAW] | deino< |', '| zael> | [TAIL TAIL HEAD]', '| omnio> |', '| calistarius> |', '| scipio> |']);

  it('a swarm of two types: a line per type with the skulls, the misses on the row; one type: no lines', () => {
    expect(s.prompt).toMatchObject({ ask: 'attacker', subject: 'action.lead-by-example' });
    const rows = rowsOf(s);
    const mixed = rows.find((r) => r.key === `${marineId('lorenzo')} ${ref(0, 'LEFT')}`);
    expect(kills(mixed)).toEqual([
      ['TAIL', ['1', '2', '3']],
      ['HEAD', ['1', '2', '3']],
    ]);
    expect(plainFaces(mixed as RollRow)).toEqual(['0', '4', '5']);
    const single = rows.find((r) => r.key === `${marineId('deino')} ${ref(1, 'LEFT')}`);
    expect(single?.rolls).toBe(true);
    expect(single?.slay).toBeUndefined();
    expect(plainFaces(single as RollRow)).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it("each kill line's tap is the engine's answers in order: who, which swarm, the face, the kill", () => {
    const mixed = rowsOf(s).find((r) => r.slay) as RollRow;
    const after = play(s, ...mixed.key.split(' '), '2', 'TAIL').state;
    expect(after.formation[0]?.LEFT.swarms[0]?.cards).toHaveLength(1);
    // The Head is left: the kill line named the Genestealer that died.
    expect(after.formation[0]?.LEFT.swarms[0]?.cards[0]).toMatch(/head/);
  });

  it('Flamer Attack: only the face slaying one of three makes kill lines; two leave a second pick, three and more slay them all', () => {
    const flamer = play(s, 'done').state;
    expect(flamer.prompt).toMatchObject({ ask: 'attacker', subject: 'action.flamer-attack' });
    const row = rowsOf(flamer).find((r) => r.key.startsWith(marineId('zael')));
    expect(kills(row)).toEqual([
      ['TAIL', ['1']],
      ['HEAD', ['1']],
    ]);
    expect(plainFaces(row as RollRow)).toEqual(['0', '2', '3', '4', '5']);
  });
});
