/** Button labels for every option the engine offers, read with the engine's codec, in the shown language. */
import { isAsk, parseOption, type Ask, type DecisionPrompt, type GameEvent, type GameState, type Side } from '../../../engine';
import { toldByEvents } from '../moment';
import { MOVE_ACTIVATE } from '../decisions/ask-groups';
import { question } from './asks';
import { WORD_KEYS, WORD_KEYS_BY_ASK } from '../../common/catalogue';
import { cardName, isLeft, marineName, playerName, teamName, TYPE_NAMES } from '../../common/names';
import { t } from '../../common/words';
import { teamLabel } from '../board/team-words';
import { actionDef } from '../../../data';
import type { KeyOf } from '../../../words/keys';

function place(s: GameState, row: number, side: string): string {
  const pos = s.formation[row];
  const left = isLeft(side);
  if (pos) return t(left ? 'answer.leftOf' : 'answer.rightOf', { marine: marineName(pos.marine) });
  return t(left ? 'answer.leftOfPosition' : 'answer.rightOfPosition', { position: row + 1 });
}

const SWARM_KEYS = {
  plain: { left: 'answer.swarmLeft', right: 'answer.swarmRight', leftGroup: 'answer.swarmLeftGroup', rightGroup: 'answer.swarmRightGroup' },
  typed: { left: 'answer.typeFromSwarmLeft', right: 'answer.typeFromSwarmRight', leftGroup: 'answer.typeFromSwarmLeftGroup', rightGroup: 'answer.typeFromSwarmRightGroup' },
} as const satisfies Record<string, Record<string, KeyOf<'play'>>>;

/** "Swarm of 3 left of Leon", or "Claw from the swarm of 3 left of Leon" (a group number where a side has several). */
function swarmLabel(s: GameState, row: number, side: string, index: number, type: string | undefined): string {
  const pos = s.formation[row];
  const typeName = type ? (TYPE_NAMES[type] ?? type) : '';
  if (!pos) return type ? t('answer.typeFromSwarm', { type: typeName }) : t('answer.aSwarm');
  const sideOf = pos[side as Side];
  const size = sideOf?.swarms[index]?.cards.length ?? 0;
  const grouped = (sideOf?.swarms.length ?? 0) > 1;
  const keys = type ? SWARM_KEYS.typed : SWARM_KEYS.plain;
  const key = isLeft(side) ? (grouped ? keys.leftGroup : keys.left) : grouped ? keys.rightGroup : keys.right;
  return t(key, { type: typeName, n: size, marine: marineName(pos.marine), group: index + 1 });
}

const BROOD_LORD_KEYS: Record<string, KeyOf<'play'>> = { 'brood-lord.a': 'answer.broodLordA', 'brood-lord.b': 'answer.broodLordB' };

export function optionLabel(option: string, p: DecisionPrompt, s: GameState): string {
  return answerLabel(option, p.ask, s);
}

/** An answer's label; `ask` null when a stored entry names a question this version does not ask. */
function answerLabel(option: string, ask: Ask | null, s: GameState): string {
  const v = parseOption(option);
  if (!v) return option;
  switch (v.kind) {
    case 'word':
      return t((ask && WORD_KEYS_BY_ASK[ask]?.[v.word]) ?? WORD_KEYS[v.word]);
    case 'face':
      return t('answer.rolled', { face: v.face });
    case 'pile':
      return t(v.side === 'LEFT' ? 'answer.pileLeft' : 'answer.pileRight', { count: s.blips[v.side].length });
    case 'team':
      return t('names.team', { team: teamName(v.team) });
    case 'type':
      return t('names.genestealer', { type: TYPE_NAMES[v.type] ?? v.type });
    case 'marine':
      return marineName(v.id);
    case 'card': {
      const lord = BROOD_LORD_KEYS[v.id];
      return lord ? t(lord) : cardName(v.id);
    }
    case 'swap':
      return t('answer.swap', { a: marineName(v.a), b: marineName(v.b) });
    case 'flip': {
      const pos = s.formation.find((x) => x.marine === v.marine);
      return t(pos?.facing === 'LEFT' ? 'answer.faceRight' : 'answer.faceLeft', { marine: marineName(v.marine) });
    }
    case 'pay':
      return t('answer.pay', { marine: marineName(v.marine) });
    case 'activate':
      return t('answer.activate', { marine: marineName(v.marine), terrain: cardName(v.terrain) });
    case 'ability':
      return t('answer.ability', { marine: marineName(v.marine), card: cardName(v.card) });
    case 'to':
    case 'at':
      return place(s, v.row, v.side);
    case 'swarm':
      return swarmLabel(s, v.ref.row, v.ref.side, v.ref.index, v.type);
  }
}

/** The log line a decision leaves, without ever naming a secret choice. */
export function decisionLine(entry: { ask: string; choice: string; player: number; secret: boolean }, s: GameState): string {
  const player = playerName(s, entry.player);
  // At the table the cards were turned face up together before they were entered.
  if (entry.ask === 'choose-action' && s.chance === 'table') return t('decided.tableAction', { player, card: cardName(entry.choice) });
  // Solo: the one player chose it and holds the phone; there is nobody to keep it from (issue 32).
  if (entry.ask === 'choose-action' && s.players.length === 1) return t('decided.soloAction', { team: teamLabel(actionDef(entry.choice).team), card: cardName(entry.choice) });
  if (entry.ask === 'choose-action') return t('decided.secretAction', { player });
  if (entry.ask === 'forward-scouting') return t('decided.scouted', { player });
  // Who attacks, said as the attack ("Ana: Deino attacks."), not as a bare name ("Ana: Deino.").
  const attacker = entry.ask === 'attacker' && entry.choice.startsWith('marine.');
  const answer = attacker ? t('answer.attacks', { marine: marineName(entry.choice) }) : answerLabel(entry.choice, isAsk(entry.ask) ? entry.ask : null, s);
  // Solo: one player answers everything, so no name before every answer.
  if (s.players.length === 1) return t('decided.solo', { answer });
  return t('decided.other', { player, answer });
}

/**
 * The line an answer leaves, worded with the position it was given in (a recap read later
 * tells it as it was then, not with the board of now), or null when the engine's own lines
 * already name it ("Calistarius activates the Door." is not told twice).
 */
export function answerLine(entry: { ask: string; choice: string; player: number; secret: boolean }, s: GameState, events: readonly GameEvent[]): string | null {
  // A Move + Activate card's pass tells nothing: the card's other answers and the board's marks
  // say what it did (a swap and its passes in one tap read "Done, next." three times, issue 32).
  if (entry.choice === 'done' && isAsk(entry.ask) && MOVE_ACTIVATE.has(entry.ask)) return null;
  // "Leon." before "A Support token goes on Leon.": the engine's line names the answer already.
  return toldByEvents(entry.choice, events) ? null : decisionLine(entry, s);
}

/** Questions and answers as the screens name them, for the reasons an import gives (persistence/import-words.ts). */
export const answerNames = {
  question: (p: DecisionPrompt, s: GameState): string => question(p, s).title,
  option: optionLabel,
};
