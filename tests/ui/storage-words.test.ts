/**
 * Storage's refusals are data (persistence/storage-problems.ts), worded where they are shown
 * (issue 34): a German phone reads why an answer was not saved and that a game is gone in German.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameOptions } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { gameStore, STORAGE_EN, StorageRefusal, undoLast } from '../../src/persistence/games';
import { GameModel } from '../../src/ui/play/game-model';
import { failureLine, storageLine } from '../../src/ui/play/words/log';
import { pocketSaid } from '../../src/ui/play/words/said';
import { useWordsNow } from '../../src/ui/common/words';
import { wordsOf } from '../setup-words';

const solo: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'dealer', seed: 7 };
let n = 0;
const fresh = () => gameStore(new CompanionDB(`storage-words-${++n}`), pocketSaid);

describe('storage refusals in the language shown', () => {
  afterEach(() => useWordsNow('en', wordsOf('en')));

  it('a device out of space: the answer is not played, and says so in German', async () => {
    const base = fresh();
    const model = new GameModel({ ...base, record: () => Promise.reject(new StorageRefusal('full')) });
    await model.start(solo, false);
    useWordsNow('de', wordsOf('de'), wordsOf('en'));
    expect(await model.choose(model.prompt.value?.options[0] as string)).toBe(false);
    expect(model.error.value).toContain('Der Speicher des Geräts ist voll');
    expect(model.error.value).not.toContain(STORAGE_EN.full);
  });

  it('a game no longer stored opens as gone (nothing to recover), in German', async () => {
    useWordsNow('de', wordsOf('de'), wordsOf('en'));
    const model = new GameModel(fresh());
    await model.open('no-such-game');
    expect(model.loadState.value).toBe('failed');
    expect(model.gone.value).toBe(true);
    expect(model.error.value).toBe('Dieses Spiel ist auf diesem Gerät nicht mehr gespeichert.');
  });

  it('an undo storage refuses carries its reason as data; English stays for the CLI', async () => {
    const db = new CompanionDB(`storage-words-${++n}`);
    const store = gameStore(db, pocketSaid);
    const made = await store.create(solo, false);
    if (!made.ok) throw new Error(made.error);
    const undone = await undoLast(db, made.value.row.id);
    expect(undone).toEqual({ ok: false, error: STORAGE_EN['nothing-to-undo'], storage: 'nothing-to-undo' });
    useWordsNow('fr', wordsOf('fr'), wordsOf('en'));
    expect(failureLine(undone as Extract<typeof undone, { ok: false }>)).toBe(wordsOf('fr').play?.['game.nothingToUndo']);
    // A browser's own error has no code: its words are shown as they are.
    expect(storageLine(new Error('QuotaExceededError'))).toBe('QuotaExceededError');
  });
});
