import { eventDef } from '../../data';
import { answer, type DecisionPrompt, type GameEvent, type GameState, type Team } from '../../engine';
import { logLine } from './words/log';
import { recapLines, withoutDrawn } from './recap-lines';
import type { ComponentChildren } from 'preact';
import { revealsSomething } from '../../persistence/games';
import { AdvisorSummary, oddsByOption, oddsLabel } from './advisor/AdvisorOdds';
import { useAdvisor } from './advisor/useAdvisor';
import { preferences } from '../common/preferences-model';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { GameModelInstance } from './game-model';
import type { PlayUi } from './play-ui';
import { cardName, playerName } from '../common/names';
import { WhyLink } from './WhyLink';
import { oneSwapPerPair } from './swaps';
import { slayAll, wholeSwarm } from './slay-all';
import { ActionChoice } from './ActionChoice';
import { cardText } from '../common/card-text';
import { DieFace } from './DieFace';
import { EventCard } from './EventCard';
import { t } from '../common/words';
import { InlineRecap } from './InlineRecap';
import type { Moment } from './moment';
import { useDecision } from './decisions/useDecision';
import { pairedChoice } from './decisions/action-pair';
import { DecisionOptions } from './decisions/DecisionOptions';
import { useRecapFold } from './fit-question';

const RECAP_LINES = 3;

/** The Event card drawn by the last answer, or the one being resolved now. */
function shownEvent(s: GameState, recent: readonly GameEvent[]): string | null {
  if (s.event) return s.event;
  for (let i = recent.length - 1; i >= 0; i--) {
    const ev = recent[i] as GameEvent;
    if (ev.k === 'event-drawn') return ev.card;
  }
  return null;
}

function Recap({ game, ui, moment }: { game: GameModelInstance; ui: PlayUi; moment: Moment | null }) {
  const s = game.state.value as GameState;
  // A public recap in the sheet (solo) tells the whole stretch: it stands for the last lines. A
  // recap read on its own screen before the hand-off told them too (play-ui.ts toldAt).
  const toldBefore = ui.toldAt.value !== null && ui.toldAt.value === game.recent.value;
  const lines = moment || toldBefore ? [] : game.recent.value;
  // The die faces stay beside an inline recap (what was rolled), as small tiles, but one line a
  // fact: a roll its death line tells (cause and death) keeps its face without its sentence.
  const told = new Set(moment?.deaths.flatMap((d) => (d.cause ? [logLine(d.cause)] : [])).filter((l) => l));
  const dice = toldBefore ? [] : game.dice.value;
  // Each roll's sentence, worded once; the ones no death line tells stand in for the faces when folded.
  const rollWords = dice.map((d) => (d.event ? logLine(d.event) : null));
  const diceWords = new Set(rollWords);
  const untold = rollWords.filter((w): w is string => !!w && !told.has(w));
  // The Forward Scouting peek shows its card in full below the question instead; a recap
  // with its Event shows the card there.
  const ev = toldBefore || game.prompt.value?.ask === 'forward-scouting' || moment?.event ? null : shownEvent(s, game.recentEvents.value);
  // The Event's chip names the card drawn: its "Event drawn: …" line would say it again.
  const kept = withoutDrawn(lines, game.recentEvents.value, ev);
  const shownLines = recapLines(kept, game.recentEvents.value, RECAP_LINES);
  const hidden = Math.max(0, kept.length - shownLines.length);
  // At the start, the Event card only placed the first Genestealers: its ability does not apply.
  const setup = game.row.value?.steps === 0;
  return (
    <div class="recap" aria-label={t('sheet.whatHappened')}>
      {/* What happened first; an Event chip or a die after it belongs to the question. */}
      {moment && <InlineRecap m={moment} s={s} onCard={ui.showDetails} />}
      {ev && (
        <button type="button" class="event-chip" data-event={ev} onClick={() => ui.showDetails(`card:${ev}`)}>
          <span>
            <span class="event-chip__label">{t(setup ? 'sheet.setupSpawn' : eventDef(ev).instinct ? 'recap.eventInstinct' : 'recap.event')} </span>
            <strong>{cardName(ev)}</strong>
          </span>
          {!setup && <span class="event-chip__text">{cardText(ev)}</span>}
        </button>
      )}
      {dice.length > 0 && (
        <div class="recap__dice" key={`${game.row.value?.steps}`}>
          {dice.map((d, i) => (
            <DieFace key={i} roll={d} caption={!told.has(rollWords[i] ?? '')} />
          ))}
        </div>
      )}
      <ul class="recap__lines" aria-live="polite" data-preview>
        {/* A roll shown as a die face (with its line) is not listed again as its words. */}
        {shownLines.filter((l) => !diceWords.has(l)).map((l, i) => (
          <li key={`${lines.length}-${i}`}>{l}</li>
        ))}
      </ul>
      {/* Folded to its lead line the sheet has no room for a die's face: the roll's words stand in for it (sheet.css), after that line (who attacked, then what he rolled). */}
      {/* A roll its death line tells already (cause and death) is not told twice. */}
      {untold.length > 0 && (
        <ul class="recap__die-lines">
          {untold.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button type="button" class="link" onClick={() => ui.open('log')}>
          {t('sheet.moreLogLines', { n: hidden })}
        </button>
      )}
    </div>
  );
}

/** The bottom sheet: what just happened, the question, and every legal answer as a button. */
/** What the table companion puts in place of one team's hand (every team's cards on one screen). */
export type ActionEntry = (team: Team, options: string[], choose: (card: string) => void, busy: boolean) => ComponentChildren;
/** The table's own screen for a question (an Attack card's die rows), or null for the plain answers. */
export type TableEntry = (p: DecisionPrompt, options: { key: string; label: string }[], busy: boolean) => ComponentChildren | null;

/**
 * `moment`: a public recap shown in the sheet, above the question (solo: nobody to hand the
 * phone to, so no screen of its own);
 * `undoInTools`: the table's one Undo sits in its tool row (it takes back an entry with what
 * the app entered after it, table-model.ts), so the sheet shows none;
 * `actions`: the table's own entry of Action cards.
 */
export function Sheet({ game, ui, moment = null, undoInTools, actions, entry }: { game: GameModelInstance; ui: PlayUi; moment?: Moment | null; undoInTools?: boolean; actions?: ActionEntry; entry?: TableEntry }) {
  const s = game.state.value as GameState;
  const p = game.prompt.value;
  const q = game.asked.value;
  const busy = game.busy.value;
  const filter = ui.filter.value;
  const narrowed = filter ? game.targets.value.get(filter) : undefined;
  const options = oneSwapPerPair(narrowed ? game.options.value.filter((o) => narrowed.includes(o.key)) : game.options.value);
  const advisor = useAdvisor(game);
  const odds = oddsByOption(advisor.update?.estimate);
  const [confirming, setConfirming] = useState<{ step: number; key: string } | null>(null);
  /** An answer undo could not take back (a roll, a card, a secret shown): asked twice when the settings say so. */
  const big = (key: string): boolean => {
    const r = game.row.value;
    if (!p || !r || r.practice || r.mode === 'table') return false;
    const result = answer(s, key);
    return result.ok && revealsSomething({ ask: p.ask, reveals: result.reveals, state: result.state, player: p.player });
  };
  const own = p && entry && !narrowed ? entry(p, options, busy) : null;
  const decision = useDecision(game, !!narrowed || own !== null);
  const choose = (key: string): void => {
    // A tap on a decision screen's answer that is several engine answers (decisions/group.ts).
    if (key.includes(' ') || key.startsWith('+')) {
      ui.filter.value = null;
      advisor.cancel();
      return decision.play(key, setConfirming, confirming);
    }
    ui.filter.value = null;
    const step = game.row.value?.steps ?? -1;
    if (preferences.value.confirmBig && !(confirming?.step === step && confirming.key === key) && big(key)) {
      setConfirming({ step, key });
      return;
    }
    setConfirming(null);
    advisor.cancel();
    void game.choose(key);
  };
  // Every card of the swarm dies: which goes first does not matter, so one tap does it all. Pocket
  // and table games answer this themselves (decisions/settle.ts, table-model.ts); a multiplayer
  // host's pocket game does not (host-model.ts), so it still shows there.
  const whole = p && !narrowed ? wholeSwarm(p, s) : null;
  const subject = p?.subject && /^(action|event|terrain)\./.test(p.subject) && !p.secret ? p.subject : null;
  // Folding lasts for one question only: the step it was folded at. The next question
  // (a new step) unfolds the sheet by itself, so nobody misses that it is their turn.
  const step = game.row.value?.steps ?? -1;
  const pending = confirming?.step === step ? confirming.key : null;
  const [foldedAt, setFoldedAt] = useState<number | null>(null);
  // A board spot tapped while folded narrows the answers: show them.
  const folded = foldedAt === step && !narrowed;
  const fold = (): void => setFoldedAt(step);
  const unfold = (): void => setFoldedAt(null);
  // A downward swipe of 40 px on the sheet's grip folds it; an upward one on the bar opens it.
  const startY = useRef<number | null>(null);
  // A new question opens the sheet at its top, where what just happened is told: otherwise it
  // keeps the scroll of the last question, whose answer may have been far down the list.
  const body = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (body.current) body.current.scrollTop = 0;
  }, [step]);
  const recapFold = useRecapFold(body, step);
  const swipe = (onDown: boolean) => ({
    onPointerDown: (e: PointerEvent) => void (startY.current = e.clientY),
    onPointerUp: (e: PointerEvent) => {
      const y0 = startY.current;
      startY.current = null;
      if (y0 === null) return;
      const dy = e.clientY - y0;
      if (onDown && dy > 40) fold();
      if (!onDown && dy < -40) unfold();
    },
  });
  // The answer stands in bold inside the sentence, wherever the language puts it.
  const sure = t('sheet.sure', { answer: '\u0001' }).split('\u0001') as [string, string];
  if (folded) {
    return (
      <section class="sheet sheet--folded" aria-label={t('sheet.folded')} data-step={step} data-ask={p?.ask} data-player={p?.player} {...swipe(false)}>
        <button type="button" class="sheet__bar" aria-expanded="false" onClick={unfold}>
          <span class="sheet__grip" aria-hidden="true" />
          <span class="sheet__bar-text">
            <span aria-hidden="true">▴ </span>
            {q ? q.title : t('sheet.show')}
          </span>
        </button>
      </section>
    );
  }
  return (
    <section ref={body} class={`sheet${p?.ask === 'forward-scouting' ? ' sheet--tall' : moment ? ' sheet--recap' : ''}${recapFold === 'none' ? '' : ` sheet--${recapFold}`}`} aria-labelledby="ask-title" data-step={game.row.value?.steps} data-stored={game.stored.value} data-ask={p?.ask} data-player={p?.player} data-secret={p?.secret ? 'yes' : undefined}>
      <button type="button" class="sheet__fold" aria-expanded="true" aria-label={t('sheet.fold')} onClick={fold} {...swipe(true)}>
        <span class="sheet__grip" aria-hidden="true" />
      </button>
      <Recap game={game} ui={ui} moment={moment} />
      {p && q && (
        <div class="ask">
          <div class="ask__head">
            <p class="ask__who">{s.players.length > 1 ? t('sheet.decides', { player: playerName(s, p.player) }) : game.row.value?.practice ? t('sheet.practice') : ''}</p>
            {game.undoReason.value === null && !undoInTools && (
              <button type="button" class="btn btn--small" disabled={busy} onClick={() => void game.undo()}>
                <span aria-hidden="true">↶ </span>
                {t('sheet.undo')}
              </button>
            )}
          </div>
          <h2 id="ask-title" class="ask__title">
            {decision.title ?? q.title}
          </h2>
          {q.hint && !decision.title && <p class="ask__hint">{q.hint}</p>}
          <WhyLink kind={p} />
          {!advisor.on && p.options.length > 1 && (
            <button type="button" class="link advisor__on" onClick={advisor.toggle}>
              {t('sheet.showOdds')}
            </button>
          )}
          {advisor.on && p.options.length > 1 && <AdvisorSummary update={advisor.update} onToggle={advisor.toggle} />}
          {subject && (
            <button type="button" class="link" onClick={() => ui.showDetails(`card:${subject}`)}>
              {t('sheet.about', { card: cardName(subject) })}
            </button>
          )}
          {p.ask === 'forward-scouting' && p.subject && (
            <div class="peek" aria-label={t('sheet.topEvent')}>
              <EventCard id={p.subject} />
            </div>
          )}
          {own ? (
            own
          ) : decision.screen ? (
            <DecisionOptions d={decision.screen} busy={busy} fresh={decision.fresh} onPath={choose} odds={advisor.on ? (k) => oddsLabel(odds.get(k)) : undefined} />
          ) : p.ask === 'choose-action' ? (
            actions ? (
              actions(p.subject as Team, p.options, choose, busy)
            ) : (
              <ActionChoice s={s} team={p.subject as Team} options={p.options} onChoose={choose} busy={busy} odds={advisor.on ? (card) => oddsLabel(odds.get(card)) : undefined} pair={(card) => pairedChoice(s, card)} />
            )
          ) : (
            <div class={`options${options.length > 4 || p.ask === 'forward-scouting' ? ' options--grid' : ''}`} role="group" aria-labelledby="ask-title">
              {whole && (
                <button type="button" class="option option--all" data-slay-all={whole.length} disabled={busy} onClick={() => void slayAll(game, whole)}>
                  {t('sheet.slayAll', { n: whole.length })}
                </button>
              )}
              {options.map((o) => (
                <button type="button" key={o.key} class={`option${o.key === 'done' || o.key === 'skip' || o.key === 'stop' || o.key === 'keep' ? ' option--quiet' : ''}`} data-option={o.key} disabled={busy} onClick={() => choose(o.key)}>
                  {o.label}
                  {advisor.on && (
                    <span class="option__odds" data-odds={o.key}>
                      {oddsLabel(odds.get(o.key))}
                    </span>
                  )}
                </button>
              ))}
              {/* Only when it shows more: a spot holding every answer already shows them all. */}
              {narrowed && options.length < game.options.value.length && (
                <button type="button" class="option option--quiet" onClick={() => (ui.filter.value = null)}>
                  {t('sheet.everyChoice')}
                </button>
              )}
            </div>
          )}
          {pending && (
            <div class="confirm" role="alertdialog" aria-labelledby="confirm-text">
              <p id="confirm-text">
                {sure[0]}
                <strong>{options.find((o) => o.key === pending)?.label ?? decision.label(pending)}</strong>
                {sure[1]}
              </p>
              <button type="button" class="btn btn--primary" data-confirm="yes" disabled={busy} onClick={() => choose(pending)}>
                {t('sheet.yes')}
              </button>
              <button type="button" class="btn" data-confirm="no" onClick={() => setConfirming(null)}>
                {t('sheet.notYet')}
              </button>
            </div>
          )}
          {game.targets.value.size > 0 && !narrowed && <p class="ask__hint ask__hint--board">{t('sheet.tapBoard')}</p>}
        </div>
      )}
      {game.error.value && (
        <p class="sheet__error" role="alert">
          {game.error.value}{' '}
          <button type="button" class="btn btn--small sheet__ok" onClick={game.dismissError}>
            {t('sheet.ok')}
          </button>
        </p>
      )}
    </section>
  );
}
