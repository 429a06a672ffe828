import { Emblem } from '../common/Emblem';
import { MenuItem } from '../common/MenuItem';
import type { Route } from '../common/router';
import { hasPlayed } from '../guide/played';
import { hasWords, t } from '../common/words';

/**
 * The guided first game: first on the menu for a newcomer; after that lower down, still one
 * tap away, for a replay or to teach a friend. Either way the tap deals it at once ('#/guided').
 */
function GuidedItem({ go, played }: { go: (route: Route) => void; played: boolean }) {
  return (
    <MenuItem
      id="guided-game"
      label={t('home.guided')}
      hint={
        played ? t('home.guidedHintAgain') : t('home.guidedHintNew')
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
  const played = hasPlayed();
  return (
    <section class="home" aria-labelledby="home-title">
      <Emblem class="home__emblem" />
      <h1 id="home-title" class="home__title">
        {t('home.title')} <span class="home__title-sub">{t('home.titleSub')}</span>
      </h1>
      <p class="home__tagline">
        {t('home.tagline')}
      </p>
      {/* Its words come with the notices, just after the first paint: it shows a moment later. */}
      {broken && hasWords('home.broken') && (
        <p class="home__broken" role="alert" data-broken-link>
          {t('home.broken')}
        </p>
      )}
      <nav class="menu" aria-label={t('home.menu')}>
        {!played && <GuidedItem go={go} played={false} />}
        <MenuItem
          id="new-game"
          label={t('home.newGame')}
          hint={t('home.newGameHint')}
          onSelect={() => go({ name: 'new', from: null })}
        />
        <MenuItem
          id="table-game"
          label={t('home.table')}
          hint={t('home.tableHint')}
          onSelect={() => go({ name: 'table-new' })}
        />
        <MenuItem
          id="join-game"
          label={t('home.join')}
          hint={t('home.joinHint')}
          onSelect={() => go({ name: 'join', code: null })}
        />
        <MenuItem
          id="continue"
          label={t('home.continue')}
          hint={t('home.continueHint')}
          onSelect={() => go({ name: 'games' })}
        />
        <MenuItem
          id="saves"
          label={t('home.saves')}
          hint={t('home.savesHint')}
          onSelect={() => go({ name: 'saves' })}
        />
        <MenuItem
          id="stats"
          label={t('home.stats')}
          hint={t('home.statsHint')}
          onSelect={() => go({ name: 'stats', id: null })}
        />
        <MenuItem
          id="settings"
          label={t('home.settings')}
          hint={t('home.settingsHint')}
          onSelect={() => go({ name: 'settings', back: null })}
        />
        <MenuItem
          id="space-hulk"
          label={t('home.spaceHulk')}
          hint={t('home.spaceHulkHint')}
          onSelect={() => go({ name: 'space-hulk' })}
        />
        <MenuItem
          id="space-marine"
          label={t('home.spaceMarine')}
          hint={t('home.spaceMarineHint')}
          onSelect={() => go({ name: 'space-marine' })}
        />
        <MenuItem
          id="rules"
          label={t('home.rules')}
          hint={t('home.rulesHint')}
          onSelect={() => go({ name: 'rules', entry: null, back: null })}
        />
        {played && <GuidedItem go={go} played />}
      </nav>
    </section>
  );
}
