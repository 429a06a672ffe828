/**
 * A question whose every answer leads to the same position is no decision: in pocket play
 * too (as at the table, table-model.ts) the app answers it for the player, one stored step
 * per engine answer, and says it once ("Both slain") instead of asking (issue 32). So is a
 * re-roll that is the marine's only hope.
 */
import { answer, rerollOnlyHope, sameOutcome, type DecisionPrompt, type GameEvent, type GameState } from '../../../engine';
import { genestealerType } from '../../../data';
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
  // A killing defence roll: keeping it loses the marine and his tokens alike, so the app
  // spends one for him (docs/rulings.md Q32-2). The table enters what the table did instead.
  if (rerollOnlyHope(s)) return ['reroll'];
  const path = sameOutcome(s);
  return path && path.length > 0 ? path : null;
}

/** How a chain of slays taken for the player is told: once, for all of them. */
export function slainOnce(n: number): string {
  return n === 2 ? t('board.slain.both') : t('board.slain.all', { count: n });
}

/** The Genestealers these events slay, as a slay question names them: a type, or a Brood Lord's card. */
export function slainCards(events: readonly GameEvent[]): string[] {
  return events.flatMap((e) => (e.k === 'genestealer-slain' ? [genestealerType(e.card) ?? e.card] : []));
}

/** An answer the app gives for the player, with how its line is told. */
export interface GivenAnswer {
  o: string;
  told?: Said;
}

/**
 * The answers that are no decision from `s` on, in order, up to the player's next real
 * question, and the position they reach (`ok`: reached, not cut short). The game model takes
 * them with the tap that led here (game-model.ts); a decision screen walks past them (runs.ts).
 */
export function settleFrom(s: GameState): { answers: GivenAnswer[]; at: GameState; ok: boolean; kills: string[] } {
  const answers: GivenAnswer[] = [];
  // What those answers slew, for the words of a set that ends in them (runs.ts).
  const kills: string[] = [];
  let at = s;
  for (let i = 0; i < LIMIT; i++) {
    const path = settlingPath(at);
    if (!path) return { answers, at, ok: true, kills };
    // A re-roll the app made for him is said so, with why (docs/rulings.md Q32-2).
    const reroll = rerollOnlyHope(at);
    // Which Genestealer of a swarm that dies whole goes first: said once, on the first answer.
    const slay = at.prompt?.kind === 'decision' && at.prompt.ask === 'slay';
    const first = answers.length;
    let slain = 0;
    let ok = true;
    for (const o of path) {
      const r = answer(at, o);
      if (!(ok = r.ok)) break;
      const cards = slainCards(r.events);
      kills.push(...cards);
      slain += cards.length;
      answers.push(reroll ? { o, told: { w: 'rerolled-for-you' } } : { o });
      at = r.state;
    }
    if (slay && slain > 1 && answers[first]) answers[first] = { o: (answers[first] as GivenAnswer).o, told: { w: 'slain-once', n: slain } };
    if (!ok) return { answers, at, ok: false, kills };
  }
  return { answers, at, ok: false, kills };
}

/** The answers the app gives for the player from `s` on (settleFrom). */
export function settleAnswers(s: GameState | null): GivenAnswer[] {
  return s ? settleFrom(s).answers : [];
}

/** Gives every answer that is no decision, as stored steps (a game opened on one); resolves once the player has a real question. */
export async function settleSame(game: Settling): Promise<void> {
  if (game.busy.value) return;
  for (const a of settleAnswers(game.state.value)) {
    if (!game.prompt.value?.options.includes(a.o)) return;
    if (!(await game.choose(a.o, 'auto', a.told))) return;
  }
}
