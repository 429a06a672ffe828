import { useSignal } from '@preact/signals';
import { Emblem } from '../components/Emblem';
import { MenuItem } from '../components/MenuItem';

/**
 * The home screen. Its three doors lead to features that later issues build; until then
 * each says plainly that it is not there yet rather than pretending.
 */
const entries = [
  {
    id: 'new-game',
    label: 'New game',
    hint: 'Choose your combat teams and a mission. Arrives with the rules engine.',
  },
  {
    id: 'continue',
    label: 'Continue',
    hint: 'Pick up a saved mission. Arrives once games can be saved.',
  },
  {
    id: 'rules',
    label: 'Rules',
    hint: 'A quick reference for the phases and card effects. Not written yet.',
  },
] as const;

export function Home() {
  const note = useSignal('');
  return (
    <section class="home" aria-labelledby="home-title">
      <Emblem class="home__emblem" />
      <h1 id="home-title" class="home__title">
        Death Angel <span class="home__title-sub">Companion</span>
      </h1>
      <p class="home__tagline">
        Keeps the decks, swarms and dice of Space Hulk: Death Angel in your pocket. Once it has loaded, it
        needs no signal.
      </p>
      <nav class="menu" aria-label="Main menu">
        {entries.map((entry) => (
          <MenuItem
            key={entry.id}
            id={entry.id}
            label={entry.label}
            hint={entry.hint}
            onUnavailable={() => {
              note.value = `${entry.label} is not built yet. ${entry.hint}`;
            }}
          />
        ))}
      </nav>
      <p class="home__note" role="status" aria-live="polite">
        {note.value}
      </p>
    </section>
  );
}
