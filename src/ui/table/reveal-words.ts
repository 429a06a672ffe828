/** Our words for what the table revealed, and the question asked for each kind of reveal. */
import type { RevealPrompt } from '../../engine';
import { cardName, marineName, TYPE_NAMES } from '../words/names';

export function revealTitle(p: RevealPrompt): string {
  switch (p.reveal) {
    case 'die':
      return 'Roll the die: which face came up?';
    case 'event':
      return 'Which Event card was drawn?';
    case 'genestealer':
      return `Turn up the top card of the ${p.side === 'LEFT' ? 'left' : 'right'} blip pile: which type is it?`;
    case 'location':
      return 'Which Location card was drawn?';
    case 'marine':
      return `Which Space Marine card was dealt into position ${p.row + 1}?`;
  }
}

export function revealLabel(p: RevealPrompt, option: string): string {
  switch (p.reveal) {
    case 'die':
      return option;
    case 'genestealer':
      return TYPE_NAMES[option] ?? option;
    case 'marine':
      return marineName(option);
    default:
      return cardName(option);
  }
}

/** The log line for an entry, so the log says what the table reported. */
export function revealLine(p: RevealPrompt, option: string): string {
  return p.reveal === 'die' ? `The table rolled ${option}.` : `The table reports: ${revealLabel(p, option)}.`;
}
