/**
 * The rules reference, a lazy chunk of its own (see app.tsx): sections in round order, a
 * search box, and one entry opened at a time. Opened from a question ("Why?"), its back
 * button returns to that game screen, which reopens the stored game at the same question.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { ScreenHeader } from '../common/ScreenHeader';
import type { Route } from '../common/router';
import { ENTRIES, SECTIONS, entryById, type Entry } from './entries';
import { search } from './search';
import '../play/play.css';
import './reference.css';

type RulesRoute = Extract<Route, { name: 'rules' }>;

function EntryView({ entry, open }: { entry: Entry; open: (id: string) => void }) {
  const head = useRef<HTMLHeadingElement>(null);
  useEffect(() => head.current?.focus(), [entry.id]);
  const cards = (entry.cards ?? []).map((c) => entryById(`card:${c.replace(/\.\d+$/, '')}`)).filter((e): e is Entry => !!e && e.id !== entry.id);
  return (
    <article class="ref-entry" data-entry={entry.id} aria-labelledby="ref-entry-title">
      <p class="ref-entry__section">{SECTIONS.find((s) => s.id === entry.section)?.title}</p>
      <h2 id="ref-entry-title" class="ref-entry__title" tabIndex={-1} ref={head}>
        {entry.title}
      </h2>
      <p class="ref-entry__body">{entry.body}</p>
      <p class="ref-entry__source">
        {entry.ours ? <strong class="ref-entry__ours">Our ruling · </strong> : null}
        Source: {entry.source}
      </p>
      {cards.length > 0 && (
        <p class="ref-entry__cards">
          Cards:{' '}
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
              <span class="ref-list__body">{e.body}</span>
            </button>
          </li>
        ) : null;
      })}
    </ul>
  );
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
  const backLabel = route.back ? 'Back to the game' : entry ? 'Rules' : 'Home';
  const hits = search(query.value);
  return (
    <main class="screen reference" aria-labelledby="ref-title">
      <ScreenHeader title="Rules" titleId="ref-title" onBack={back} backLabel={backLabel} />
      {entry ? (
        <EntryView entry={entry} open={open} />
      ) : (
        <>
          <form class="ref-search" role="search" onSubmit={(e) => e.preventDefault()}>
            <label for="ref-q">Search the rules and cards</label>
            <input id="ref-q" type="search" autocomplete="off" placeholder="reroll, flank, door, a card…" value={query.value} onInput={(e) => (query.value = e.currentTarget.value)} />
          </form>
          {query.value.trim() ? (
            hits.length ? (
              <EntryList ids={hits.slice(0, 20)} open={open} />
            ) : (
              <p class="ref-empty" role="status">Nothing found. Try another word, such as "token" or a card's name.</p>
            )
          ) : (
            SECTIONS.map((s) => (
              <details key={s.id} class="ref-section" open={s.id !== 'card'}>
                <summary>{s.title}</summary>
                <EntryList ids={ENTRIES.filter((e) => e.section === s.id).map((e) => e.id)} open={open} />
              </details>
            ))
          )}
        </>
      )}
    </main>
  );
}
