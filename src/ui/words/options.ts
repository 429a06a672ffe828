/** Button labels for every kind of option key the engine offers. */
import type { DecisionPrompt, GameState } from '../../engine';
import { question } from './asks';
import { cardName, marineName, playerName, sideWord, swarmPhrase, TEAM_NAMES, TYPE_NAMES } from './names';

const WORDS: Record<string, string> = {
  done: 'Done',
  skip: 'Skip',
  stop: 'Stop',
  attack: 'Attack',
  reroll: 'Spend a token: roll again',
  add: 'Add a token',
  use: 'Use the Artefact',
  bottom: 'Put it at the bottom',
  turn: 'Turn him around',
  stay: 'Leave him facing as he is',
};

/** Words for answers whose meaning depends on the question. */
function contextual(option: string, ask: string): string | null {
  if (option === 'keep') {
    if (ask === 'forward-scouting') return 'Keep it on top';
    if (ask === 'use-artefact') return 'Keep the Artefact';
    return 'Keep this roll';
  }
  if (option === 'roll') return ask === 'intimidation' ? 'Roll the die' : 'Roll';
  if (option === 'token') return ask === 'token-or-roll' ? 'Give up a token' : 'Put a token on the card';
  if (option === 'done') {
    if (ask === 'attacker') return 'No more attacks';
    if (ask === 'run-and-gun-next' || ask === 'overwatch-next') return 'No more shots';
    if (ask === 'move' || ask === 'face' || ask === 'activate') return 'Done, next';
  }
  return null;
}

function pileLabel(s: GameState, side: string): string {
  const n = s.blips[side === 'LEFT' ? 'LEFT' : 'RIGHT'].length;
  return `${side === 'LEFT' ? 'Left' : 'Right'} blip pile (${n})`;
}

function rowSide(s: GameState, row: string | undefined, side: string | undefined): string {
  const pos = s.formation[Number(row)];
  return pos ? `${sideWord(side ?? '')} of ${marineName(pos.marine)}` : `${sideWord(side ?? '')} of position ${Number(row) + 1}`;
}

export function optionLabel(option: string, p: DecisionPrompt, s: GameState): string {
  const c = contextual(option, p.ask);
  if (c) return c;
  const plain = WORDS[option];
  if (plain) return plain;
  if (option === 'LEFT' || option === 'RIGHT') return pileLabel(s, option);
  if (option in TEAM_NAMES) return `${TEAM_NAMES[option as keyof typeof TEAM_NAMES]} team`;
  if (option in TYPE_NAMES) return `${TYPE_NAMES[option]} Genestealer`;
  const parts = option.split(':');
  switch (parts[0]) {
    case 'swap':
      return `Swap ${marineName(parts[1] ?? '')} and ${marineName(parts[2] ?? '')}`;
    case 'flip': {
      const id = parts[1] ?? '';
      const pos = s.formation.find((x) => x.marine === id);
      return `Turn ${marineName(id)} to face ${pos?.facing === 'LEFT' ? 'right' : 'left'}`;
    }
    case 'activate':
      return `${marineName(parts[1] ?? '')} activates the ${cardName(parts[2] ?? '')}`;
    case 'swarm': {
      const phrase = swarmPhrase(s, Number(parts[1]), parts[2] ?? '', Number(parts[3]));
      if (parts[4]) return `${TYPE_NAMES[parts[4]] ?? cardName(parts[4])} from the ${phrase}`;
      return phrase.charAt(0).toUpperCase() + phrase.slice(1);
    }
    case 'to':
    case 'at':
      return rowSide(s, parts[1], parts[2]).replace(/^./, (x) => x.toUpperCase());
    case 'pay':
      return `${marineName(parts[1] ?? '')} pays a token`;
    case 'ability':
      return `${marineName(parts[2] ?? '')}: ${cardName(parts[1] ?? '')} instead`;
  }
  if (option.startsWith('marine.')) return marineName(option);
  if (option.startsWith('brood-lord.')) return option.endsWith('.a') ? 'Brood Lord (head and tail)' : 'Brood Lord (claw and tongue)';
  if (/^\d$/.test(option)) return `Rolled ${option}`;
  if (option.includes('.')) return cardName(option);
  return option;
}

/** The log line a decision leaves, without ever naming a secret choice. */
export function decisionLine(entry: { ask: string; choice: string; player: number; secret: boolean }, s: GameState): string {
  const who = playerName(s, entry.player);
  // At the table the cards were turned face up together before they were entered.
  if (entry.ask === 'choose-action' && s.chance === 'table') return `${who} turned up ${cardName(entry.choice)}.`;
  if (entry.ask === 'choose-action') return `${who} chose an Action card in secret.`;
  if (entry.ask === 'forward-scouting') return `${who} looked at the top Event card.`;
  return `${who}: ${optionLabel(entry.choice, { kind: 'decision', player: entry.player, ask: entry.ask, subject: null, options: [], secret: entry.secret }, s)}.`;
}

/** Questions and answers as the screens name them, for the reasons an import gives (persistence/import-words.ts). */
export const answerNames = {
  question: (p: DecisionPrompt, s: GameState): string => question(p, s).title,
  option: optionLabel,
};
