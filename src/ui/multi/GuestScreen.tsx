import { useModel } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import type { DecisionPrompt, GameState, Team } from '../../engine';
import { logLine, refusalLine } from '../play/words/log';
import { refusalWords, type GuestRefusal } from '../../session';
import type { Route } from '../common/router';
import { phaseName, playerName } from '../common/names';
import { currentSay, t, tList } from '../common/words';
import type { Key } from '../../words/keys';
import { ActionChoice } from '../play/ActionChoice';
import { Board } from '../play/board/Board';
import { boardChanges, NO_CHANGES } from '../play/board/board-changes';
import { boardView } from '../play/board/board-view';
import { StatusBar } from '../play/board/StatusBar';
import type { SpotProps } from '../play/board/spot';
import { Details } from '../play/Details';
import { InlineRecap } from '../play/InlineRecap';
import { LogDrawer } from '../play/LogDrawer';
import { PlayUiModel } from '../play/play-ui';
import { focusSpot, targetMap } from '../play/targets';
import { question } from '../play/words/asks';
import { optionLabel } from '../play/words/options';
import { browserWakeEnv, WakeLockModel } from '../play/wake-lock';
import { GuestModel } from './guest-model';
import { logEntries, recapOf } from './guest-view';
import { spacedCode } from './room';
import { SeatPick } from './SeatPick';
import { TeamActions } from '../table/TeamActions';

const LINK_WORDS = {
  connecting: 'guest.connecting',
  open: 'guest.open',
  unreachable: 'guest.unreachable',
  closed: 'guest.closed',
} as const satisfies Record<string, Key>;

/** A whole sentence per team: a colour cannot be spliced into a sentence that declines it. */
const CHOOSE_ACTION = {
  BLUE: 'guest.chooseAction.BLUE',
  GREEN: 'guest.chooseAction.GREEN',
  GREY: 'guest.chooseAction.GREY',
  PURPLE: 'guest.chooseAction.PURPLE',
  RED: 'guest.chooseAction.RED',
  YELLOW: 'guest.chooseAction.YELLOW',
} as const satisfies Record<Team, Key>;

const refusalSaid = (r: GuestRefusal): string => refusalWords(r, currentSay(), refusalLine);

/** Who the game waits for, in words: several players while everyone chooses Action cards. */
function waitingWords(s: GameState, players: number[], secret: boolean, me: number): string {
  if (players.length === 0) return t('guest.allIn');
  const who = tList(players.map((p) => (p === me ? t('guest.you') : playerName(s, p))));
  if (s.phase === 'choose-actions' && secret) return t(players.includes(me) ? 'guest.waitChoose' : 'guest.waitChooseYoursIn', { who });
  return secret ? t('guest.decidesSecret', { who, n: players.length }) : t('guest.waitFor', { who });
}

/**
 * A guest's phone: the game's own board, status bar, log with Why? and recaps, over the view
 * the host sends (never the host's whole position), and its own questions: its Action cards
 * with their numbers, types and texts, chosen while the others choose theirs. An answer goes
 * to the host and shows once the host has stored it (or says why not).
 */
export function GuestScreen({ code, go }: { code: string; go: (route: Route) => void }) {
  const guest = useModel(GuestModel);
  const ui = useModel(PlayUiModel);
  const wake = useModel(() => new WakeLockModel(browserWakeEnv()));
  useEffect(() => {
    void guest.join(code);
    return () => guest.close();
  }, [code]);
  const tick = guest.tick.value;
  const g = guest.session();
  const connected = guest.link.value === 'open' && g?.status === 'playing';
  useEffect(() => {
    wake.keepAwake(connected);
    return () => wake.keepAwake(false);
  }, [connected]);
  const s = g?.view ?? null;
  const board = useMemo(() => (s ? boardView(s) : null), [s]);
  const changes = useMemo(() => (g?.before && s ? boardChanges(g.before, s) : NO_CHANGES), [s]);
  // A phone back from a crash or a reload recaps what it missed, not the whole game.
  const recap = useMemo(() => (g && s ? recapOf(g.fresh.filter((e) => e.index >= guest.seenBefore()), s) : null), [s, tick]);
  const status = (
    <p class="multi-status" role="status" data-link={guest.link.value} data-impostor={g?.refusal?.code === 'impostor' ? '' : undefined}>
      {t('guest.roomLine', { code: spacedCode(code), line: g?.refusal?.code === 'impostor' ? refusalSaid(g.refusal) : t(LINK_WORDS[guest.link.value]) })}
    </p>
  );
  if (g?.status === 'refused' || g?.status === 'kicked') {
    return (
      <section class="multi-refused" aria-labelledby="refused-title" data-refused={g.refusal?.code ?? 'kicked'}>
        <h1 id="refused-title">{g.status === 'kicked' ? t('guest.kickedTitle') : t('guest.refusedTitle')}</h1>
        <p role="alert">{g.status === 'kicked' ? t('guest.kicked') : g.refusal && refusalSaid(g.refusal)}</p>
        {g.refusal?.code === 'version' && (
          <button type="button" class="btn btn--primary" onClick={() => location.reload()}>
            {t('guest.reload')}
          </button>
        )}
        <button type="button" class="btn" onClick={() => go({ name: 'join', code: null })}>
          {t('join.title')}
        </button>
        <button type="button" class="btn" onClick={() => go({ name: 'home' })}>
          {t('multi.home')}
        </button>
      </section>
    );
  }
  if (!g || !s || !board || g.seat === null) {
    return (
      <div class="multi-joining" data-wait={g?.refusal?.code === 'wait' ? '' : undefined}>
        {status}
        {g?.choices ? (
          <SeatPick choices={g.choices} onPick={(player) => guest.choose(player)} />
        ) : (
          <p class="boot" role="status">
            {guest.link.value === 'unreachable' && guest.why.value === 'peer-unavailable'
              ? t('guest.noRoom')
              : g?.refusal?.code === 'wait'
                ? refusalSaid(g.refusal)
                : t('guest.joining')}
          </p>
        )}
        <button type="button" class="btn" onClick={() => go({ name: 'home' })}>
          {t('multi.home')}
        </button>
      </div>
    );
  }
  const me = g.seat;
  const ask: DecisionPrompt | null = g.asks[0] ?? null;
  const targets = ask && ask.ask !== 'choose-action' ? targetMap(ask, s) : new Map<string, string[]>();
  const spot: SpotProps = {
    targets,
    picked: ui.filter.value,
    onSpot: (key) => {
      const options = targets.get(key);
      if (options?.length === 1) guest.answer(options[0] as string);
      else if (options) ui.filter.value = ui.filter.value === key ? null : key;
      else ui.showDetails(key);
    },
  };
  const narrowed = ui.filter.value ? targets.get(ui.filter.value) : undefined;
  const q = ask ? question(ask, s, true) : null;
  const panel = ui.panel.value;
  const lines = g.fresh.flatMap((e) => e.events.map((ev) => logLine(ev)).filter((l): l is string => l !== null)).slice(-4);
  return (
    <div class={`play multi-guest${g.sent !== null ? ' play--busy' : ''}`} data-phase={s.phase} data-known={g.at} data-seat={me}>
      {status}
      <StatusBar board={board} phase={phaseName(s)} spot={spot} onLog={() => ui.open('log')} onMenu={() => go({ name: 'home' })} onDetails={ui.showDetails} />
      <div class="play__board">
        <Board board={board} spot={spot} focus={ask && ask.ask !== 'choose-action' ? focusSpot(ask, s) : null} changes={changes} />
      </div>
      <section class="sheet multi-sheet" aria-labelledby="ask-title" data-step={g.at} data-ask={ask?.ask}>
        <p class="multi-guest__me">{t('guest.youPlay', { name: playerName(s, me) })}</p>
        {recap ? (
          <InlineRecap m={recap} s={s} onCard={ui.showDetails} />
        ) : (
          lines.length > 0 && (
            <ul class="multi-recent" aria-label={t('guest.recent')}>
              {lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        )}
        {g.refusal && g.refusal.code !== 'version' && (
          <p class="multi-refusal" role="alert">
            {refusalSaid(g.refusal)}
          </p>
        )}
        {s.outcome ? (
          <p>{t(s.outcome === 'won' ? 'mission.won' : 'mission.lost')}</p>
        ) : ask && ask.ask === 'choose-action' ? (
          <div class="ask">
            <p class="ask__who">{g.asks.length > 1 ? t('guest.actionWhoTeams', { n: g.asks.length }) : t('guest.actionWho')}</p>
            <h2 id="ask-title" class="ask__title">
              {t(CHOOSE_ACTION[ask.subject as Team])}
            </h2>
            {s.chance === 'table' ? (
              // At the table the card is turned up there: its player enters it with the table's own picker.
              <TeamActions s={s} teams={s.players[me]?.teams ?? []} team={ask.subject as Team} options={ask.options} onChoose={(card) => void guest.answer(card)} busy={g.sent !== null} />
            ) : (
              <ActionChoice s={s} team={ask.subject as Team} options={ask.options} onChoose={(card) => void guest.answer(card)} busy={g.sent !== null} />
            )}
          </div>
        ) : ask && q ? (
          <div class="ask">
            <p class="ask__who">{t(ask.secret ? 'guest.questionWhoSecret' : 'guest.questionWho')}</p>
            <h2 id="ask-title" class="ask__title">
              {q.title}
            </h2>
            {q.hint && <p class="ask__hint">{q.hint}</p>}
            <div class="options">
              {ask.options
                .filter((key) => !narrowed || narrowed.includes(key))
                .map((key) => (
                  <button key={key} type="button" class="btn option" data-option={key} disabled={g.sent !== null} onClick={() => guest.answer(key)}>
                    {g.sent === key ? t('guest.optionSent', { option: optionLabel(key, ask, s) }) : optionLabel(key, ask, s)}
                  </button>
                ))}
            </div>
            {targets.size > 0 && !narrowed && <p class="ask__hint ask__hint--board">{t('guest.orTap')}</p>}
          </div>
        ) : (
          <p class="multi-wait__who" data-waiting>
            {g.waiting ? waitingWords(s, g.waiting.players, g.waiting.secret, me) : t('guest.waitingHost')}
          </p>
        )}
      </section>
      {panel === 'log' && <LogDrawer entries={logEntries(g.log, s)} onClose={ui.close} />}
      {panel === 'details' && ui.details.value && <Details item={ui.details.value} s={s} board={board} onClose={ui.close} />}
    </div>
  );
}
