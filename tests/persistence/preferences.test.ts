import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CompanionDB } from '../../src/persistence/db';
import { loadGame } from '../../src/persistence/games';
import { markAdvisor, savePreferences, storedPreferences } from '../../src/persistence/preferences';
import { DEFAULT_PREFERENCES, mirroredPreferences, normalisePreferences, type Preferences } from '../../src/persistence/preferences-mirror';
import { exportGames, importText } from '../../src/persistence/transfer';
import { solo, startAndPlay } from './saves-helpers';

let counter = 0;
const freshDb = () => new CompanionDB(`prefs-db-${++counter}`);

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

const mine: Preferences = { advisor: true, textSize: 'larger', animations: false, confirmBig: true, openTo: 'home', language: 'auto' };

describe('settings', () => {
  it('are stored in the database and mirrored for the first paint', async () => {
    const db = freshDb();
    const local = memoryStorage();
    expect(await storedPreferences(db)).toBeNull();
    expect(mirroredPreferences(local)).toEqual(DEFAULT_PREFERENCES);
    await savePreferences(db, mine, local);
    expect(await storedPreferences(db)).toEqual(mine);
    expect(mirroredPreferences(local)).toEqual(mine);
  });

  it('damaged values fall back to the defaults field by field', () => {
    expect(normalisePreferences({ advisor: 'yes', textSize: 'huge', animations: false, openTo: 'home', language: 'auto' })).toEqual({ ...DEFAULT_PREFERENCES, animations: false, openTo: 'home', language: 'auto' });
    expect(normalisePreferences('nonsense')).toEqual(DEFAULT_PREFERENCES);
    const broken = memoryStorage();
    broken.setItem('death-angel-companion:preferences', '{not json');
    expect(mirroredPreferences(broken)).toEqual(DEFAULT_PREFERENCES);
  });

  it('are exported with all the games and imported with them into a device that has none', async () => {
    const a = freshDb();
    const game = await startAndPlay(a, solo, 12);
    await savePreferences(a, mine, memoryStorage());
    await markAdvisor(a, game.row.id, { advisorUsed: true });
    const { file } = await exportGames(a, null);
    expect(file?.preferences).toEqual(mine);
    expect(file?.games[0]?.advisorUsed).toBe(true);
    // One game alone is something to share: the player's settings stay home.
    expect((await exportGames(a, [game.row.id])).file?.preferences).toBeUndefined();

    const b = freshDb();
    const results = await importText(b, JSON.stringify(file));
    expect(results.map((r) => r.kind)).toEqual(['imported']);
    expect(await storedPreferences(b)).toEqual(mine);
    const r = results[0];
    if (r?.kind !== 'imported') throw new Error('not imported');
    const loaded = await loadGame(b, r.id);
    expect(loaded.ok && loaded.value.row.advisorUsed).toBe(true);
  });

  it('an import never overwrites settings the device already has', async () => {
    const a = freshDb();
    await startAndPlay(a, solo, 5);
    await savePreferences(a, mine, memoryStorage());
    const { file } = await exportGames(a, null);
    const b = freshDb();
    const own: Preferences = { ...DEFAULT_PREFERENCES, textSize: 'large' };
    await savePreferences(b, own, memoryStorage());
    await importText(b, JSON.stringify(file));
    expect(await storedPreferences(b)).toEqual(own);
  });

  it('a file with damaged settings is refused with a clear message and changes nothing', async () => {
    const a = freshDb();
    await startAndPlay(a, solo, 5);
    const { file } = await exportGames(a, null);
    const bad = { ...file, preferences: { ...mine, textSize: 'gigantic' } };
    const b = freshDb();
    const results = await importText(b, JSON.stringify(bad));
    expect(results).toHaveLength(1);
    expect(results[0]?.kind).toBe('refused');
    expect(results[0]?.kind === 'refused' && results[0].error).toMatch(/preferences\.textSize/);
    expect(await b.games.count()).toBe(0);
    expect(await storedPreferences(b)).toBeNull();
  });
});
