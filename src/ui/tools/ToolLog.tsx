import { t } from '../common/words';

/** A tool's log, newest first, numbered as it happened; `lines` already worded. */
export function ToolLog({ id, lines }: { id: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <section class="tool-card" aria-labelledby={id}>
      <h2 id={id}>{t('tool.log')}</h2>
      <ol class="tool-log" reversed>
        {[...lines].reverse().map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ol>
    </section>
  );
}
