/** At the table the questions say what the table does: where a turned-up Genestealer goes, Action cards turned up, not secret. */
import { describe, expect, it } from 'vitest';
import { answer, newGame, type GameState } from '../../src/engine';
import { question } from '../../src/ui/play/words/asks';
import { decisionLine } from '../../src/ui/play/words/options';
import { revealLine, revealTitle, spawnDestination } from '../../src/ui/table/reveal-words';

function start(chance: 'table' | 'dealer'): GameState {
  const r = newGame({ players: [{ name: 'A', teams: ['BLUE', 'RED'] }, { name: 'B', teams: ['GREY', 'PURPLE'] }], chance, seed: 0 });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** Answers the table's reveals with the first possible option until `stop` holds. */
function until(s: GameState, stop: (s: GameState) => boolean): GameState {
  while (!stop(s)) {
    const p = s.prompt;
    if (!p) throw new Error('game over');
    const r = answer(s, p.options[0] as string);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return s;
}

describe('table wording', () => {
  it('says where the Genestealer goes before its type is entered', () => {
    // The Swarm (copy 1) spawns at the yellow terrain first: the Door beside position 1 (2-player Void Lock).
    const s = until(start('table'), (x) => x.prompt?.kind === 'reveal' && x.prompt.reveal === 'event');
    const r = answer(s, 'event.the-swarm.1');
    if (!r.ok || r.state.prompt?.kind !== 'reveal') throw new Error('expected a reveal');
    const to = spawnDestination(r.state);
    expect(to).toMatch(/^on the left of .+ \(position 1\), at the Door$/);
    expect(revealTitle(r.state.prompt, r.state)).toContain(`it goes ${to}`);
  });

  it('asks for the Action card the team turned up at the table, and keeps it secret in pocket play', () => {
    const table = until(start('table'), (x) => x.prompt?.kind === 'decision');
    if (table.prompt?.kind !== 'decision') throw new Error('expected a decision');
    const q = question(table.prompt, table);
    expect(q.title).toBe('Which Action card did the Blue team turn up?');
    expect(q.hint ?? '').not.toMatch(/secret/i);
    // A guest of a table game hosted on several phones (issue 26) chooses on its own phone.
    const own = question(table.prompt, table, true);
    expect(own.title).toBe("Choose the Blue team's Action card");
    expect(own.hint).toMatch(/secret/);
    // The log names the card at the table (it lies face up), never in pocket play.
    const entry = { ask: 'choose-action', choice: table.prompt.options[0] as string, player: 0, secret: true };
    expect(decisionLine(entry, table)).toMatch(/^A turned up .+\.$/);
    const pocket = start('dealer');
    expect(decisionLine(entry, pocket)).toBe('A chose an Action card in secret.');
    if (pocket.prompt?.kind !== 'decision') throw new Error('expected a decision');
    expect(question(pocket.prompt, pocket).hint).toMatch(/secret/);
  });

  it("an Event named with its own '!' ends the log's sentence: no '!.'", () => {
    const s = until(start('table'), (x) => x.prompt?.kind === 'reveal' && x.prompt.reveal === 'event');
    const p = s.prompt;
    if (p?.kind !== 'reveal') throw new Error('no Event asked');
    const copy = p.options.find((o) => o.startsWith('event.theyre-everywhere')) as string;
    expect(revealLine(p, copy)).toMatch(/^The table reports: They.re Everywhere!$/);
    expect(revealLine(p, p.options.find((o) => o.startsWith('event.the-swarm')) as string)).toMatch(/^The table reports: The Swarm.*\.$/);
  });
});
