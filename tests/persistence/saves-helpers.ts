/** Shared by the saves tests: games played through the real store, and a dump to compare bytes. */
import { expect } from 'vitest';
import { answer, positionFromTable, type GameOptions } from '../../src/engine';
import type { CompanionDB } from '../../src/persistence/db';
import { createGame, recordAnswer, type LoadedGame } from '../../src/persistence/games';
import { tableStore } from '../../src/ui/table/store';
import { TableModel } from '../../src/ui/table/table-model';
import { decisionLine } from '../../src/ui/play/words/options';

export const solo: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }], chance: 'dealer', seed: 7 };
export const duo: GameOptions = { players: [{ name: 'Bo', teams: ['BLUE', 'RED'] }, { name: 'Cy', teams: ['GREEN', 'GREY'] }], chance: 'dealer', seed: 99 };

/** Plays `n` answers (the option `pick` chooses, first by default) through the store, as the app does. */
export async function play(db: CompanionDB, game: LoadedGame, n: number, pick = (options: string[], i: number) => options[i % options.length] as string): Promise<LoadedGame> {
  let { row, state } = game;
  for (let i = 0; i < n && state.prompt; i++) {
    const p = state.prompt;
    if (p.kind !== 'decision') throw new Error('pocket play only asks decisions');
    const choice = pick(p.options, i);
    const r = answer(state, choice);
    if (!r.ok) throw new Error(r.error);
    // The log lines as the app writes them: the decision first, then what followed.
    const log = [decisionLine({ ask: p.ask, choice, player: p.player, secret: p.secret }, state), ...r.log];
    row = await recordAnswer(db, row, { choice, ask: p.ask, player: p.player, secret: p.secret, ...r, log, said: { w: 'answer' } });
    state = r.state;
  }
  return { row, state };
}

export async function startAndPlay(db: CompanionDB, options: GameOptions, n: number, practice = false): Promise<LoadedGame> {
  const made = await createGame(db, options, { practice, now: 1_000 });
  if (!made.ok) throw new Error(made.error);
  return play(db, made.value, n);
}

/** Every row of every table, as JSON text: equal text means byte-identical data. */
export async function dump(db: CompanionDB, onlyGames?: Set<string>): Promise<string> {
  const keep = <T extends { gameId?: string; id?: string }>(rows: T[]) => (onlyGames ? rows.filter((r) => onlyGames.has((r.gameId ?? r.id) as string)) : rows);
  return JSON.stringify({
    games: keep(await db.games.toArray()),
    steps: keep(await db.steps.toArray()),
    snapshots: keep(await db.snapshots.toArray()),
    settings: await db.settings.toArray(),
  });
}

export const tableOptions: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED'] }, { name: 'Ben', teams: ['GREY', 'PURPLE'] }], chance: 'table', seed: 0 };

/**
 * A table game begun mid-way (its own start position), through the table screen's model:
 * two answers, a correction by hand (Lorenzo's tokens to 2), then `after` more answers.
 */
export async function playTableGame(database: CompanionDB, after = 2) {
  const from = positionFromTable({
    players: tableOptions.players,
    location: 'setup.void-lock-2-4p',
    formation: [
      { marine: 'marine.leon', facing: 'LEFT', tokens: 1, LEFT: { genestealers: ['CLAW', 'HEAD'], terrain: [{ id: 'terrain.door' }] } },
      { marine: 'marine.lorenzo', facing: 'RIGHT' },
      { marine: 'marine.scipio', facing: 'RIGHT', RIGHT: { genestealers: ['TAIL'] } },
    ],
    blips: { LEFT: 5, RIGHT: 6 },
  });
  if (!from.ok) throw new Error(from.errors.join(' '));
  const store = tableStore(database);
  const made = await store.createTable(tableOptions, { state: from.state, events: from.events });
  if (!made.ok) throw new Error(made.error);
  const model = new TableModel(store);
  await model.game.open(made.value.row.id);
  // A decision or a reveal of what the table drew or rolled: the first option each time.
  const step = () => {
    const r = model.reveal.value;
    return r ? model.enter(r.options[0] as string) : model.game.choose(model.game.prompt.value?.options[0] as string);
  };
  for (let i = 0; i < 2; i++) expect(await step()).toBe(true);
  expect(await model.fix({ t: 'tokens', marine: 'marine.lorenzo', count: 2 })).toBe(true);
  for (let i = 0; i < after; i++) expect(await step()).toBe(true);
  return { database, id: made.value.row.id, state: model.game.state.value, start: from.state };
}
