import { useEffect, useRef } from 'preact/hooks';
import type { LogEntry } from '../../../persistence/games';
import { useDialog } from './useDialog';
import { LogWhy } from '../../reference/WhyLink';

/** The whole story so far, newest at the bottom: every answer and every automatic step, in words. */
export function LogDrawer({ entries, onClose }: { entries: LogEntry[]; onClose: () => void }) {
  const end = useRef<HTMLLIElement>(null);
  const ref = useDialog<HTMLElement>(onClose);
  useEffect(() => end.current?.scrollIntoView({ block: 'end' }), [entries.length]);
  return (
    <section class="drawer" aria-labelledby="log-title" role="dialog" aria-modal="true" tabIndex={-1} ref={ref}>
      <header class="drawer__head">
        <h2 id="log-title">Log</h2>
        <button type="button" class="btn btn--small" onClick={onClose}>
          Close
        </button>
      </header>
      <ol class="log">
        {entries.map((e) => (
          <li key={e.index} class={`log__entry${e.index < 0 ? ' log__entry--setup' : ''}`}>
            {e.index < 0 && <p class="log__step">Setup</p>}
            {e.log.map((line, i) => (
              <p key={i} class={i === 0 && e.index >= 0 ? 'log__decision' : 'log__line'}>
                {line}
                {!(i === 0 && e.index >= 0) && <LogWhy line={line} />}
              </p>
            ))}
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
    </section>
  );
}
