import { useModel, useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { GameState } from '../../engine';
import type { Route } from '../common/router';
import { phaseName, playerName } from '../common/names';
import { t, tList } from '../common/words';
import { Board } from '../play/board/Board';
import { StatusBar } from '../play/board/StatusBar';
import type { SpotProps } from '../play/board/spot';
import { Details } from '../play/Details';
import { MenuDialog } from '../play/Menu';
import { LogDrawer } from '../play/LogDrawer';
import { OpenFailed } from '../play/OpenFailed';
import { PlayUiModel } from '../play/play-ui';
import { Sheet } from '../play/Sheet';
import { browserWakeEnv, WakeLockModel } from '../play/wake-lock';
import { TableSheet } from '../table/TableSheet';
import { gameModeOf, HOST_PLAYERS, HostModel } from './host-model';
import { hostLog } from './host-log';
import { RoomPanel } from './RoomPanel';

function names(s: GameState, players: number[]): string {
  return tList(players.map((p) => playerName(s, p)));
}

/**
 * The host's phone: the room (code, QR, who joined) and the game. The host answers its own
 * player's questions; a guest's question waits for that guest's phone, unless the host taps
 * "Answer for" (a phone that died). A secret question of a guest never shows its options here.
 */
export function HostScreen({ id, go }: { id: string; go: (route: Route) => void }) {
  // The model differs for a table game, so its mode is read first (one small read of the game's row).
  const mode = useSignal<'pocket' | 'table' | null>(null);
  useEffect(() => {
    // A game not found (or not readable) opens as pocket, whose screen says why it failed.
    void gameModeOf(id)
      .catch(() => null)
      .then((m) => (mode.value = m ?? 'pocket'));
  }, [id]);
  if (!mode.value) return <p class="boot" role="status">{t('host.opening')}</p>;
  return <HostRoom key={mode.value} id={id} go={go} table={mode.value === 'table'} />;
}

function HostRoom({ id, go, table }: { id: string; go: (route: Route) => void; table: boolean }) {
  const host = useModel(() => new HostModel(table));
  const ui = useModel(PlayUiModel);
  const game = host.game;
  const wake = useModel(() => new WakeLockModel(browserWakeEnv()));
  const roomOpen = useSignal(true);
  /** The step at which the host chose to answer for a guest. */
  const answeringFor = useSignal<number | null>(null);
  useEffect(() => {
    void host.open(id);
    return () => host.close();
  }, [id]);
  const s = game.state.value;
  const row = game.row.value;
  const playing = !!s && !s.outcome;
  useEffect(() => {
    wake.keepAwake(playing);
    return () => wake.keepAwake(false);
  }, [playing]);
  const p = game.prompt.value;
  const mine = !!p && (HOST_PLAYERS.includes(p.player) || answeringFor.value === row?.steps);
  // At the table, what the table reveals (dice, cards, spawn types) is entered on this phone.
  const tableModel = host.tableModel();
  const entersHere = mine || !!tableModel?.reveal.value;
  const onePhone: Route = table ? { name: 'table', id } : { name: 'play', id };
  // The host's phone is the host's: its own questions need no hand-off screen.
  useEffect(() => {
    if (mine && game.handOff.value !== null) game.confirmHandOff();
  }, [mine, row?.steps, game.handOff.value]);
  if (game.loadState.value === 'failed') return <OpenFailed error={game.error.value} gone={game.gone.value} id={id} go={go} />;
  const board = game.board.value;
  const room = host.room.value;
  if (!s || !board || !row || !room) return <p class="boot" role="status">{host.problem.value ?? t('host.opening')}</p>;
  const spot: SpotProps = {
    targets: mine ? game.targets.value : new Map(),
    picked: ui.filter.value,
    onSpot: (key) => {
      const options = mine ? game.targets.value.get(key) : undefined;
      if (options?.length === 1) void game.choose(options[0] as string);
      else if (options) ui.filter.value = ui.filter.value === key ? null : key;
      else ui.showDetails(key);
    },
  };
  const panel = ui.panel.value;
  const guestSeat = p && !mine ? host.seats.value.find((x) => x.player === p.player) : undefined;
  return (
    <div class={`play multi-host${game.busy.value ? ' play--busy' : ''}`} data-phase={s.phase} data-round={s.round} data-steps={row.steps}>
      <details class="room-fold" open={roomOpen.value} onToggle={(e) => (roomOpen.value = (e.currentTarget as HTMLDetailsElement).open)}>
        <summary>
          {t('host.summary', { code: `${room.code.slice(0, 5)} ${room.code.slice(5)}`, n: host.seats.value.filter((x) => x.status === 'connected').length })}
        </summary>
        <RoomPanel code={room.code} seats={host.seats.value} link={host.link.value} onRemove={host.remove} onAllow={host.allow} onNewCode={host.newCode} />
        <button type="button" class="btn btn--small" onClick={() => go(onePhone)}>
          {t('host.backToOne')}
        </button>
      </details>
      {/* Only invited phones: with the room folded away, a phone asking to join still shows, with its one tap. */}
      {!roomOpen.value &&
        host.seats.value
          .filter((x) => x.asking)
          .map((x) => (
            <p key={x.player} class="multi-asking" role="alert" data-asking={x.player}>
              {t('room.asks', { name: x.name })}{' '}
              <button type="button" class="btn btn--small btn--primary" onClick={() => host.allow(x.player)}>
                {t('room.letIn')}
              </button>
            </p>
          ))}
      {host.problem.value && (
        <p class="multi-refusal" role="alert">
          {host.problem.value}
        </p>
      )}
      <StatusBar board={board} phase={phaseName(s)} spot={spot} onLog={() => ui.open('log')} onMenu={() => ui.open('menu')} onDetails={ui.showDetails} />
      {/* The table's sheets leave Undo to a tool row (it also takes back what the app entered by itself). */}
      {tableModel && entersHere && (
        <div class="table-tools">
          <button type="button" class="btn btn--small" disabled={row.steps === 0 || game.busy.value} onClick={() => void host.undo()}>
            {t('host.undo')}
          </button>
        </div>
      )}
      <div class="play__board">
        <Board board={board} spot={spot} focus={mine ? game.focus.value : null} changes={game.changes.value} />
      </div>
      {game.over.value ? (
        <section class="sheet sheet--over" aria-label={t('host.gameOver')}>
          <p>{t(game.over.value === 'won' ? 'mission.won' : 'mission.lost')}</p>
        </section>
      ) : entersHere && tableModel ? (
        <TableSheet model={tableModel} s={s} ui={ui} />
      ) : mine ? (
        <Sheet game={game} ui={ui} moment={game.moment.value} />
      ) : (
        p && (
          <section class="sheet multi-wait" aria-label={t('host.waiting')} data-step={row.steps} data-waiting={p.player}>
            <p class="multi-wait__who">
              {guestSeat?.status !== 'connected'
                ? t('host.phoneNotHere', { name: playerName(s, p.player) })
                : p.ask === 'choose-action' && host.choosing.value.length > 1
                  ? t('host.choosing', { names: names(s, host.choosing.value) })
                  : t(p.secret ? 'host.answersOnPhoneSecret' : 'host.answersOnPhone', { name: playerName(s, p.player) })}
            </p>
            <button type="button" class="btn" onClick={() => (answeringFor.value = row.steps)}>
              {t('host.answerFor', { name: playerName(s, p.player) })}
            </button>
            {game.undoReason.value === null && (
              <button type="button" class="btn btn--small" disabled={game.busy.value} onClick={() => void host.undo()}>
                <span aria-hidden="true">↶ </span>{t('host.undo')}
              </button>
            )}
          </section>
        )
      )}
      {panel === 'menu' && (
        // The menu while hosting: the room and the log stay here; leaving says what it does to the guests.
        <MenuDialog id="host-menu-title" title={t('host.menuTitle')} onClose={ui.close}>
          <div class="menu-list">
          <button
            type="button"
            class="btn btn--wide"
            onClick={() => {
              roomOpen.value = true;
              ui.close();
            }}
          >
            {t('host.menuRoom')}
          </button>
          <button type="button" class="btn btn--wide" onClick={() => ui.open('log')}>
            {t('host.menuLog')}
          </button>
          <p class="menu-list__hint">{t('host.menuLeaving')}</p>
          <button type="button" class="btn btn--wide" onClick={() => go(onePhone)}>
            {t('host.backToOne')}
          </button>
          <button type="button" class="btn btn--wide" onClick={() => go({ name: 'games' })}>
            {t('host.savedGames')}
          </button>
          <button type="button" class="btn btn--wide" onClick={() => go({ name: 'home' })}>
            {t('multi.home')}
          </button>
          </div>
          <button type="button" class="btn btn--wide" onClick={ui.close}>
            {t('host.close')}
          </button>
        </MenuDialog>
      )}
      {panel === 'log' && <LogDrawer entries={hostLog(game.log.value, s, HOST_PLAYERS)} onClose={ui.close} />}
      {panel === 'details' && ui.details.value && <Details item={ui.details.value} s={s as GameState} board={board} onClose={ui.close} />}
    </div>
  );
}
