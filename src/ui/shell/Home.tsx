import { useSignal } from '@preact/signals';
import { Emblem } from '../common/Emblem';
import { MenuItem } from '../common/MenuItem';
import type { Route } from '../common/router';
import { hasPlayed } from '../guide/played';

/**
 * The guided first game: first on the menu for a newcomer; after that lower down, still one
 * tap away, for a replay or to teach a friend. Either way the tap deals it at once ('#/guided').
 */
function GuidedItem({ go, played }: { go: (route: Route) => void; played: boolean }) {
  return (
    <MenuItem
      id="guided-game"
      label="First game, guided"
      hint={
        played
          ? 'Play the guided solo game again, or teach a friend: one tap deals it, and each phase is explained the first time it comes up.'
          : 'Never played? A solo game on a fixed deal that explains each phase the first time it comes up.'
      }
      onSelect={() => go({ name: 'guided' })}
    />
  );
}

/**
 * The home screen: start a pocket game (a guided one for newcomers), continue a saved one, or read the rules.
 * An entry that is not built yet says so plainly rather than pretending. `broken`: the app was
 * opened with a link it could not read, and says so.
 */
export function Home({ go, broken = false }: { go: (route: Route) => void; broken?: boolean }) {
  const note = useSignal('');
  const played = hasPlayed();
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
      {broken && (
        <p class="home__broken" role="alert" data-broken-link>
          That link was broken (part of its address could not be read), so the app opened here. Your games are safe:
          find them under Continue.
        </p>
      )}
      <nav class="menu" aria-label="Main menu">
        {!played && <GuidedItem go={go} played={false} />}
        <MenuItem
          id="new-game"
          label="New game"
          hint="Pocket play: 1 to 6 players on one phone. The app deals, rolls and keeps the books."
          onSelect={() => go({ name: 'new', from: null })}
        />
        <MenuItem
          id="table-game"
          label="Table companion"
          hint="Playing with the physical cards: the app guides each phase and keeps the books; you enter what the table drew and rolled."
          onSelect={() => go({ name: 'table-new' })}
        />
        <MenuItem
          id="join-game"
          label="Join a game"
          hint="Each player on their own phone: scan the host's code, or type it, and choose your cards in secret."
          onSelect={() => go({ name: 'join', code: null })}
        />
        <MenuItem
          id="continue"
          label="Continue"
          hint="Resume a saved mission, or look back at finished ones."
          onSelect={() => go({ name: 'games' })}
        />
        <MenuItem
          id="saves"
          label="Saves"
          hint="Export games to a file, import them on any phone."
          onSelect={() => go({ name: 'saves' })}
        />
        <MenuItem
          id="stats"
          label="Statistics"
          hint="Wins by mode, players and teams; how far you got; who survived."
          onSelect={() => go({ name: 'stats', id: null })}
        />
        <MenuItem
          id="settings"
          label="Settings"
          hint="The odds advisor, text size, animations, what the app opens to."
          onSelect={() => go({ name: 'settings' })}
        />
        <MenuItem
          id="space-hulk"
          label="Space Hulk solo: aliens"
          hint="For Space Hulk on the board, alone: the app runs the aliens' phase and says what each one does."
          onSelect={() => go({ name: 'space-hulk' })}
        />
        <MenuItem
          id="space-marine"
          label="Space Marine turn helper"
          hint="For Space Marine: The Board Game: whose turn, each step's limits, and the rolls in one tap."
          onSelect={() => go({ name: 'space-marine' })}
        />
        <MenuItem
          id="rules"
          label="Rules"
          hint="Every rule of a round, every card, the terms and our rulings. Search by any word."
          onSelect={() => go({ name: 'rules', entry: null, back: null })}
        />
        {played && <GuidedItem go={go} played />}
      </nav>
      <p class="home__note" role="status" aria-live="polite">
        {note.value}
      </p>
    </section>
  );
}
