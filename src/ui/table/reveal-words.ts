/** Our words for what the table revealed, and the question asked for each kind of reveal. */
import { terrainDef } from '../../data';
import type { DecisionPrompt, GameState, RevealPrompt } from '../../engine';
import type { Key } from '../../words/keys';
import { optionLabel } from '../play/words/options';
import { cardName, marineName, TYPE_NAMES } from '../common/names';
import { t } from '../common/words';

/**
 * Where the Genestealer being turned up goes, from the spawn the engine works on: "on the left
 * of Leon (position 3), at the Door". Null when the state does not say.
 */
export function spawnDestination(s: GameState): string | null {
  const f = s.stack[s.stack.length - 1];
  if (!f || f.t !== 'spawn') return null;
  const at = f.at;
  const row = 'terrain' in at
    ? s.formation.findIndex((p) => p.LEFT.terrain.some((x) => x.id === at.terrain) || p.RIGHT.terrain.some((x) => x.id === at.terrain))
    : s.formation.findIndex((p) => p.marine === at.marine);
  const p = s.formation[row];
  if (!p) return null;
  const params = { marine: marineName(p.marine), position: row + 1 };
  const left = f.side === 'LEFT';
  if ('terrain' in at) return t(left ? 'tableReveal.destLeftAt' : 'tableReveal.destRightAt', { ...params, terrain: terrainDef(at.terrain).name });
  return t(left ? 'tableReveal.destLeft' : 'tableReveal.destRight', params);
}

export function revealTitle(p: RevealPrompt, s?: GameState): string {
  if (p.reveal === 'genestealer' && s) {
    // Said before the card is entered, so the player knows where to lay it.
    const to = spawnDestination(s);
    if (to) return t(p.side === 'LEFT' ? 'tableReveal.leftGoes' : 'tableReveal.rightGoes', { to });
  }
  switch (p.reveal) {
    case 'die':
      return t('tableReveal.die');
    case 'event':
      return t('tableReveal.event');
    case 'genestealer':
      return t(p.side === 'LEFT' ? 'tableReveal.left' : 'tableReveal.right');
    case 'location':
      return t('tableReveal.location');
    case 'marine':
      return t('tableReveal.marine', { position: p.row + 1 });
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
  if (p.reveal === 'die') return t('tableLog.rolled', { face: option });
  return t('tableLog.reports', { what: revealLabel(p, option) });
}

/**
 * Why the app could enter a reveal by itself: the prompt leaves one possible card, so asking
 * the table would cost a tap and tell nothing. The key of the whole log line that says so.
 */
export function forcedWhy(p: RevealPrompt, s: GameState): Key {
  switch (p.reveal) {
    case 'marine':
      return 'tableLog.forcedMarine';
    case 'genestealer':
      return p.side === 'LEFT' ? 'tableLog.forcedLeft' : 'tableLog.forcedRight';
    case 'event':
      return s.eventKnown.top === p.options[0] ? 'tableLog.forcedScouted' : 'tableLog.forcedEvent';
    case 'location':
      return 'tableLog.forcedLocation';
    case 'die':
      return 'tableLog.forcedDie';
  }
}

/** The log line of a reveal the app entered by itself, saying what and why. */
export function forcedLine(p: RevealPrompt, s: GameState, option: string): string {
  return t(forcedWhy(p, s), { what: revealLabel(p, option) });
}

/** The log line of a marine the app dealt on "Deal for me". */
export function dealtLine(p: RevealPrompt, option: string): string {
  return p.reveal === 'marine' ? t('tableLog.dealt', { marine: revealLabel(p, option), position: p.row + 1 }) : revealLine(p, option);
}

/**
 * The log line of a question the app answered by itself because every answer leads to the
 * same position (sameOutcome), saying what and why.
 */
export function sameLine(p: DecisionPrompt, s: GameState, option: string): string {
  return t(p.ask === 'slay' ? 'tableLog.sameSlay' : 'tableLog.same', { what: optionLabel(option, p, s) });
}
