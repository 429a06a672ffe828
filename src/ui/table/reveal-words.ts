/** Our words for what the table revealed, and the question asked for each kind of reveal. */
import { terrainDef } from '../../data';
import type { DecisionPrompt, GameState, RevealPrompt } from '../../engine';
import { optionLabel } from '../play/words/options';
import { cardName, marineName, TYPE_NAMES } from '../common/names';

/**
 * Where the Genestealer being turned up goes, from the spawn the engine works on: "beside
 * Leon (position 3), at the Door". Null when the state does not say.
 */
export function spawnDestination(s: GameState): string | null {
  const f = s.stack[s.stack.length - 1];
  if (!f || f.t !== 'spawn') return null;
  const side = f.side === 'LEFT' ? 'left' : 'right';
  const at = f.at;
  const row = 'terrain' in at
    ? s.formation.findIndex((p) => p.LEFT.terrain.some((t) => t.id === at.terrain) || p.RIGHT.terrain.some((t) => t.id === at.terrain))
    : s.formation.findIndex((p) => p.marine === at.marine);
  const p = s.formation[row];
  if (!p) return null;
  const where = `on the ${side} of ${marineName(p.marine)} (position ${row + 1})`;
  return 'terrain' in at ? `${where}, at the ${terrainDef(at.terrain).name}` : where;
}

export function revealTitle(p: RevealPrompt, s?: GameState): string {
  if (p.reveal === 'genestealer' && s) {
    // Said before the card is entered, so the player knows where to lay it.
    const to = spawnDestination(s);
    if (to) return `Turn up the top card of the ${p.side === 'LEFT' ? 'left' : 'right'} blip pile: it goes ${to}. Which type is it?`;
  }
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

/**
 * Why the app could enter a reveal by itself: the prompt leaves one possible card, so asking
 * the table would cost a tap and tell nothing.
 */
export function forcedWhy(p: RevealPrompt, s: GameState): string {
  switch (p.reveal) {
    case 'marine':
      return 'the only Space Marine card left to deal';
    case 'genestealer':
      return `the only Genestealer type left that the ${p.side === 'LEFT' ? 'left' : 'right'} pile can turn up`;
    case 'event':
      return s.eventKnown.top === p.options[0] ? 'Forward Scouting left it on top of the Event deck' : 'the only Event card that can come next';
    case 'location':
      return 'the only Location card of that tier left';
    case 'die':
      return 'the only face possible';
  }
}

/** The log line of a reveal the app entered by itself, saying what and why. */
export function forcedLine(p: RevealPrompt, s: GameState, option: string): string {
  return `Entered for you: ${revealLabel(p, option)} (${forcedWhy(p, s)}).`;
}

/** The log line of a marine the app dealt on "Deal for me". */
export function dealtLine(p: RevealPrompt, option: string): string {
  return p.reveal === 'marine' ? `Dealt by the app: ${revealLabel(p, option)} into position ${p.row + 1}.` : revealLine(p, option);
}

/**
 * The log line of a question the app answered by itself because every answer leads to the
 * same position (sameOutcome), saying what and why.
 */
export function sameLine(p: DecisionPrompt, s: GameState, option: string): string {
  const why = p.ask === 'slay' ? 'the hits slay every one of them, so which goes first changes nothing' : 'whichever is chosen, the game goes on the same way';
  return `Entered for you: ${optionLabel(option, p, s)} (${why}).`;
}
