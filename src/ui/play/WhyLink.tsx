import type { GameEvent } from '../../engine';
import { routeHash } from '../common/router';
import { logEntry, whyEntry } from './words/why';
import { t } from '../common/words';

/**
 * "Why?" under a question: opens the rule or card behind it. The current hash goes along, so
 * the reference's back button returns to this game screen, which reopens the stored game at
 * the same question (every answer is saved before the next question is shown).
 */
function openEntry(entry: string): void {
  window.location.hash = routeHash({ name: 'rules', entry, back: window.location.hash || null });
}

/** An automatic step in the log (a swarm that moved, a marine that shifted): a short link to its rule. */
export function LogWhy({ event, line }: { event: GameEvent; line: string }) {
  const entry = logEntry(event);
  if (!entry) return null;
  return (
    <button type="button" class="link why-link--log" data-why={entry} aria-label={t('why.logLabel', { line })} onClick={() => openEntry(entry)}>
      {t('why.short')}
    </button>
  );
}

export function WhyLink({ kind }: { kind: Parameters<typeof whyEntry>[0] }) {
  const entry = whyEntry(kind);
  if (!entry) return null;
  const open = (): void => openEntry(entry);
  return (
    // "Why?" alone on the screen, so it shares its line with the odds and the card (a second
    // line of links pushed the answers down); its name says where it leads.
    <button type="button" class="link why-link" data-why={entry} aria-label={t('why.long')} onClick={open}>
      {t('why.short')}
    </button>
  );
}
