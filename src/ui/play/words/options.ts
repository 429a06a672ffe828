/** Button labels for every option the engine offers, read with the engine's codec. */
import { isAsk, parseOption, type Ask, type DecisionPrompt, type GameEvent, type GameState } from '../../../engine';
import { toldByEvents } from '../moment';
import { question } from './asks';
import { DECISION_LINES, fill, OPTION_TEXT, WORD_LABELS, WORD_LABELS_BY_ASK } from '../../common/catalogue';
import { cardName, marineName, playerName, sideWord, swarmPhrase, TEAM_NAMES, TYPE_NAMES } from '../../common/names';

const capital = (x: string): string => x.charAt(0).toUpperCase() + x.slice(1);

function place(s: GameState, row: number, side: string): string {
  const pos = s.formation[row];
  const text = pos ? fill(OPTION_TEXT.place, { side: sideWord(side), marine: marineName(pos.marine) }) : fill(OPTION_TEXT.placeAt, { side: sideWord(side), position: row + 1 });
  return capital(text);
}

export function optionLabel(option: string, p: DecisionPrompt, s: GameState): string {
  return answerLabel(option, p.ask, s);
}

/** An answer's label; `ask` null when a stored entry names a question this version does not ask. */
function answerLabel(option: string, ask: Ask | null, s: GameState): string {
  const v = parseOption(option);
  if (!v) return option;
  switch (v.kind) {
    case 'word':
      return (ask && WORD_LABELS_BY_ASK[ask]?.[v.word]) ?? WORD_LABELS[v.word];
    case 'face':
      return fill(OPTION_TEXT.face, { face: v.face });
    case 'pile':
      return fill(OPTION_TEXT.pile[v.side], { count: s.blips[v.side].length });
    case 'team':
      return fill(OPTION_TEXT.team, { team: TEAM_NAMES[v.team] });
    case 'type':
      return fill(OPTION_TEXT.type, { type: TYPE_NAMES[v.type] ?? v.type });
    case 'marine':
      return marineName(v.id);
    case 'card':
      return OPTION_TEXT.broodLord[v.id] ?? cardName(v.id);
    case 'swap':
      return fill(OPTION_TEXT.swap, { a: marineName(v.a), b: marineName(v.b) });
    case 'flip': {
      const pos = s.formation.find((x) => x.marine === v.marine);
      return fill(OPTION_TEXT.flip, { marine: marineName(v.marine), direction: pos?.facing === 'LEFT' ? 'right' : 'left' });
    }
    case 'pay':
      return fill(OPTION_TEXT.pay, { marine: marineName(v.marine) });
    case 'activate':
      return fill(OPTION_TEXT.activate, { marine: marineName(v.marine), terrain: cardName(v.terrain) });
    case 'ability':
      return fill(OPTION_TEXT.ability, { marine: marineName(v.marine), card: cardName(v.card) });
    case 'to':
    case 'at':
      return place(s, v.row, v.side);
    case 'swarm': {
      const phrase = swarmPhrase(s, v.ref.row, v.ref.side, v.ref.index);
      return v.type ? fill(OPTION_TEXT.typeFromSwarm, { type: TYPE_NAMES[v.type] ?? v.type, swarm: phrase }) : capital(phrase);
    }
  }
}

/** The log line a decision leaves, without ever naming a secret choice. */
export function decisionLine(entry: { ask: string; choice: string; player: number; secret: boolean }, s: GameState): string {
  const player = playerName(s, entry.player);
  // At the table the cards were turned face up together before they were entered.
  if (entry.ask === 'choose-action' && s.chance === 'table') return fill(DECISION_LINES.tableAction, { player, card: cardName(entry.choice) });
  if (entry.ask === 'choose-action') return fill(DECISION_LINES.secretAction, { player });
  if (entry.ask === 'forward-scouting') return fill(DECISION_LINES.scouted, { player });
  const answer = answerLabel(entry.choice, isAsk(entry.ask) ? entry.ask : null, s);
  // Solo: one player answers everything, so no name before every answer.
  if (s.players.length === 1) return fill(DECISION_LINES.solo, { answer });
  return fill(DECISION_LINES.other, { player, answer });
}

/**
 * The line an answer leaves, worded with the position it was given in (a recap read later
 * tells it as it was then, not with the board of now), or null when the engine's own lines
 * already name it ("Calistarius activates the Door." is not told twice).
 */
export function answerLine(entry: { ask: string; choice: string; player: number; secret: boolean }, s: GameState, events: readonly GameEvent[]): string | null {
  // "Leon." before "A Support token goes on Leon.": the engine's line names the answer already.
  return toldByEvents(entry.choice, events) ? null : decisionLine(entry, s);
}

/** Questions and answers as the screens name them, for the reasons an import gives (persistence/import-words.ts). */
export const answerNames = {
  question: (p: DecisionPrompt, s: GameState): string => question(p, s).title,
  option: optionLabel,
};
