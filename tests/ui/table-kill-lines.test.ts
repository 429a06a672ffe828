/**
 * The table's die rows when a skull leaves a pick of Genestealer (issue 32: the face and the kill
 * in one tap). A skull slays one Genestealer of the attacker's choice (RB p19); with a swarm of
 * two types the row gets a line per type, each with the skull faces; the miss faces stay on the
 * row. Flamer Attack slays as many as the number rolled (its card): a face that leaves a second
 * pick, or slays the whole swarm, is no kill line.
 * And a row carries faces only for its own roll: an answer that ends the phase leads to the next
 * marine's defence roll, which is no roll of that answer.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { DecisionPrompt, GameState } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { TableModel } from '../../src/ui/table/table-model';
import { tableStore } from '../../src/ui/table/store';
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

  it("each kill line's every face is the engine's answers in order: who, which swarm, the face, that kill, and no other pick after", () => {
    const mixed = rowsOf(s).find((r) => r.slay) as RollRow;
    let taps = 0;
    for (const k of mixed.slay?.kills ?? []) {
      for (const face of k.faces) {
        const after = play(s, ...mixed.key.split(' '), face, k.choice).state;
        const left = after.formation[0]?.LEFT.swarms[0]?.cards ?? [];
        expect(left).toHaveLength(1);
        // The one left is the other type: the line named the Genestealer that died.
        expect(left[0]).not.toMatch(new RegExp(k.choice, 'i'));
        expect(after.prompt).not.toMatchObject({ ask: 'slay' });
        taps++;
      }
    }
    expect(taps).toBe(6);
  });

  it('a swarm of one type has no kill lines: the app enters which card dies', () => {
    const same = at(['[TAIL TAIL] | lorenzo< |', '| deino< |', '| zael> |', '| omnio> |', '| calistarius> |', '| scipio> |']);
    const row = rowsOf(same).find((r) => r.key.startsWith(marineId('lorenzo')));
    expect(row?.rolls).toBe(true);
    expect(row?.slay).toBeUndefined();
  });

  it('the tap stores who, which swarm, the face and the kill, and one Undo takes it all back', async () => {
    const database = new CompanionDB('table-kill-lines');
    const store = tableStore(database);
    const made = await store.createTable({ players: PLAYERS, chance: 'table', seed: 0 }, { state: s, events: [] });
    if (!made.ok) throw new Error(made.error);
    const model = new TableModel(store);
    await model.open(made.value.row.id);
    const mixed = rowsOf(model.game.state.value as GameState).find((r) => r.slay) as RollRow;
    expect(await model.answerThenRoll(mixed.key, '2', 'HEAD')).toBe(true);
    const rows = await database.steps.where('[gameId+index]').between([made.value.row.id, 0], [made.value.row.id, 99], true, false).toArray();
    expect(rows.map((r) => [r.choice, r.withLast ?? false])).toEqual([...mixed.key.split(' ').map((c, i) => [c, i > 0]), ['2', true], ['HEAD', true]]);
    expect(await model.undo()).toBe(true);
    expect(model.game.row.value?.steps).toBe(0);
    expect(model.game.state.value).toEqual(s);
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

describe("table: a row's faces are its own roll", () => {
  it("Power Field's swarms and Skip carry no faces, though the next entry is the phase's first defence roll", () => {
    // Counter Attack (3) and Strategize (5) resolve before Power Field (6), the last card (RB p11).
    let s = build({ players: PLAYERS, rows: ['[TAIL] | lorenzo< |', '| deino< |', '| zael> | [HEAD]', '| omnio> |', '| calistarius> |', '| scipio> |'], start: { phase: 'resolve-actions' }, chosen: { BLUE: 'action.counter-attack', PURPLE: 'action.strategize', GREY: 'action.power-field' } }).state;
    for (let i = 0; i < 12 && s.prompt?.kind === 'decision' && s.prompt.ask !== 'power-field'; i++) s = play(s, s.prompt.options[s.prompt.options.length - 1] as string).state;
    const p = s.prompt as DecisionPrompt;
    expect(p).toMatchObject({ ask: 'power-field' });
    // What makes the test: every answer does lead straight to a defence roll.
    for (const o of p.options) expect(play(s, o).state.prompt).toMatchObject({ kind: 'reveal', reveal: 'die', why: { code: 'defence-roll' } });
    expect(rollRows(s, p)).toEqual([]);
  });
});
