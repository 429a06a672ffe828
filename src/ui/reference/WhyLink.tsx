import { routeHash } from '../models/router';
import { whyEntry } from './why';

/**
 * "Why?" under a question: opens the rule or card behind it. The current hash goes along, so
 * the reference's back button returns to this game screen, which reopens the stored game at
 * the same question (every answer is saved before the next question is shown).
 */
export function WhyLink({ kind }: { kind: { ask: string } | { reveal: string } }) {
  const entry = whyEntry(kind);
  if (!entry) return null;
  const open = (): void => {
    window.location.hash = routeHash({ name: 'rules', entry, back: window.location.hash || null });
  };
  return (
    <button type="button" class="link why-link" data-why={entry} onClick={open}>
      Why? The rule behind this
    </button>
  );
}
