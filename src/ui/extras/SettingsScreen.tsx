import { useSignal } from '@preact/signals';
import { db } from '../../persistence/db';
import { savePreferences } from '../../persistence/preferences';
import type { LanguageChoice, OpenTo, Preferences, TextSize } from '../../persistence/preferences-mirror';
import { ScreenHeader } from '../common/ScreenHeader';
import { chosenLanguage, preferences, setPreferences } from '../common/preferences-model';
import { t } from '../common/words';
import type { Key } from '../../words/keys';
import { LANGUAGES, LANGUAGE_NAMES } from '../../words/languages';
import { englishForNow } from '../../words/partial';
import { parseRoute, type Route } from '../common/router';
import { GuideSetting } from '../guide/GuideSetting';

const TEXT_SIZES: { value: TextSize; label: Key }[] = [
  { value: 'normal', label: 'settings.textNormal' },
  { value: 'large', label: 'settings.textLarge' },
  { value: 'larger', label: 'settings.textLarger' },
];

const OPEN_TO: { value: OpenTo; label: Key }[] = [
  { value: 'last-game', label: 'settings.openLastGame' },
  { value: 'home', label: 'settings.openHome' },
];

/** Each language named in itself; 'auto' says which one the phone's setting gives. */
function LanguagePick({ value, busy, change }: { value: LanguageChoice; busy: boolean; change: (patch: Partial<Preferences>) => void }) {
  const shown = chosenLanguage(preferences.value);
  // The pick shows at once while its words load and the setting is stored (the truth again after).
  const picked = useSignal<LanguageChoice | null>(null);
  const on = busy && picked.value ? picked.value : value;
  const choices: { value: LanguageChoice; label: string }[] = [
    { value: 'auto', label: t('settings.languageAuto', { language: LANGUAGE_NAMES[chosenLanguage({ ...preferences.value, language: 'auto' })] }) },
    ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
  ];
  return (
    <fieldset class="settings__group">
      <legend class="setting__label">{t('settings.language')}</legend>
      <div class="picks picks--languages">
        {choices.map((c) => (
          <label key={c.value} class={`pick${on === c.value ? ' pick--on' : ''}`} lang={c.value === 'auto' ? undefined : c.value}>
            <input
              type="radio"
              name="language"
              value={c.value}
              data-setting="language"
              checked={on === c.value}
              disabled={busy}
              onChange={() => {
                picked.value = c.value;
                change({ language: c.value });
              }}
            />
            {c.label}
          </label>
        ))}
      </div>
      <p class="setting__hint">{t('settings.languageCards')}</p>
      {englishForNow(shown, 'reference') && <p class="setting__hint">{t('settings.languageEnglishForNow')}</p>}
    </fieldset>
  );
}

/**
 * The settings. Each change is stored before it shows as taken (the switch moves once the
 * row is written); a failed write says so and leaves the setting as it was.
 */
export function SettingsScreen({ go, back }: { go: (route: Route) => void; back: string | null }) {
  const note = useSignal('');
  const busy = useSignal(false);
  const p = preferences.value;

  async function change(patch: Partial<Preferences>): Promise<void> {
    if (busy.value) return;
    busy.value = true;
    try {
      await setPreferences(await savePreferences(db, { ...preferences.value, ...patch }));
      note.value = t('settings.saved');
    } catch (e) {
      note.value = t('settings.notSaved', { error: e instanceof Error ? e.message : String(e) });
    } finally {
      busy.value = false;
    }
  }

  const toggle = (key: 'advisor' | 'animations' | 'confirmBig', label: Key, hint: Key) => (
    <label class="setting setting--switch">
      <input type="checkbox" role="switch" data-setting={key} checked={p[key]} disabled={busy.value} onChange={(e) => void change({ [key]: (e.currentTarget as HTMLInputElement).checked })} />
      <span class="setting__text">
        <span class="setting__label">{t(label)}</span>
        <span class="setting__hint">{t(hint)}</span>
      </span>
    </label>
  );

  return (
    <main class="screen settings" aria-labelledby="settings-title">
      {/* Opened from a game's menu, it leads back to that game. */}
      <ScreenHeader title={t('settings.title')} titleId="settings-title" onBack={() => (back ? go(parseRoute(back)) : go({ name: 'home' }))} backLabel={back ? t('header.backToGame') : t('header.home')} />
      <LanguagePick value={p.language} busy={busy.value} change={(patch) => void change(patch)} />
      <section class="settings__group" aria-label={t('settings.inGame')}>
        {toggle('advisor', 'settings.advisor', 'settings.advisorHint')}
        {toggle('confirmBig', 'settings.confirmBig', 'settings.confirmBigHint')}
        <GuideSetting />
      </section>
      <fieldset class="settings__group">
        <legend class="setting__label">{t('settings.textSize')}</legend>
        <div class="picks">
          {TEXT_SIZES.map((s) => (
            <label key={s.value} class={`pick${p.textSize === s.value ? ' pick--on' : ''}`}>
              <input type="radio" name="text-size" value={s.value} data-setting="textSize" checked={p.textSize === s.value} disabled={busy.value} onChange={() => void change({ textSize: s.value })} />
              {t(s.label)}
            </label>
          ))}
        </div>
      </fieldset>
      <section class="settings__group" aria-label={t('settings.motion')}>
        {toggle('animations', 'settings.animations', 'settings.animationsHint')}
      </section>
      <fieldset class="settings__group">
        <legend class="setting__label">{t('settings.openTo')}</legend>
        <div class="picks picks--column">
          {OPEN_TO.map((o) => (
            <label key={o.value} class={`pick${p.openTo === o.value ? ' pick--on' : ''}`}>
              <input type="radio" name="open-to" value={o.value} data-setting="openTo" checked={p.openTo === o.value} disabled={busy.value} onChange={() => void change({ openTo: o.value })} />
              {t(o.label)}
            </label>
          ))}
        </div>
      </fieldset>
      <p class="settings__note">{t('settings.kept')}</p>
      <p class="settings__status" role="status" aria-live="polite">
        {note.value}
      </p>
    </main>
  );
}
