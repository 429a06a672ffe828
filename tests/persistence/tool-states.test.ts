import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTool, loadTool, saveStep, undoStep, useToolsDatabase, UNDO_DEPTH } from '../../src/persistence/tool-states';

beforeEach(() => {
  useToolsDatabase({ indexedDB: new IDBFactory(), IDBKeyRange });
});

describe('tool states: durable steps and undo', () => {
  it('stores each step and reloads it', async () => {
    let r = await saveStep('hulk', undefined, { n: 1 });
    r = await saveStep('hulk', r, { n: 2 });
    expect(await loadTool('hulk')).toMatchObject({ state: { n: 2 }, history: [{ n: 1 }] });
    expect(await loadTool('marine')).toBeUndefined();
  });
  it('undo goes back one stored step at a time and stops at the start', async () => {
    let r = await saveStep('hulk', undefined, 'a');
    r = await saveStep('hulk', r, 'b');
    r = await saveStep('hulk', r, 'c');
    const u1 = await undoStep(r);
    expect(u1?.state).toBe('b');
    expect((await loadTool('hulk'))?.state).toBe('b');
    const u2 = await undoStep(u1!);
    expect(u2?.state).toBe('a');
    expect(await undoStep(u2!)).toBeUndefined();
  });
  it('a fresh start drops the history; clear removes it', async () => {
    const r = await saveStep('hulk', undefined, 1);
    const f = await saveStep('hulk', r, 2, true);
    expect(f.history).toEqual([]);
    await clearTool('hulk');
    expect(await loadTool('hulk')).toBeUndefined();
  });
  it('keeps at most UNDO_DEPTH earlier states', async () => {
    let r = await saveStep<number>('m', undefined, 0);
    for (let i = 1; i <= UNDO_DEPTH + 5; i++) r = await saveStep('m', r, i);
    expect(r.history.length).toBe(UNDO_DEPTH);
    expect(r.history[0]).toBe(5);
  });
});
