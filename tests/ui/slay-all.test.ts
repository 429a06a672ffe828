import { describe, expect, it } from 'vitest';
import { answer, type DecisionPrompt, type GameState } from '../../src/engine';
import { advance } from '../../src/engine/driver';
import { slayFrame } from '../../src/engine/rules/frames';
import { slayAll, wholeSwarm } from '../../src/ui/play/slay-all';
import { build } from '../engine/build';

const QUIET = ['| deino> |', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'];

/** Lorenzo's hits on the swarm to his left, waiting for the first "which Genestealer?". */
function slaying(swarm: string, hits: number): GameState {
  const s = build({ rows: [`[${swarm}] | lorenzo< |`, ...QUIET], start: { phase: 'resolve-actions' } }).state;
  s.stack.push(slayFrame({ row: 0, side: 'LEFT', index: 0 }, hits, 'marine.lorenzo'));
  advance(s, { log: [] });
  return s;
}

/** Just enough of the game model: the position, its prompt, and answers through the engine. */
function fakeGame(s: GameState) {
  const game = {
    state: { value: s as GameState | null },
    get prompt() {
      const p = game.state.value?.prompt;
      return { value: p && p.kind === 'decision' ? (p as DecisionPrompt) : null };
    },
    answers: [] as string[],
    recent: { value: [] as string[] },
    async choose(option: string): Promise<boolean> {
      const r = answer(game.state.value as GameState, option);
      if (!r.ok) return false;
      game.answers.push(option);
      game.state.value = r.state;
      // As the game model does: the recap holds this answer's lines only.
      game.recent.value = [`slay ${option}`, ...r.log];
      return true;
    },
  };
  return game;
}

describe('slay all: one tap when every Genestealer of the swarm dies', () => {
  it('is offered when the hits slay the whole swarm, and plays one engine answer per choice', async () => {
    const s = slaying('CLAW CLAW HEAD', 3);
    const p = s.prompt as DecisionPrompt;
    expect(p.ask).toBe('slay');
    const cards = wholeSwarm(p, s);
    expect(cards).toHaveLength(3);
    const game = fakeGame(s);
    const n = await slayAll(game, cards ?? []);
    // Two answers: the last card is forced, and the engine takes a forced one by itself.
    expect(n).toBe(2);
    expect(game.answers).toEqual(['CLAW', 'CLAW']);
    expect(game.state.value?.formation[0]?.LEFT.swarms).toEqual([]);
    // The recap tells the whole tap: both answers' lines, in order, not only the last one's.
    expect(game.recent.value.filter((l) => l.startsWith('slay '))).toEqual(['slay CLAW', 'slay CLAW']);
    // The same steps played one by one give the same position.
    let one = s;
    for (const a of game.answers) {
      const r = answer(one, a);
      if (!r.ok) throw new Error(r.error);
      one = r.state;
    }
    expect(one).toEqual(game.state.value);
  });

  it('is not offered when some survive (the choice matters) or for a single card', () => {
    const some = slaying('CLAW CLAW HEAD', 2);
    expect(wholeSwarm(some.prompt as DecisionPrompt, some)).toBeNull();
    const one = slaying('CLAW', 1);
    // A lone card is a forced answer: no question at all.
    expect(one.prompt?.kind === 'decision' && one.prompt.ask === 'slay').toBe(false);
  });

  it('is not offered when a card of the swarm is shielded', () => {
    const s = slaying('CLAW HEAD', 2);
    const card = s.formation[0]?.LEFT.swarms[0]?.cards[0] as string;
    s.effects.shielded.push(card);
    expect(wholeSwarm(s.prompt as DecisionPrompt, s)).toBeNull();
  });
});
