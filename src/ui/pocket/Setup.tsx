import { useModel, useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Route } from '../common/router';
import { MAX_PLAYERS, MAX_STARTING_TOKENS, SetupModel } from './setup-model';
import { store } from './store';
import { ScreenHeader } from '../common/ScreenHeader';
import { TeamsField } from './TeamsField';
import { GUIDED, GUIDED_OPTIONS, startGuided } from '../guide/guide';
import { t } from '../common/words';
import { withStrong } from '../play/board/with-strong';
import { failureLine } from '../play/words/log';

interface Props {
  /** A game whose deal to copy ("play this deal again"). */
  from: string | null;
  go: (route: Route) => void;
}

export function SetupScreen({ from, go }: Props) {
  const model = useModel(SetupModel);
  const starting = useSignal(false);
  const failure = useSignal<string | null>(null);
  const seedText = useSignal(String(model.seed.value));

  useEffect(() => {
    if (!from) return;
    // The guided first game: always the same deal.
    if (from === GUIDED) {
      model.copy(GUIDED_OPTIONS, false);
      seedText.value = String(model.seed.value);
      return;
    }
    void store.load(from).then((loaded) => {
      if (!loaded.ok) return;
      model.copy(loaded.value.row.options, loaded.value.row.practice);
      seedText.value = String(model.seed.value);
    });
  }, [from]);

  const start = async (): Promise<void> => {
    const options = model.options.value;
    if (!options || starting.value) return;
    starting.value = true;
    const made = await store.create(options, model.practice.value);
    starting.value = false;
    if (made.ok && from === GUIDED) startGuided(made.value.row.id);
    if (made.ok) go({ name: 'play', id: made.value.row.id });
    else failure.value = failureLine(made);
  };

  const count = model.count.value;
  const per = model.perPlayer.value;
  return (
    <main class="screen setup" aria-labelledby="setup-title">
      <ScreenHeader title={t('pocket.newGame')} titleId="setup-title" onBack={() => go({ name: 'home' })} />

      <section class="field" aria-labelledby="players-label">
        <h2 id="players-label" class="field__label">{t('pocket.setup.players')}</h2>
        <div class="segmented" role="group" aria-labelledby="players-label">
          {Array.from({ length: MAX_PLAYERS }, (_, i) => i + 1).map((n) => (
            <button type="button" key={n} class="segmented__item" aria-pressed={n === count} onClick={() => model.setCount(n)}>
              {n}
            </button>
          ))}
        </div>
        <p class="field__hint">
          {count === 1 ? t('pocket.setup.solo') : t('pocket.setup.perPlayer', { n: per })}
        </p>
      </section>

      <TeamsField model={model} labelId="teams-label" title={t('pocket.setup.namesAndTeams', { n: count })} />

      <section class="field" aria-labelledby="tokens-label">
        <h2 id="tokens-label" class="field__label">{t('pocket.setup.tokens')}</h2>
        <div class="stepper">
          <button type="button" class="btn" aria-label={t('pocket.setup.tokenFewer')} onClick={() => model.setTokens(model.tokens.value - 1)}>
            −
          </button>
          <output aria-live="polite" aria-labelledby="tokens-label">{model.tokens.value}</output>
          <button type="button" class="btn" aria-label={t('pocket.setup.tokenMore')} onClick={() => model.setTokens(model.tokens.value + 1)}>
            +
          </button>
        </div>
        <p class="field__hint">{t('pocket.setup.tokensHint', { max: MAX_STARTING_TOKENS })}</p>
      </section>

      <section class="field">
        <label class="field__label" for="seed">
          {t('pocket.setup.seed')}
        </label>
        <div class="field__row">
          <input
            id="seed"
            class="seed"
            inputMode="numeric"
            value={seedText.value}
            onInput={(e) => {
              seedText.value = e.currentTarget.value;
              model.setSeed(e.currentTarget.value);
            }}
          />
          <button
            type="button"
            class="btn btn--small"
            onClick={() => {
              model.newSeed();
              seedText.value = String(model.seed.value);
            }}
          >
            {t('pocket.setup.newSeed')}
          </button>
        </div>
        <p class="field__hint">{t('pocket.setup.seedHint')}</p>
      </section>

      <section class="field">
        <label class="check">
          <input type="checkbox" checked={model.practice.value} onChange={(e) => (model.practice.value = e.currentTarget.checked)} />
          <span>{withStrong('pocket.setup.practiceHint', 'practice', t('pocket.setup.practice'))}</span>
        </label>
      </section>

      <p class="setup__problem" role="status">
        {failure.value ?? model.problem.value ?? ''}
      </p>
      <button type="button" class="btn btn--primary btn--wide" disabled={!model.options.value || starting.value} onClick={() => void start()}>
        {t(starting.value ? 'pocket.setup.dealing' : 'pocket.setup.start')}
      </button>
    </main>
  );
}
