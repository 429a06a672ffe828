/**
 * Table companion: entries and corrections go through the engine, are stored like answers,
 * replay after a reload, undo without limit, and impossible entries are refused with a clear
 * message while the position and the stored game stay byte-identical.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDatabase, opened, options } from './table-fixture';
import { positionFromTable } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { rollFace, TableModel } from '../../src/ui/table/table-model';
import { tableStore } from '../../src/ui/table/store';

/** Everything stored for the game, as JSON. */
async function dump(database: CompanionDB, id: string): Promise<string> {
  const steps = await database.steps.toArray();
  const snaps = await database.snapshots.toArray();
  return JSON.stringify([await database.games.get(id), steps, snaps]);
}

/** Enters the first option of each prompt (reveals) or decision until `n` steps are stored. */
async function playTo(model: InstanceType<typeof TableModel>, n: number): Promise<void> {
  while ((model.game.row.value?.steps ?? 0) < n) {
    const p = model.game.state.value?.prompt;
    if (!p) return;
    const ok = p.kind === 'reveal' ? await model.enter(p.reveal === 'die' ? '3' : (p.options[0] as string)) : await model.game.choose(p.options[0] as string);
    if (!ok) throw new Error(model.game.error.value ?? 'refused');
  }
}

async function refusedUnchanged(t: Awaited<ReturnType<typeof opened>>, act: () => Promise<boolean>, message: RegExp): Promise<void> {
  const before = JSON.stringify(t.model.game.state.value);
  const stored = await dump(t.database, t.id);
  expect(await act()).toBe(false);
  expect(t.model.game.error.value).toMatch(message);
  expect(JSON.stringify(t.model.game.state.value)).toBe(before);
  expect(await dump(t.database, t.id)).toBe(stored);
}

describe('table game entries', () => {
  it('deals the formation as the table reports it, and the marine order is what was entered', async () => {
    const t = await opened();
    expect(t.model.reveal.value?.reveal).toBe('marine');
    await t.model.enter('marine.leon');
    expect(t.model.game.state.value?.formation[0]?.marine).toBe('marine.leon');
    expect(t.model.game.row.value?.mode).toBe('table');
    // Its line says where he went, once: not "The table reports: Leon." before it.
    expect(t.model.game.recent.value).toEqual(['Leon is dealt into position 1.']);
  });

  it('a card whose own line says where it went is told once; an Event keeps the report that names its copy', async () => {
    const t = await opened();
    await playTo(t.model, 30);
    const log = t.model.game.log.value;
    const reported = (ask: string): string[][] => log.filter((e) => e.ask === ask).map((e) => e.log);
    expect(reported('reveal:genestealer').length).toBeGreaterThan(0);
    for (const lines of [...reported('reveal:marine'), ...reported('reveal:genestealer')]) expect(lines.join(' ')).not.toMatch(/The table reports/);
    for (const lines of reported('reveal:event')) expect(lines[0]).toMatch(/^The table reports: /);
  });

  it('a die face outside 0–5 is refused, clearly, and nothing changes', async () => {
    const t = await opened();
    await playTo(t.model, 22); // round 1: the first defence roll
    expect(t.model.reveal.value?.reveal).toBe('die');
    await refusedUnchanged(t, () => t.model.enter('6'), /not a face of the combat die: enter a number from 0 to 5/);
    await refusedUnchanged(t, () => t.model.enter('-1'), /0 to 5/);
  });

  it('an Event already discarded is refused, clearly, and nothing changes', async () => {
    const t = await opened();
    await playTo(t.model, 23); // round 1: the Event Phase draw
    expect(t.model.reveal.value?.reveal).toBe('event');
    const setupEvent = t.model.game.state.value?.eventDiscard[0] as string;
    await refusedUnchanged(t, () => t.model.enter(setupEvent), /discard|not in the deck|already/i);
  });

  it('more Genestealers than the box holds are refused, clearly, and nothing changes', async () => {
    const t = await opened();
    await playTo(t.model, 11);
    await refusedUnchanged(t, () => t.model.fix({ t: 'genestealers', at: { row: 0, side: 'LEFT' }, type: 'CLAW', count: 12 }), /claw|Genestealer/i);
    // A blip pile bigger than the Genestealers left outside the formation and the other pile.
    await refusedUnchanged(t, () => t.model.fix({ t: 'blips', side: 'LEFT', count: 40 }), /Genestealer|blip/i);
    // A type with no card left face down, entered while the table turns up a blip.
    await playTo(t.model, 24);
    expect(t.model.reveal.value?.reveal).toBe('genestealer');
    const s = t.model.game.state.value;
    const gone = ['CLAW', 'HEAD', 'TAIL', 'TONGUE'].filter((x) => !t.model.reveal.value?.options.includes(x));
    if (s && gone[0]) await refusedUnchanged(t, () => t.model.enter(gone[0] as string), /already face up|cannot hold/);
    await refusedUnchanged(t, () => t.model.enter('SPIKE'), /not a Genestealer type/);
  });

  it('a correction is logged, replayed after a reload, and undone like any entry (undo is unlimited)', async () => {
    const t = await opened();
    await playTo(t.model, 30);
    const marine = t.model.game.state.value?.formation[0]?.marine as string;
    expect(await t.model.fix({ t: 'tokens', marine, count: 2 })).toBe(true);
    expect(t.model.game.recent.value[0]).toMatch(/^Corrected: .* has 2 Support tokens\.$/);
    const again = new TableModel(t.store);
    await again.game.open(t.id);
    expect(JSON.stringify(again.game.state.value)).toBe(JSON.stringify(t.model.game.state.value));
    // Every step back to the first card dealt can be taken back.
    for (let i = 31; i > 0; i--) expect(await again.game.undo()).toBe(true);
    expect(again.game.row.value?.steps).toBe(0);
    expect(again.reveal.value?.reveal).toBe('marine');
  });

  it('a game started from the table position keeps it as its start', async () => {
    const from = positionFromTable({
      players: options.players,
      location: 'setup.void-lock-2-4p',
      formation: [
        { marine: 'marine.leon', facing: 'LEFT', LEFT: { genestealers: ['CLAW', 'HEAD'] } },
        { marine: 'marine.lorenzo', facing: 'RIGHT' },
      ],
      blips: { LEFT: 5, RIGHT: 6 },
    });
    if (!from.ok) throw new Error(from.errors.join(' '));
    const store = tableStore(freshDatabase());
    const made = await store.createTable(options, { state: from.state, events: from.events });
    if (!made.ok) throw new Error(made.error);
    const loaded = await store.load(made.value.row.id);
    expect(loaded.ok && JSON.stringify(loaded.value.state)).toBe(JSON.stringify(from.state));
  });

  it('never asks to pass the phone: everyone sits at the same table', async () => {
    const t = await opened();
    await playTo(t.model, 11);
    expect(t.model.game.prompt.value?.ask).toBe('choose-action');
    expect(t.model.game.handOff.value).toBeNull();
  });

  it('roll for me gives a face from 0 to 5', () => {
    expect(rollFace(() => 0)).toBe('0');
    expect(rollFace(() => 0.9999)).toBe('5');
    expect(Number(rollFace())).toBeGreaterThanOrEqual(0);
  });
});
