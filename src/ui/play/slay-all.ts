/**
 * "Slay all" (issue 11): when every Genestealer of a swarm dies, which one goes first
 * changes nothing, yet the engine asks once per card. The screen offers one tap instead and
 * plays the same answers one by one, so the stored steps, replay and undo stay as they were.
 */
import { genestealerType, isBroodLord } from '../../data';
import type { DecisionPrompt, GameEvent, GameState, Swarm } from '../../engine';

function slaySwarm(p: DecisionPrompt, s: GameState): { swarm: Swarm; count: number } | null {
  if (p.ask !== 'slay') return null;
  const f = s.stack[s.stack.length - 1];
  if (!f || f.t !== 'slay') return null;
  const swarm = s.formation[f.row]?.[f.side].swarms[f.index];
  return swarm ? { swarm, count: f.count } : null;
}

/** The swarm's cards when the hits slay every one of them (and none is shielded), else null. */
export function wholeSwarm(p: DecisionPrompt, s: GameState): string[] | null {
  const at = slaySwarm(p, s);
  if (!at || at.swarm.cards.length < 2 || at.count < at.swarm.cards.length) return null;
  if (at.swarm.cards.some((c) => s.effects.shielded.includes(c))) return null;
  return [...at.swarm.cards];
}

/**
 * The next answer of a "slay all" still under way: the prompt still slays from what is left
 * of those cards. A Brood Lord goes last, as the rules require. Null once anything else is asked.
 */
export function nextOfWhole(p: DecisionPrompt | null, s: GameState | null, cards: readonly string[]): string | null {
  const at = p && s ? slaySwarm(p, s) : null;
  if (!p || !at || !at.swarm.cards.every((c) => cards.includes(c))) return null;
  const normal = at.swarm.cards.find((c) => !isBroodLord(c));
  const choice = normal ? (genestealerType(normal) as string) : at.swarm.cards[0];
  return choice && p.options.includes(choice) ? choice : null;
}

interface Answering {
  prompt: { value: DecisionPrompt | null };
  state: { value: GameState | null };
  /** What the last answer did, as the sheet's short recap shows it. */
  recent: { value: string[] };
  /** Its events, which the dice and the Event chip read. */
  recentEvents?: { value: GameEvent[] };
  choose(option: string): Promise<boolean>;
}

/**
 * Plays the whole "slay all": one stored answer per card, stopping at anything else asked.
 * The recap then tells the whole tap (every card slain), not only its last answer. Returns how many.
 */
export async function slayAll(game: Answering, cards: readonly string[]): Promise<number> {
  let n = 0;
  const told: string[] = [];
  const happened: GameEvent[] = [];
  for (let next = nextOfWhole(game.prompt.value, game.state.value, cards); next; next = nextOfWhole(game.prompt.value, game.state.value, cards)) {
    if (!(await game.choose(next))) break;
    told.push(...game.recent.value);
    happened.push(...(game.recentEvents?.value ?? []));
    n++;
  }
  if (n > 1) {
    game.recent.value = told;
    if (game.recentEvents) game.recentEvents.value = happened;
  }
  return n;
}
