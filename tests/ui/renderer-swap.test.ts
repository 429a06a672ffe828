/**
 * Issue 25: the log's words are one rendering of the events. With the English renderer swapped
 * for another "language" (every line reversed and upper-cased), a scripted pass-and-play round
 * gives the very same recap model, die faces and board marks: they come from events, not words.
 */
import 'fake-indexeddb/auto';
import { pocketSaid } from '../../src/ui/play/words/said';
import { describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../src/engine';
import type { LogWords } from '../../src/engine/words/log-en';

const OPTIONS = {
  players: [
    { name: 'Ana', teams: ['BLUE', 'RED'] },
    { name: 'Ben', teams: ['GREEN', 'GREY'] },
  ],
  chance: 'dealer',
  seed: 1,
} as const;

/** Plays the first 12 answers (the round's reveal, a death and a travel among them) and records what the models made of each. */
async function scriptedRound(tag: string) {
  // After a module reset the screens' words are a fresh, empty module: give it English again.
  await import('../setup-words');
  const { CompanionDB } = await import('../../src/persistence/db');
  const { gameStore } = await import('../../src/persistence/games');
  const { GameModel } = await import('../../src/ui/play/game-model');
  const model = new GameModel(gameStore(new CompanionDB(`swap-${tag}`), pocketSaid));
  await model.start(structuredClone(OPTIONS) as never, false);
  const seen: unknown[] = [];
  const lines: string[] = [];
  for (let i = 0; i < 12; i++) {
    if (model.handOff.value !== null) model.confirmHandOff();
    await model.choose(model.prompt.value?.options[0] as string);
    const changes = model.changes.value;
    seen.push({ moment: model.moment.value, dice: model.dice.value, swarms: [...changes.swarms], fallen: changes.fallen });
    lines.push(...model.recent.value);
    model.dismissMoment();
  }
  return { seen, lines };
}

describe('another renderer, the same models', () => {
  it('recap, dice and board marks of a scripted pass-and-play round do not depend on the words', { timeout: 60_000 }, async () => {
    const english = await scriptedRound('en');
    vi.resetModules();
    vi.doMock('../../src/engine/words/log-en', async (importOriginal) => {
      const orig = await importOriginal<typeof import('../../src/engine/words/log-en')>();
      const reversed = (l: string | null) => (l === null ? null : [...l].reverse().join('').toUpperCase());
      const words = Object.fromEntries(Object.entries(orig.LOG_EN).map(([k, f]) => [k, (e: GameEvent) => reversed((f as (e: GameEvent) => string | null)(e))])) as unknown as LogWords;
      return {
        ...orig,
        LOG_EN: words,
        renderEvent: (ev: GameEvent, w: LogWords = words) => orig.renderEvent(ev, w),
        renderLog: (evs: readonly GameEvent[], w: LogWords = words) => orig.renderLog(evs, w),
      };
    });
    const other = await scriptedRound('xx');
    vi.doUnmock('../../src/engine/words/log-en');
    vi.resetModules();

    // The swap took effect: the engine's lines are in the other "language"…
    const engineLine = english.lines.find((l) => l.startsWith('Revealed: ')) as string;
    expect(other.lines).toContain([...engineLine].reverse().join('').toUpperCase());
    expect(other.lines).not.toContain(engineLine);
    // …and what the table is shown as data is unchanged, a recap with a death and a travel included.
    expect(other.seen).toEqual(english.seen);
    const moments = english.seen.map((s) => (s as { moment: { deaths: unknown[]; travel: unknown[] } | null }).moment);
    expect(moments.some((m) => m && m.deaths.length > 0 && m.travel.length > 0)).toBe(true);
  });
});
