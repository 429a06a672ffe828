/**
 * Issue 25: the log's words are one rendering of the events. With the log shown in another
 * language (German, issue 34), a scripted pass-and-play round gives the very same recap
 * model, die faces and board marks: they come from events, not words.
 */
import 'fake-indexeddb/auto';
import { pocketSaid } from '../../src/ui/play/words/said';
import { describe, expect, it } from 'vitest';
import { useWordsNow } from '../../src/ui/common/words';
import { wordsOf } from '../setup-words';

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

describe('another language, the same models', () => {
  it('recap, dice and board marks of a scripted pass-and-play round do not depend on the words', { timeout: 60_000 }, async () => {
    const english = await scriptedRound('en');
    useWordsNow('de', wordsOf('de'), wordsOf('en'));
    let other: Awaited<ReturnType<typeof scriptedRound>>;
    try {
      other = await scriptedRound('de');
    } finally {
      useWordsNow('en', wordsOf('en'));
    }

    // The language took effect: the engine's lines are German…
    const engineLine = english.lines.find((l) => l.startsWith('Revealed: ')) as string;
    expect(engineLine).toBeDefined();
    expect(other.lines.some((l) => l.startsWith('Aufgedeckt: '))).toBe(true);
    expect(other.lines).not.toContain(engineLine);
    // …and what the table is shown as data is unchanged, a recap with a death and a travel
    // included, and each answer's own line, kept as a code with the board it was given on.
    expect(other.seen).toEqual(english.seen);
    const moments = english.seen.map((s) => (s as { moment: { deaths: unknown[]; travel: unknown[] } | null }).moment);
    expect(moments.some((m) => m && m.deaths.length > 0 && m.travel.length > 0)).toBe(true);
  });
});
