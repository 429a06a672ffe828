import { useSignal } from '@preact/signals';
import { db } from '../../persistence/db';
import { savePreferences } from '../../persistence/preferences';
import type { OpenTo, Preferences, TextSize } from '../../persistence/preferences-mirror';
import { ScreenHeader } from '../common/ScreenHeader';
import { preferences, setPreferences } from '../common/preferences-model';
import type { Route } from '../common/router';
import { GuideSetting } from '../guide/GuideSetting';

const TEXT_SIZES: { value: TextSize; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'large', label: 'Large' },
  { value: 'larger', label: 'Larger' },
];

const OPEN_TO: { value: OpenTo; label: string }[] = [
  { value: 'last-game', label: 'The game I was playing' },
  { value: 'home', label: 'The home screen' },
];

/**
 * The settings. Each change is stored before it shows as taken (the switch moves once the
 * row is written); a failed write says so and leaves the setting as it was.
 */
export function SettingsScreen({ go }: { go: (route: Route) => void }) {
  const note = useSignal('');
  const busy = useSignal(false);
  const p = preferences.value;

  async function change(patch: Partial<Preferences>): Promise<void> {
    if (busy.value) return;
    busy.value = true;
    try {
      setPreferences(await savePreferences(db, { ...preferences.value, ...patch }));
      note.value = 'Saved.';
    } catch (e) {
      note.value = `Not saved, nothing changed: ${e instanceof Error ? e.message : String(e)}`;
    } finally {
      busy.value = false;
    }
  }

  const toggle = (key: 'advisor' | 'animations' | 'confirmBig', label: string, hint: string) => (
    <label class="setting setting--switch">
      <input type="checkbox" role="switch" data-setting={key} checked={p[key]} disabled={busy.value} onChange={(e) => void change({ [key]: (e.currentTarget as HTMLInputElement).checked })} />
      <span class="setting__text">
        <span class="setting__label">{label}</span>
        <span class="setting__hint">{hint}</span>
      </span>
    </label>
  );

  return (
    <main class="screen settings" aria-labelledby="settings-title">
      <ScreenHeader title="Settings" titleId="settings-title" onBack={() => go({ name: 'home' })} />
      <section class="settings__group" aria-label="In a game">
        {toggle('advisor', 'Odds advisor', 'Shows the chance of success and each answer’s win rate, worked out by bots playing on. Games played with it are marked as practice-style. Each game can also switch it on or off on its question sheet.')}
        {toggle('confirmBig', 'Confirm big choices', 'Asks “sure?” before an answer that cannot be taken back: one that rolls the die, draws a card or picks a secret Action card.')}
        <GuideSetting />
      </section>
      <fieldset class="settings__group">
        <legend class="setting__label">Text size</legend>
        <div class="picks">
          {TEXT_SIZES.map((t) => (
            <label key={t.value} class={`pick${p.textSize === t.value ? ' pick--on' : ''}`}>
              <input type="radio" name="text-size" value={t.value} data-setting="textSize" checked={p.textSize === t.value} disabled={busy.value} onChange={() => void change({ textSize: t.value })} />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      <section class="settings__group" aria-label="Motion">
        {toggle('animations', 'Animations', 'Off stops every animation and transition. When your phone asks for reduced motion, the app always keeps still.')}
      </section>
      <fieldset class="settings__group">
        <legend class="setting__label">When the app opens, show</legend>
        <div class="picks picks--column">
          {OPEN_TO.map((t) => (
            <label key={t.value} class={`pick${p.openTo === t.value ? ' pick--on' : ''}`}>
              <input type="radio" name="open-to" value={t.value} data-setting="openTo" checked={p.openTo === t.value} disabled={busy.value} onChange={() => void change({ openTo: t.value })} />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p class="settings__note">Settings are kept with your games on this phone and go with them in an export of all games.</p>
      <p class="settings__status" role="status" aria-live="polite">
        {note.value}
      </p>
    </main>
  );
}
