/**
 * The spawn sheet (issue 27: one row per card, filled top to bottom) lists the Genestealers already turned up for the Event now resolving, in the
 * order the table turned them, from the stored steps; a new Event starts a new list.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { GameOptions, GameState } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { spawnAhead, spawnRows, spawnsSoFar } from '../../src/ui/table/spawn-progress';
import { TYPE_NAMES } from '../../src/ui/common/names';
import { tableStore } from '../../src/ui/table/store';
import { TableModel } from '../../src/ui/table/table-model';

const options: GameOptions = {
  players: ['BLUE', 'RED', 'GREY', 'PURPLE', 'GREEN', 'YELLOW'].map((t, i) => ({ name: `P${i + 1}`, teams: [t as never] })),
  chance: 'table',
  seed: 0,
};

describe('spawn sheet', () => {
  it('lists each Genestealer of this Event with its type and place, and starts over at the next Event', async () => {
    const store = tableStore(new CompanionDB('table-spawn-progress'));
    const made = await store.createTable(options);
    if (!made.ok) throw new Error(made.error);
    const model = new TableModel(store);
    await model.game.open(made.value.row.id);
    await model.dealForMe(() => 0);
    expect(model.reveal.value?.reveal).toBe('event');
    await model.enter(model.reveal.value?.options[0] as string);
    expect(spawnsSoFar(model.game.log.value)).toEqual([]);
    await model.enter('HEAD');
    await model.enter('TAIL');
    const done = spawnsSoFar(model.game.log.value);
    expect(done.map((d) => d.type)).toEqual(['Head', 'Tail']);
    for (const d of done) expect(d.where).toMatch(/^(left|right) of \w+ at the /);
    // Through to the next Event: its list starts empty.
    while (model.game.state.value?.phase !== 'event' || model.reveal.value?.reveal !== 'genestealer') {
      const p = model.game.state.value?.prompt;
      if (!p) throw new Error('no prompt');
      if (p.kind === 'reveal') await model.enter(p.reveal === 'die' ? '3' : (p.options[0] as string));
      else await model.game.choose(p.options[0] as string);
    }
    expect(spawnsSoFar(model.game.log.value)).toEqual([]);
    await model.enter(model.reveal.value.options[0] as string);
    expect(spawnsSoFar(model.game.log.value)).toHaveLength(1);
  });
});

describe('spawn rows', () => {
  it('shows a row per card of the spawn, filled top to bottom, one stored step per type, undone one type at a time', async () => {
    const store = tableStore(new CompanionDB('table-spawn-rows'));
    const made = await store.createTable(options);
    if (!made.ok) throw new Error(made.error);
    const model = new TableModel(store);
    await model.game.open(made.value.row.id);
    await model.dealForMe(() => 0);
    await model.enter(model.reveal.value?.options[0] as string);
    const rowsNow = () => spawnRows(model.game.state.value as GameState, model.game.log.value);
    const first = rowsNow();
    // The setup Event's spawn turns up several cards: the first is asked now, the others wait.
    expect(first.length).toBeGreaterThan(2);
    expect(first.map((r) => r.state)).toEqual(['now', ...first.slice(1).map(() => 'next')]);
    for (const r of first) expect(r.state !== 'done' && r.where).toMatch(/^(left|right) of \w+ \(position \d\) at the /);
    // Each type entered is one stored step: its row turns done with that type, the next row is asked.
    const steps = model.game.row.value?.steps ?? 0;
    const p = model.reveal.value;
    if (p?.reveal !== 'genestealer') throw new Error('no spawn');
    const type = p.options[0] as string;
    expect(await model.enter(type)).toBe(true);
    expect(model.game.row.value?.steps).toBe(steps + 1);
    const second = rowsNow();
    expect(second).toHaveLength(first.length);
    expect(second[0]).toMatchObject({ state: 'done', type: TYPE_NAMES[type] });
    expect(second[1]?.state).toBe('now');
    expect(second[1]).toEqual({ ...first[1], state: 'now' });
    // A type the pile cannot turn up is refused: nothing stored, the rows stay.
    const none = ['CLAW', 'HEAD', 'TAIL', 'TONGUE'].find((t) => !(model.reveal.value as { options: string[] }).options.includes(t));
    if (none) {
      expect(await model.enter(none)).toBe(false);
      expect(model.game.row.value?.steps).toBe(steps + 1);
      expect(rowsNow()).toEqual(second);
      model.game.dismissError();
    }
    // Undo takes back that one type: the first row is asked again.
    expect(await model.undo()).toBe(true);
    expect(model.game.row.value?.steps).toBe(steps);
    expect(rowsNow()).toEqual(first);
    // Filled to the end, row by row, the spawn is over and the sheet asks something else.
    for (let i = 0; i < first.length; i++) {
      const rows = rowsNow();
      if (rows.length === 0) break;
      expect(rows.findIndex((r) => r.state === 'now')).toBe(i);
      await model.enter((model.reveal.value as { options: string[] }).options[0] as string);
    }
    expect(model.reveal.value?.reveal).not.toBe('genestealer');
    expect(rowsNow()).toEqual([]);
  });

  it('works the cards ahead out from the position alone, without storing anything', async () => {
    const store = tableStore(new CompanionDB('table-spawn-ahead'));
    const made = await store.createTable(options);
    if (!made.ok) throw new Error(made.error);
    const model = new TableModel(store);
    await model.game.open(made.value.row.id);
    await model.dealForMe(() => 0);
    expect(spawnAhead(model.game.state.value as GameState)).toEqual([]);
    await model.enter(model.reveal.value?.options[0] as string);
    const s = model.game.state.value as GameState;
    const before = JSON.stringify(s);
    const ahead = spawnAhead(s);
    expect(JSON.stringify(s)).toBe(before);
    // As many rows as the engine then asks for types in a row.
    let n = 0;
    while (model.reveal.value?.reveal === 'genestealer') {
      expect(model.reveal.value.side).toBe(ahead[n]?.side);
      await model.enter(model.reveal.value.options[0] as string);
      n++;
    }
    expect(n).toBe(ahead.length);
  });
});
