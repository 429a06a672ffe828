import { useModel, useSignal } from '@preact/signals';
import { positionFromTable, type TablePosition } from '../../engine';
import { failureLine, tableProblemLine } from '../play/words/log';
import { ScreenHeader } from '../common/ScreenHeader';
import { TeamsField } from '../pocket/TeamsField';
import type { Route } from '../common/router';
import { MAX_PLAYERS, SetupModel } from '../pocket/setup-model';
import { setupGuide } from './guide';
import { PositionEditor } from './PositionEditor';
import { startingForm, toTablePosition, type PositionForm } from './position-form';
import { store } from './store';
import { t } from '../common/words';

/** Start as a table starts: players and teams, the setup walked through, then the first entries. */
export function TableSetup({ go }: { go: (route: Route) => void }) {
  const model = useModel(SetupModel);
  const problem = useSignal<string[]>([]);
  const form = useSignal<PositionForm | null>(null);
  /** The same position as text, for those who would rather type it (null: the form). */
  const editing = useSignal<string | null>(null);
  const starting = useSignal(false);
  const count = model.count.value;

  const start = async (from?: { state: Parameters<typeof store.createTable>[1] }): Promise<void> => {
    const o = model.options.value;
    if (!o || starting.value) return;
    starting.value = true;
    const made = await store.createTable(o, from?.state);
    starting.value = false;
    if (made.ok) go({ name: 'table', id: made.value.row.id });
    else problem.value = [failureLine(made)];
  };
  const startFromEditor = (): void => {
    const o = model.options.value;
    if (!o || !form.value) return;
    let parsed: unknown = toTablePosition(o, form.value);
    if (editing.value !== null) {
      try {
        parsed = JSON.parse(editing.value);
      } catch (e) {
        problem.value = [t('tableSetup.unreadable', { error: e instanceof Error ? e.message : String(e) })];
        return;
      }
    }
    const built = positionFromTable(parsed as TablePosition);
    if (!built.ok) {
      problem.value = built.problems.map(tableProblemLine);
      return;
    }
    problem.value = [];
    void start({ state: { state: built.state, events: built.events } });
  };

  return (
    <main class="screen setup table-setup" aria-labelledby="tsetup-title">
      <ScreenHeader title={t('tableSetup.title')} titleId="tsetup-title" onBack={() => go({ name: 'home' })} />
      <p class="field__hint">{t('tableSetup.intro')}</p>
      <section class="field" aria-labelledby="tplayers-label">
        <h2 id="tplayers-label" class="field__label">{t('tableSetup.players')}</h2>
        <div class="segmented" role="group" aria-labelledby="tplayers-label">
          {Array.from({ length: MAX_PLAYERS }, (_, i) => i + 1).map((n) => (
            <button type="button" key={n} class="segmented__item" aria-pressed={n === count} onClick={() => model.setCount(n)}>
              {n}
            </button>
          ))}
        </div>
      </section>
      <TeamsField model={model} labelId="tteams-label" title={t('tableSetup.namesAndTeams')} />
      <section class="field guide" aria-labelledby="guide-label">
        <h2 id="guide-label" class="field__label">{t('tableSetup.guide')}</h2>
        <ol class="guide__steps">
          {setupGuide(count).map((g) => (
            <li key={g.title}>
              <strong>{g.title}</strong>
              <span>{g.detail}</span>
            </li>
          ))}
        </ol>
      </section>
      <div class="setup__problem" role="status">
        {(problem.value.length && !form.value ? problem.value : model.problem.value ? [model.problem.value] : []).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <button type="button" class="btn btn--primary btn--wide" disabled={!model.options.value || starting.value} onClick={() => void start()}>
        {t('tableSetup.start')}
      </button>
      <section class="field" aria-labelledby="editor-label">
        <h2 id="editor-label" class="field__label">{t('tableSetup.fromMiddle')}</h2>
        {form.value === null || !model.options.value ? (
          <button type="button" class="btn btn--wide" disabled={!model.options.value} onClick={() => model.options.value && (form.value = startingForm(model.options.value))}>
            {t('tableSetup.enterPosition')}
          </button>
        ) : (
          <>
            {editing.value === null ? (
              <>
                <PositionEditor o={model.options.value} form={form.value} onChange={(f) => (form.value = f)} />
                <button type="button" class="btn btn--wide" onClick={() => model.options.value && form.value && (editing.value = JSON.stringify(toTablePosition(model.options.value, form.value), null, 1))}>
                  {t('tableSetup.editAsText')}
                </button>
              </>
            ) : (
              <>
                <label class="field__hint" for="position">
                  {t('tableSetup.positionText')}
                </label>
                <textarea id="position" class="table-editor" rows={14} spellcheck={false} value={editing.value} onInput={(e) => (editing.value = e.currentTarget.value)} />
              </>
            )}
            {/* What the engine finds impossible is listed right by the button, where the eye is. */}
            <div class="setup__problem pos-problems" role="alert">
              {problem.value.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <button type="button" class="btn btn--primary btn--wide" disabled={starting.value} onClick={startFromEditor}>
              {t('tableSetup.startFromPosition')}
            </button>
          </>
        )}
      </section>
    </main>
  );
}
