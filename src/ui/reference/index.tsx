/**
 * The rules reference, a lazy chunk of its own (see app.tsx): sections in round order, a
 * search box, and one entry opened at a time. Opened from a question ("Why?"), its back
 * button returns to that game screen, which reopens the stored game at the same question.
 * Words: the `reference` area (rules, terms, rulings, this screen) and the `cards` area (the
 * cards' entries); a language without its own reference shows it in English and says so.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { ScreenHeader } from '../common/ScreenHeader';
import type { Route } from '../common/router';
import { shownLanguage, t } from '../common/words';
import { englishForNow } from '../../words/partial';
import { SECTIONS, entries, entryById, type Entry } from './entries';
import { search } from './search';
import '../play/play.css';
import './reference.css';
import { loadEnglish } from '../common/english-words';

type RulesRoute = Extract<Route, { name: 'rules' }>;

function EntryView({ entry, open }: { entry: Entry; open: (id: string) => void }) {
  const head = useRef<HTMLHeadingElement>(null);
  useEffect(() => head.current?.focus(), [entry.id]);
  const cards = (entry.cards ?? []).map((c) => entryById(`card:${c.replace(/\.\d+$/, '')}`)).filter((e): e is Entry => !!e && e.id !== entry.id);
  return (
    <article class="ref-entry" data-entry={entry.id} aria-labelledby="ref-entry-title">
      <p class="ref-entry__section">{t(`section.${entry.section}`)}</p>
      <h2 id="ref-entry-title" class="ref-entry__title" tabIndex={-1} ref={head}>
        {entry.title}
      </h2>
      <p class="ref-entry__body">{entry.body}</p>
      <p class="ref-entry__source">
        {entry.ours ? (
          <strong class="ref-entry__ours">
            {t('rules.oursMark')}{' '}
          </strong>
        ) : null}
        {t('rules.source', { source: entry.source })}
      </p>
      {cards.length > 0 && (
        <p class="ref-entry__cards">
          {t('rules.cards')}{' '}
          {cards.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ', '}
              <button type="button" class="link" onClick={() => open(c.id)}>
                {c.title}
              </button>
            </span>
          ))}
        </p>
      )}
    </article>
  );
}

function EntryList({ ids, open }: { ids: string[]; open: (id: string) => void }) {
  return (
    <ul class="ref-list">
      {ids.map((id) => {
        const e = entryById(id);
        return e ? (
          <li key={id}>
            <button type="button" class="ref-list__item" data-entry={id} onClick={() => open(id)}>
              <span class="ref-list__title">{e.title}</span>
              <span class="ref-list__body" data-preview>
                {e.body}
              </span>
            </button>
          </li>
        ) : null;
      })}
    </ul>
  );
}

/** The rules' English words, for a search in another language (loaded with the chunk). */
export function loadEnglishWords(): Promise<void> {
  return loadEnglish('reference', 'cards');
}

export function Screen({ route, go }: { route: Route; go: (r: Route) => void }) {
  return route.name === 'rules' ? <ReferenceScreen route={route} go={go} /> : null;
}

function ReferenceScreen({ route, go }: { route: RulesRoute; go: (r: Route) => void }) {
  const query = useSignal('');
  const entry = route.entry ? entryById(route.entry) : undefined;
  const open = (id: string): void => go({ name: 'rules', entry: id, back: route.back });
  const back = (): void => {
    if (route.back) window.location.hash = route.back;
    else if (entry) go({ name: 'rules', entry: null, back: null });
    else go({ name: 'home' });
  };
  const backLabel = t(route.back ? 'rules.backToGame' : entry ? 'rules.title' : 'header.home');
  const hits = search(query.value);
  return (
    <main class="screen reference" aria-labelledby="ref-title">
      <ScreenHeader title={t('rules.title')} titleId="ref-title" onBack={back} backLabel={backLabel} />
      {englishForNow(shownLanguage.value, 'reference') && <p class="ref-english">{t('rules.englishForNow')}</p>}
      {entry ? (
        <EntryView entry={entry} open={open} />
      ) : (
        <>
          <form class="ref-search" role="search" onSubmit={(e) => e.preventDefault()}>
            <label for="ref-q">{t('rules.searchLabel')}</label>
            <input id="ref-q" type="search" autocomplete="off" placeholder={t('rules.searchPlaceholder')} value={query.value} onInput={(e) => (query.value = e.currentTarget.value)} />
          </form>
          {query.value.trim() ? (
            hits.length ? (
              <EntryList ids={hits.slice(0, 20)} open={open} />
            ) : (
              <p class="ref-empty" role="status">{t('rules.nothingFound')}</p>
            )
          ) : (
            SECTIONS.map((s) => (
              <details key={s.id} class="ref-section" open={s.id !== 'card'}>
                <summary>{t(s.title)}</summary>
                <EntryList ids={entries().filter((e) => e.section === s.id).map((e) => e.id)} open={open} />
              </details>
            ))
          )}
        </>
      )}
    </main>
  );
}
