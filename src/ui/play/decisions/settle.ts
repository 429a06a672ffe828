/**
 * A question whose every answer leads to the same position is no decision: in pocket play
 * too (as at the table, table-model.ts) the app answers it for the player, one stored step
 * per engine answer, and says it once ("Both slain") instead of asking (issue 32).
 */
import { answer, sameOutcome, type DecisionPrompt, type GameState } from '../../../engine';
import { t } from '../../common/words';
import type { Said } from '../../../persistence/said';

/** Far above any real chain (a whole swarm slain one card at a time). */
const LIMIT = 40;

interface Settling {
  state: { value: GameState | null };
  prompt: { value: DecisionPrompt | null };
  busy: { value: boolean };
  choose(option: string, mode?: 'auto', told?: Said): Promise<boolean>;
}

/** The answers the app gives now (the whole chain of one question), or null when the player decides. */
export function settlingPath(s: GameState | null): string[] | null {
  if (!s || s.outcome) return null;
  const p = s.prompt;
  if (!p || p.kind !== 'decision') return null;
  const path = sameOutcome(s);
  return path && path.length > 0 ? path : null;
}

/** How a chain of slays taken for the player is told: once, for all of them. */
export function slainOnce(n: number): string {
  return n === 2 ? t('board.slain.both') : t('board.slain.all', { count: n });
}

/** Genestealers the path slays (the last card, forced, included). */
function slainBy(s: GameState, path: readonly string[]): number {
  let at = s;
  let n = 0;
  for (const o of path) {
    const r = answer(at, o);
    if (!r.ok) break;
    n += r.events.filter((ev) => ev.k === 'genestealer-slain').length;
    at = r.state;
  }
  return n;
}

/** An answer the app gives for the player, with how its line is told. */
export interface GivenAnswer {
  o: string;
  told?: Said;
}

/**
 * Every answer that is no decision from `s` on, in order, up to the player's next real
 * question: the game model takes them with the tap that led here (game-model.ts), so that
 * question is the one drawn.
 */
export function settleAnswers(s: GameState | null): GivenAnswer[] {
  const out: GivenAnswer[] = [];
  let at = s;
  for (let i = 0; i < LIMIT; i++) {
    const path = settlingPath(at);
    if (!at || !path) break;
    // Which Genestealer of a swarm that dies whole goes first: said once, on the first answer.
    const slain = at.prompt?.kind === 'decision' && at.prompt.ask === 'slay' ? slainBy(at, path) : 0;
    for (const [n, o] of path.entries()) {
      const r = answer(at, o);
      if (!r.ok) return out;
      out.push(n === 0 && slain > 1 ? { o, told: { w: 'slain-once', n: slain } } : { o });
      at = r.state;
    }
  }
  return out;
}

/** Gives every answer that is no decision, as stored steps (a game opened on one); resolves once the player has a real question. */
export async function settleSame(game: Settling): Promise<void> {
  if (game.busy.value) return;
  for (const a of settleAnswers(game.state.value)) {
    if (!game.prompt.value?.options.includes(a.o)) return;
    if (!(await game.choose(a.o, 'auto', a.told))) return;
  }
}
