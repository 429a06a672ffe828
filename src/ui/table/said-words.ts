/**
 * The table's log lines from their codes (persistence/said.ts): what the table reported, what
 * the app entered or dealt by itself and why, a correction by hand; the rest as in pocket play.
 */
import type { DecisionPrompt, RevealPrompt } from '../../engine';
import { correctionLine } from '../play/words/log';
import type { SaidWords } from '../../persistence/said';
import { pocketSaid } from '../play/words/said';
import { dealtLine, forcedLine, revealLine, sameLine } from './reveal-words';
import { t } from '../common/words';

export const tableSaid: SaidWords = (said, entry, before) => {
  if (said.w === 'correction') {
    try {
      return entry.correction ? correctionLine(entry.correction) : null;
    } catch {
      return t('tableLog.corrected');
    }
  }
  const p = before?.prompt;
  if (!before || !p) return pocketSaid(said, entry, before);
  const reveal: RevealPrompt | null = p.kind === 'reveal' ? p : null;
  const decision: DecisionPrompt | null = p.kind === 'decision' ? p : null;
  if (said.w === 'reveal' && reveal) return revealLine(reveal, entry.choice);
  if (said.w === 'forced' && reveal) return forcedLine(reveal, before, entry.choice);
  if (said.w === 'dealt' && reveal) return dealtLine(reveal, entry.choice);
  if (said.w === 'same' && decision) return sameLine(decision, before, entry.choice);
  return pocketSaid(said, entry, before);
};
