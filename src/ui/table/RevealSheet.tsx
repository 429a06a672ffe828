import { useSignal } from '@preact/signals';
import { EVENTS, GENESTEALER_TYPES } from '../../data';
import { distinctCopies, eventCopyLabel } from '../play/words/event-copy';
import type { GameState, RevealPrompt } from '../../engine';
import { shownPreview, whyLine } from '../play/words/log';
import { SkullIcon } from '../art/marks';
import { isSkullFace } from '../play/dice';
import { EventMark } from './EventMark';
import { WhyLink } from '../play/WhyLink';
import { spawnRows } from './spawn-progress';
import { SpawnRows } from './SpawnRows';
import { revealLabel, revealTitle } from './reveal-words';
import { rollFace, type TableModelInstance } from './table-model';
import { defenceRows, FACES, withFaces } from './die-rows';
import { DefenceRows } from './DieRows';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useRecapFold } from '../play/fit-question';
import { t } from '../common/words';
import { cardText } from '../common/card-text';

/** Possible Events by name or by what tells a copy apart ("tail", "yellow"); each copy shows once. */
function eventMatches(p: RevealPrompt, query: string): string[] {
  const q = query.trim().toLowerCase();
  return p.options.filter((id) => eventCopyLabel(id).toLowerCase().includes(q));
}

/** A typed name: the possible card of that name, else any card of that name (the engine says why not). */
function eventByName(p: RevealPrompt, text: string): string {
  const q = text.trim().toLowerCase();
  const named = EVENTS.filter((e) => e.name.toLowerCase() === q).map((e) => e.id as string);
  return named.find((id) => p.options.includes(id)) ?? named[0] ?? text.trim();
}

/**
 * The die's six faces drawn as on the die (a skull on 1, 2 and 3), one tap each, with Roll for me
 * beside them: first in the sheet, so the face that came up is entered without scrolling.
 */
function DieGrid({ onPick, busy }: { onPick: (k: string) => void; busy: boolean }) {
  return (
    <div class="options table-dice" role="group" aria-labelledby="ask-title">
      {['0', '1', '2', '3', '4', '5'].map((k) => {
        const skull = isSkullFace(Number(k));
        return (
          <button type="button" key={k} class="option table-die" data-option={k} aria-label={skull ? t('tableDie.skull', { face: k }) : k} disabled={busy} onClick={() => onPick(k)}>
            <span class={`die${skull ? ' die--skull' : ''}`} aria-hidden="true">
              <span class="die__value">{k}</span>
              {skull && <SkullIcon size={18} />}
            </span>
          </button>
        );
      })}
      <button type="button" class="option option--quiet table-dice__roll" disabled={busy} onClick={() => onPick(rollFace())}>
        {t('tableDie.rollForMe')}
      </button>
    </div>
  );
}

function Options({ p, keys, onPick, busy }: { p: RevealPrompt; keys: string[]; onPick: (k: string) => void; busy: boolean }) {
  // Identical copies of an Event are one button; it names the copies it stands for.
  const shown = p.reveal === 'event' ? distinctCopies(keys) : keys.map((id) => ({ id, copies: [id] }));
  return (
    <div class={`options${shown.length > 4 || p.reveal === 'genestealer' ? ' options--grid' : ''}`} role="group" aria-labelledby="ask-title">
      {shown.map(({ id: k, copies }) => (
        <button type="button" key={k} class={`option${p.reveal === 'event' ? ' option--event' : ''}`} data-option={k} data-copies={copies.length > 1 ? copies.join(' ') : undefined} disabled={busy} onClick={() => onPick(k)}>
          {p.reveal === 'event' ? <span>{revealLabel(p, k)}</span> : revealLabel(p, k)}
          {p.reveal === 'event' && <EventMark id={k} />}
          {p.reveal === 'genestealer' && !p.options.includes(k) ? ` ${t('tableSpawn.noneLeft')}` : ''}
        </button>
      ))}
    </div>
  );
}

/** While an Event resolves: what the table must spawn and move, worked out for this table now. */
function EventOrders({ s, folded }: { s: GameState; folded: boolean }) {
  // Folded to a line each so the types stay in reach; a tap reads them whole (each line is what
  // the table does with its cards, and a player stopped at "1 at t…").
  const open = useSignal(false);
  if (!s.event) return null;
  const pv = shownPreview(s, s.event);
  const lead = (
    <>
      <strong>{pv.name}</strong>: {cardText(pv.id)}
    </>
  );
  // A tap anywhere on the orders toggles them; the first line is their button, for the keyboard
  // and screen readers (its click bubbles to the same toggle).
  return (
    <div class="table-orders" aria-label={t('tableReveal.orders')} data-open={open.value ? 'yes' : undefined} onClick={folded ? () => (open.value = !open.value) : undefined}>
      <p>
        {/* A sheet with room shows them whole: nothing to open. */}
        {folded ? (
          <button type="button" class="table-orders__toggle" aria-expanded={open.value}>
            {lead}
          </button>
        ) : (
          lead
        )}
      </p>
      <ul>
        {[...pv.spawns, ...pv.movement].map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    </div>
  );
}

/** The bottom sheet when the table supplies chance: tap what came out, or type it. */
export function RevealSheet({ model, p, recent }: { model: TableModelInstance; p: RevealPrompt; recent: string[] }) {
  const game = model.game;
  const typed = useSignal('');
  const busy = game.busy.value;
  const sheet = useRef<HTMLElement>(null);
  const step = game.row.value?.steps ?? -1;
  // A new entry opens at the top, as a new question does (Sheet.tsx): not where the Event list
  // was scrolled to; the fold then brings its first answer into reach.
  useLayoutEffect(() => {
    if (sheet.current) sheet.current.scrollTop = 0;
  }, [step]);
  const fold = useRecapFold(sheet, step);
  const enter = (k: string): void => {
    void model.enter(k).then((ok) => ok && (typed.value = ''));
  };
  const submit = (e: Event): void => {
    e.preventDefault();
    enter(p.reveal === 'event' ? eventByName(p, typed.value) : typed.value.trim());
  };
  let keys = p.options;
  // Every type is shown, so a type with none left says so when tapped rather than vanishing.
  if (p.reveal === 'genestealer') keys = [...GENESTEALER_TYPES];
  if (p.reveal === 'die') keys = [...FACES];
  if (p.reveal === 'event') keys = eventMatches(p, typed.value);
  // A spawn: a row per card still to turn up, under the cards already turned up for this Event.
  const spawn = p.reveal === 'genestealer' && game.state.value ? spawnRows(game.state.value, game.log.value) : [];
  const spawned = spawn.filter((r) => r.state === 'done');
  const rows = p.reveal === 'die' && game.state.value ? withFaces(defenceRows(game.state.value), game.log.value) : [];
  const lines = (
    <ul class="recap__lines" aria-live="polite" data-preview>
      {recent.slice(-3).map((l, i) => (
        <li key={`${recent.length}-${i}`}>{l}</li>
      ))}
    </ul>
  );
  return (
    <section ref={sheet} class={`sheet${fold === 'none' ? '' : ` sheet--${fold}`}`} aria-labelledby="ask-title" data-step={game.row.value?.steps} data-stored={game.stored.value} data-ask={`reveal:${p.reveal}`}>
      {/* During a spawn the list of cards turned up says what the last lines would, in order.
          What led to a roll comes before it too ("The Promethium Tank goes up in flames."): below
          the faces and the typed entry it was off the screen; a folded sheet gives way to the faces. */}
      {spawned.length === 0 && lines}
      {p.reveal === 'genestealer' && game.state.value?.phase === 'event' && <EventOrders s={game.state.value} folded={fold !== 'none'} />}
      <div class="ask">
        {/* The one Undo is in the table's tool row, always in the same place. */}
        <div class="ask__head">
          <p class="ask__who">{t('tableReveal.who')}</p>
        </div>
        <h2 id="ask-title" class="ask__title">
          {spawn.length > 0 ? t('tableReveal.spawnRows') : revealTitle(p, game.state.value ?? undefined)}
        </h2>
        {/* Each row says where its card goes (so the hint would only repeat it), right under the question. */}
        {spawn.length === 0 && <p class="ask__hint">{whyLine(p.why)}</p>}
        {p.reveal === 'genestealer' && spawn.length > 0 && <SpawnRows p={p} rows={spawn} onPick={enter} busy={busy} />}
        <WhyLink kind={p} />
        {/* A refusal shows right under the question, where the eye is, and changes nothing. */}
        {game.error.value && (
          <p class="sheet__error" role="alert">
            {game.error.value}{' '}
            <button type="button" class="btn btn--small sheet__ok" onClick={game.dismissError}>
              {t('tableReveal.ok')}
            </button>
          </p>
        )}
        {p.reveal === 'marine' && p.options.length > 1 && (
          <button type="button" class="option option--quiet table-roll" disabled={busy} onClick={() => void model.dealForMe()}>
            {p.row === 0 ? t('tableReveal.dealFormation') : t('tableReveal.dealOthers', { count: p.options.length })}
          </button>
        )}
        {/* A phase's defence rolls: one row per attacked marine, in the order the rules take them. */}
        {rows.length > 0 && <DefenceRows rows={rows} onPick={enter} busy={busy} />}
        {p.reveal === 'die' && rows.length === 0 && <DieGrid onPick={enter} busy={busy} />}
        {(p.reveal === 'die' || p.reveal === 'event') && (
          <form class="table-typed" onSubmit={submit}>
            <label for="typed">{p.reveal === 'die' ? t('tableReveal.typeFace') : t('tableReveal.searchEvents')}</label>
            <div class="field__row">
              <input id="typed" autocomplete="off" inputMode={p.reveal === 'die' ? 'numeric' : 'text'} value={typed.value} onInput={(e) => (typed.value = e.currentTarget.value)} />
              <button type="submit" class="btn btn--small" disabled={busy || typed.value.trim() === ''}>
                {t('tableReveal.enter')}
              </button>
            </div>
            {p.reveal === 'event' && <p class="ask__hint">{t('tableReveal.possible', { n: p.options.length })}</p>}
          </form>
        )}
        {p.reveal !== 'die' && spawn.length === 0 && <Options p={p} keys={keys} onPick={enter} busy={busy} />}
      </div>
    </section>
  );
}
