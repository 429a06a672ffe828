import { useEffect, useRef } from 'preact/hooks';
import type { GameEvent } from '../../engine';
import { logLine } from './words/log';
import type { LogEntry } from '../../persistence/games';
import { useDialog } from './useDialog';
import { LogWhy } from './WhyLink';
import { t } from '../common/words';

/**
 * The whole story so far, newest at the bottom: every answer (in the app's words, as stored)
 * and every automatic step, worded from its event so that its "Why?" follows the event's kind.
 */
export function LogDrawer({ entries, onClose }: { entries: LogEntry[]; onClose: () => void }) {
  const end = useRef<HTMLLIElement>(null);
  const ref = useDialog<HTMLElement>(onClose);
  useEffect(() => end.current?.scrollIntoView({ block: 'end' }), [entries.length]);
  return (
    <section class="drawer" aria-labelledby="log-title" role="dialog" aria-modal="true" tabIndex={-1} ref={ref}>
      <header class="drawer__head">
        <h2 id="log-title">{t('log.title')}</h2>
        <button type="button" class="btn btn--small" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </header>
      <ol class="log">
        {entries.map((e) => {
          // An entry whose first line is its event's own (a roll the engine narrates, the table's
          // public answers) says it once, as its head; a step with no words at all (a pass) is
          // kept but not drawn, where it was an empty entry between two rules.
          const head = e.index >= 0 && e.log[0] ? e.log[0] : null;
          const worded = e.events.map((ev) => logLine(ev));
          const told = head === null ? -1 : worded.indexOf(head);
          const lines = worded.map((l, i) => (i === told ? null : l));
          const quiet = e.index >= 0 && head === null && lines.every((l) => l === null);
          return (
            <li key={e.index} class={`log__entry${e.index < 0 ? ' log__entry--setup' : ''}`} hidden={quiet}>
              {e.index < 0 && <p class="log__step">{t('phase.setup')}</p>}
              {head !== null && (
                <p class="log__decision">
                  {head}
                  {told >= 0 && <LogWhy event={e.events[told] as GameEvent} line={head} />}
                </p>
              )}
              {e.events.map((ev, i) => {
                const line = lines[i] ?? null;
                return (
                  line !== null && (
                    <p key={i} class="log__line">
                      {line}
                      <LogWhy event={ev} line={line} />
                    </p>
                  )
                );
              })}
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" />
      </ol>
    </section>
  );
}
