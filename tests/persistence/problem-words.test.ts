/**
 * Storage passes the engine's reasons on as data (issue 34): a stored game that stops replaying
 * says at which step and why, options that cannot start a game say what is wrong, and the saves
 * screens word them in the language shown.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backgroundWrites } from '../../src/persistence/after-commit';
import { CompanionDB } from '../../src/persistence/db';
import { createGame, loadGame } from '../../src/persistence/games';
import type { Speaker } from '../../src/persistence/import-words';
import { inspectGame } from '../../src/persistence/recovery';
import { importText } from '../../src/persistence/transfer';
import type { Key } from '../../src/words/keys';
import { makeSay, type Flat } from '../../src/words/say';
import { solo, startAndPlay } from './saves-helpers';

const read = (lang: string, area: string): Flat => JSON.parse(readFileSync(join(__dirname, '../../public/words', lang, `${area}.json`), 'utf8')) as Flat;
const german: Speaker = makeSay<Key>('de', { ...read('de', 'saves'), ...read('de', 'log') });
let counter = 0;
const fresh = () => new CompanionDB(`problem-words-${++counter}`);

describe('the engine’s reasons through storage', () => {
  it('a stored game that stops replaying keeps the step and its reason as data; recovery words them in German', async () => {
    const db = fresh();
    const game = await startAndPlay(db, solo, 33);
    await backgroundWrites(db);
    await db.steps.update([game.row.id, 25], { choice: 'not-an-option' });
    const loaded = await loadGame(db, game.row.id);
    if (loaded.ok) throw new Error('loaded');
    expect(loaded.replay).toMatchObject({ step: 26, of: 33, given: 'not-an-option', refusal: { code: 'not-an-option', choice: 'not-an-option' } });
    expect(loaded.error).toMatch(/^Step 26 of 33 \("not-an-option"\) was refused: "not-an-option" is not possible for /);
    const found = await inspectGame(db, game.row.id, german);
    if (!found.ok) throw new Error(found.error);
    expect(found.value.problem).toMatch(/^Schritt 26 \(„not-an-option“\) lässt sich nicht nachspielen: „not-an-option“ ist für „.+“ jetzt nicht möglich\./);
  });

  it('options that cannot start a game come back as data', async () => {
    const made = await createGame(fresh(), { ...solo, players: [{ name: 'Ana', teams: ['BLUE', 'BLUE', 'RED'] }] });
    if (made.ok) throw new Error('started');
    expect(made.options).toEqual({ code: 'team-twice', team: 'BLUE' });
    expect(made.error).toBe('The Blue team is chosen twice.');
  });

  it('a saved game whose options cannot start is refused in German', async () => {
    const save = { format: 'death-angel-save', version: 2, options: { ...solo, players: [{ name: 'Ana', teams: ['BLUE', 'BLUE', 'RED'] }] }, steps: [] };
    const [r] = await importText(fresh(), JSON.stringify(save), { say: german });
    expect(r).toMatchObject({ kind: 'refused', error: 'Das Spiel kann nicht beginnen: Kampfteam Blau ist zweimal gewählt.' });
  });
});
