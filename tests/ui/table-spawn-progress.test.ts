/**
 * The spawn sheet lists the Genestealers already turned up for the Event now resolving, in the
 * order the table turned them, from the stored steps; a new Event starts a new list.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { GameOptions } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { spawnsSoFar } from '../../src/ui/table/spawn-progress';
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
