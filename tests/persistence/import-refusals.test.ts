/**
 * What an import says and does when it refuses (issue 27 §4, "every word exact"): it names
 * questions and answers as the screens do, not by the engine's ids; a field left out is named,
 * not "… but found undefined"; and a file of which no game comes in changes nothing at all,
 * settings included.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Save } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { PREFERENCES } from '../../src/persistence/preferences';
import { exportGames, importText } from '../../src/persistence/transfer';
import type { ExportFile } from '../../src/persistence/transfer-schema';
import { answerNames, decisionLine } from '../../src/ui/play/words/options';
import { playTableGame, solo, startAndPlay } from './saves-helpers';

let counter = 0;
const fresh = () => new CompanionDB(`import-refusals-${++counter}`);
const words = { words: decisionLine, names: answerNames };

/** Every row of every table of the store (backups and settings included), as text. */
async function everything(db: CompanionDB): Promise<string> {
  const all: Record<string, unknown[]> = {};
  for (const t of db.tables) all[t.name] = await t.toArray();
  return JSON.stringify(all);
}

function stream(file: ExportFile | null): Save {
  const save = file?.games[0]?.save;
  if (save?.version !== 2) throw new Error('no stream save');
  return save as unknown as Save;
}

async function soloFile(): Promise<ExportFile> {
  const db = fresh();
  await startAndPlay(db, solo, 12);
  const { file } = await exportGames(db, null);
  if (!file) throw new Error('no file');
  return file;
}

describe('an import refusal in the words of the screens', () => {
  it('names the question and the possible answers, and quotes a value that names nothing', async () => {
    const file = structuredClone(await soloFile());
    stream(file).steps[0] = 'action.banana';
    const [r] = await importText(fresh(), JSON.stringify(file), words);
    expect(r?.kind).toBe('refused');
    const error = r?.kind === 'refused' ? r.error : '';
    expect(error).toBe(
      'Step 1 of 12 does not fit the game: to the question "Choose the Blue team\'s Action card" the file answers "action.banana", which is not one of the choices. Possible: Counter Attack, Intimidation, Lead By Example.',
    );
    expect(error).not.toMatch(/choose-action|action\.(counter|intimidation|lead)/);
  });

  it('names a card that exists but cannot be chosen there by its printed name', async () => {
    const file = structuredClone(await soloFile());
    // The Red team's card offered to the Blue team's question.
    stream(file).steps[0] = 'action.overwatch';
    const [r] = await importText(fresh(), JSON.stringify(file), words);
    expect(r?.kind === 'refused' && r.error).toMatch(/the file answers Overwatch, which is not one of the choices\. Possible: Counter Attack, /);
  });

  it('at the table, names the marines of a question about them', async () => {
    const a = await playTableGame(fresh(), 3);
    const { file } = await exportGames(a.database, [a.id]);
    const save = stream(structuredClone(file));
    const bad = { ...file, games: [{ ...file?.games[0], save: { ...save, steps: [...save.steps.slice(0, 5), 'marine.nobody'] } }] };
    const [r] = await importText(fresh(), JSON.stringify(bad), words);
    expect(r?.kind).toBe('refused');
    const error = r?.kind === 'refused' ? r.error : '';
    expect(error).toMatch(/^Step 6 of 6 does not fit the game: to the question "[^"]+" the file answers "marine\.nobody", which is not one of the choices\. Possible: /);
    // Every option is in words: no engine id or option code is left in the list.
    expect(error.slice(error.indexOf('Possible:'))).not.toMatch(/[a-z]\.[a-z]|:\d|swarm:/);
  });

  it('names what a file leaves out instead of "… but found undefined"', async () => {
    const file = await soloFile();
    const cases: [unknown, string][] = [
      [{ ...file, games: undefined }, 'This is not a saved game we can read: the file has no list of games (games).'],
      [{ ...file, games: [{ ...file.games[0], save: { ...file.games[0]?.save, options: { ...solo, seed: undefined } } }] }, 'This is not a saved game we can read: game 1 has no seed (games.0.save.options.seed).'],
      [{ ...file, games: [{ ...file.games[0], save: { ...file.games[0]?.save, options: { ...solo, players: [{ teams: ['BLUE'] }] } } }] }, 'This is not a saved game we can read: player 1 of game 1 has no name (games.0.save.options.players.0.name).'],
      [{ ...file, games: [{ ...file.games[0], save: { ...file.games[0]?.save, version: undefined } }] }, 'This is not a saved game we can read: game 1 has no version number (games.0.save.version).'],
    ];
    for (const [json, error] of cases) {
      const [r] = await importText(fresh(), JSON.stringify(json), words);
      expect(r).toEqual({ kind: 'refused', label: 'The file', error });
    }
  });
});

describe('a refused import changes nothing', () => {
  it('a file whose every game is refused leaves every table as it was, settings included, on a device that had none', async () => {
    const file = structuredClone(await soloFile());
    file.preferences = { advisor: true, textSize: 'larger', animations: false, confirmBig: false, openTo: 'home', language: 'auto' };
    stream(file).steps[3] = 'nonsense';
    const db = fresh();
    await startAndPlay(db, solo, 3); // a device with a game of its own, and no settings yet
    expect(await db.settings.get(PREFERENCES)).toBeUndefined();
    const before = await everything(db);
    const results = await importText(db, JSON.stringify(file), words);
    expect(results.map((r) => r.kind)).toEqual(['refused']);
    expect(await everything(db)).toBe(before);
  });

  it('a file whose only game is already here brings no settings either; a game that comes in brings them', async () => {
    const source = fresh();
    await startAndPlay(source, solo, 5);
    const { file } = await exportGames(source, null);
    if (!file) throw new Error('no file');
    file.preferences = { advisor: true, textSize: 'larger', animations: false, confirmBig: false, openTo: 'home', language: 'auto' };
    const db = fresh();
    const [first] = await importText(db, JSON.stringify(file), words);
    expect(first?.kind).toBe('imported');
    expect((await db.settings.get(PREFERENCES))?.value).toMatchObject({ textSize: 'larger' });
    await db.settings.delete(PREFERENCES);
    const before = await everything(db);
    const [again] = await importText(db, JSON.stringify(file), words);
    expect(again?.kind).toBe('duplicate');
    expect(await everything(db)).toBe(before);
  });
});
