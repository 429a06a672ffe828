/**
 * Positions for the wording spec (issue 27 §4), found with the engine in the test and brought
 * into the app through its own import path (fit-positions.ts importAndOpen): each is the first
 * deal, from 1, where a simple answering rule reaches the words under test.
 */
import { answer, newGame, type GameEvent, type GameOptions, type GameState } from '../../src/engine';
import { scriptedAnswer, TEAMS } from '../../scripts/table-taps-policy';

export interface Built {
  options: GameOptions;
  answers: string[];
  state: GameState;
  /** The events of the last answer. */
  last: GameEvent[];
}

type Pick = (s: GameState) => string;
type Stop = (s: GameState, last: GameEvent[], all: GameEvent[]) => boolean;

/** Answers by `pick` until `stop` holds; null if the game ends or runs past `limit` answers first. */
function playUntil(options: GameOptions, pick: Pick, stop: Stop, limit = 400): Built | null {
  const started = newGame(options);
  if (!started.ok) throw new Error(started.error);
  let s = started.state;
  const answers: string[] = [];
  const all: GameEvent[] = [];
  let last: GameEvent[] = [];
  while (!stop(s, last, all)) {
    const p = s.prompt;
    if (!p || s.outcome || answers.length >= limit) return null;
    const key = pick(s);
    const r = answer(s, key);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    answers.push(key);
    last = r.events;
    all.push(...r.events);
  }
  return { options, answers, state: s, last };
}

function firstDeal(players: GameOptions['players'], pick: Pick, stop: Stop, what: string): Built {
  for (let seed = 1; seed <= 300; seed++) {
    const built = playUntil({ players, chance: 'dealer', seed }, pick, stop);
    if (built) return built;
  }
  throw new Error(`no deal in 300 reaches ${what}`);
}

const first: Pick = (s) => s.prompt?.options[0] as string;

/** Prefers the given answers wherever they are offered, else the first. */
const preferring =
  (...keys: string[]): Pick =>
  (s) =>
    keys.find((k) => s.prompt?.options.includes(k)) ?? first(s);

/** Solo, Red among the teams: Full Auto asks whether Leon attacks again right after a miss. */
export function fullAutoAfterMiss(): Built {
  return firstDeal(
    [{ name: 'Ana', teams: ['RED', 'BLUE', 'GREEN'] }],
    preferring('action.full-auto'),
    (s, last) => s.prompt?.kind === 'decision' && s.prompt.ask === 'full-auto' && last.some((e) => e.k === 'attack-roll' && e.hits === 0),
    'Full Auto after a miss',
  );
}

/** Solo: the answer just given made the squad travel, with the new Location's terrain placed. */
export function afterTravel(): Built {
  return firstDeal(
    [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }],
    first,
    (s, last) => s.prompt?.kind === 'decision' && last.some((e) => e.k === 'travel') && last.some((e) => e.k === 'terrain-placed') && last.some((e) => e.k === 'event-drawn'),
    'a travel',
  );
}

/** Solo: Stalking from the Shadows has taken a marine's only Support token. */
export function stalkingOneToken(): Built {
  return firstDeal(
    [{ name: 'Ana', teams: ['BLUE', 'RED', 'PURPLE'] }],
    first,
    (s, _last, all) => s.prompt?.kind === 'decision' && all.some((e) => e.k === 'stalking' && e.tokens === 1),
    'Stalking from the Shadows taking one token',
  );
}

/**
 * The scripted table game of measure:table-taps (bold players, Attack cards) at an attack die
 * whose 3 leads on to a decision: the plain sheet then shows the roll as a die tile.
 */
export function tableAttackDie(): Built {
  const options: GameOptions = { players: TEAMS.map((t, i) => ({ name: `Player ${i + 1}`, teams: [...t] })), chance: 'table', seed: 0 };
  let dice = 0;
  const pick: Pick = (s) => {
    const p = s.prompt as NonNullable<GameState['prompt']>;
    const key = scriptedAnswer(s, p, dice);
    if (p.kind === 'reveal' && p.reveal === 'die') dice++;
    return key;
  };
  const built = playUntil(options, pick, (s) => {
    const p = s.prompt;
    if (s.round < 1 || p?.kind !== 'reveal' || p.reveal !== 'die') return false;
    const r = answer(s, '3');
    return r.ok && r.state.prompt?.kind === 'decision' && r.events.some((e) => e.k === 'attack-roll');
  });
  if (!built) throw new Error('no attack die at the table leads on to a decision');
  return built;
}

/** A 2-player table game at a defence die, where a 3 leads on to another die or a decision (not a card to reveal). */
export function tableDefenceDie(): Built {
  const options: GameOptions = { players: [{ name: 'Ana', teams: ['BLUE', 'RED'] }, { name: 'Ben', teams: ['GREY', 'PURPLE'] }], chance: 'table', seed: 0 };
  const built = playUntil(options, first, (s) => {
    const p = s.prompt;
    if (s.round < 1 || p?.kind !== 'reveal' || p.reveal !== 'die') return false;
    const r = answer(s, '3');
    const next = r.ok ? r.state.prompt : null;
    return r.ok && (next?.kind === 'decision' || (next?.kind === 'reveal' && next.reveal === 'die')) && r.events.some((e) => e.k === 'defence-roll');
  });
  if (!built) throw new Error('no defence die at the table leads on to a die or a decision');
  return built;
}
