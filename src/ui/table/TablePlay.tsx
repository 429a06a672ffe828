import { useModel, useSignal } from '@preact/signals';
import { Board } from '../play/board/Board';
import { ExportGameButton } from '../common/ExportGameButton';
import type { SpotProps } from '../play/board/spot';
import { StatusBar } from '../play/board/StatusBar';
import { Details } from '../play/Details';
import { LogDrawer } from '../play/LogDrawer';
import { OpenFailed } from '../play/OpenFailed';
import { MenuDialog, MenuWays } from '../play/Menu';
import { PlayUiModel } from '../play/play-ui';
import { useOpenGame } from '../play/useOpenGame';
import { routeHash, type Route } from '../common/router';
import { phaseName } from '../common/names';
import { t } from '../common/words';
import { Corrections } from './Corrections';
import { EventLookup } from './EventLookup';
import { phaseChecklist } from './guide';
import { store } from './store';
import { TableModel } from './table-model';
import { TableSheet } from './TableSheet';

type Extra = 'none' | 'fix' | 'events';

/** The checklist's fold, remembered on this device: folded, it leaves the board in sight. */
const FOLD_KEY = 'table-checklist-open';
function checklistOpen(): boolean {
  try {
    return globalThis.localStorage?.getItem(FOLD_KEY) === 'yes';
  } catch {
    return false;
  }
}
function rememberChecklist(open: boolean): void {
  try {
    globalThis.localStorage?.setItem(FOLD_KEY, open ? 'yes' : 'no');
  } catch {
    // Private mode or full storage: the fold just is not remembered.
  }
}

function TableMenu({ steps, onUndo, onFix, onEvents, onLog, onSeveral, onGames, onHome, onSettings, onClose }: { steps: number; onUndo: () => void; onFix: () => void; onEvents: () => void; onLog: () => void; onSeveral?: (() => void) | undefined; onGames: () => void; onHome: () => void; onSettings: () => void; onClose: () => void }) {
  return (
    <MenuDialog id="tmenu-title" title={t('table.menuTitle')} onClose={onClose}>
      <div class="menu-list">
        <button type="button" class="btn btn--wide" disabled={steps === 0} onClick={onUndo}>
          {t('table.menuUndo')}
        </button>
        <p class="menu-list__hint">{t('table.menuUndoHint')}</p>
        <button type="button" class="btn btn--wide" onClick={onFix}>
          {t('table.menuFix')}
        </button>
        <button type="button" class="btn btn--wide" onClick={onEvents}>
          {t('table.menuEvents')}
        </button>
        <MenuWays onLog={onLog} onGames={onGames} onHome={onHome} onSeveral={onSeveral} onSettings={onSettings} />
        <button type="button" class="btn btn--wide" onClick={onClose}>
          {t('table.close')}
        </button>
      </div>
    </MenuDialog>
  );
}

/** A table game: the checklist for now, the board, and the entry the game waits for. */
export function TablePlay({ id, go }: { id: string; go: (route: Route) => void }) {
  const model = useModel(() => new TableModel(store));
  const ui = useModel(PlayUiModel);
  const extra = { panel: useSignal<Extra>('none') };
  const folded = useSignal(!checklistOpen());
  const game = model.game;
  // The screen stays on while the table plays, as in pocket play.
  useOpenGame(game, id, model.open);

  const s = game.state.value;
  const board = game.board.value;
  const row = game.row.value;
  if (game.loadState.value === 'failed') return <OpenFailed error={game.error.value} gone={game.gone.value} id={id} go={go} />;
  if (!s || !board || !row) return <p class="boot" role="status">{t('table.opening')}</p>;
  const spot: SpotProps = {
    targets: game.targets.value,
    picked: ui.filter.value,
    onSpot: (key) => {
      const options = game.targets.value.get(key);
      if (options?.length === 1) void game.choose(options[0] as string);
      else if (options) ui.filter.value = ui.filter.value === key ? null : key;
      else ui.showDetails(key);
    },
  };
  const panel = ui.panel.value;
  const close = (): void => {
    extra.panel.value = 'none';
    game.dismissError();
    ui.close();
  };
  const open = (p: Extra): void => {
    ui.close();
    game.dismissError();
    extra.panel.value = p;
  };
  return (
    <div class={`play play--table${game.busy.value ? ' play--busy' : ''}`} data-phase={s.phase} data-steps={row.steps} data-mode="table">
      <StatusBar board={board} phase={phaseName(s)} spot={spot} onLog={() => ui.open('log')} onMenu={() => ui.open('menu')} onDetails={ui.showDetails} />
      {/* One row of tools; the checklist unfolds under it, so folded it costs no height. */}
      <div class="table-tools">
        <button
          type="button"
          class="btn btn--small"
          aria-expanded={!folded.value}
          aria-controls="table-checklist"
          onClick={() => {
            folded.value = !folded.value;
            rememberChecklist(!folded.value);
          }}
        >
          {folded.value ? t('table.todoFolded') : t('table.todoOpen')}
        </button>
        <button type="button" class="btn btn--small" onClick={() => open('fix')}>
          {t('table.correct')}
        </button>
        <button type="button" class="btn btn--small" onClick={() => open('events')}>
          {t('table.events')}
        </button>
        <button type="button" class="btn btn--small" disabled={row.steps === 0 || game.busy.value} onClick={() => void model.undo()}>
          {t('table.undo')}
        </button>
      </div>
      {!folded.value && (
        <section id="table-checklist" class="checklist" aria-labelledby="checklist-title">
          <p id="checklist-title" class="checklist__title">
            {t('table.nowAt', { phase: phaseName(s) })}
          </p>
          <ol>
            {phaseChecklist(s).map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ol>
        </section>
      )}
      <div class="play__board">
        <Board board={board} spot={spot} focus={game.focus.value} changes={game.changes.value} />
      </div>
      {game.over.value ? (
        <section class="sheet sheet--over" aria-label={t('table.gameOver')}>
          <p>{game.over.value === 'won' ? t('table.overWon') : t('table.overLost')}</p>
          <p>{t('table.overKeep')}</p>
          <ExportGameButton id={row.id} />
        </section>
      ) : (
        <TableSheet model={model} s={s} ui={ui} />
      )}
      {panel === 'log' && <LogDrawer entries={game.log.value} onClose={ui.close} />}
      {panel === 'details' && ui.details.value && <Details item={ui.details.value} s={s} board={board} onClose={ui.close} />}
      {panel === 'menu' && (
        <TableMenu
          steps={row.steps}
          onUndo={() => {
            ui.close();
            void model.undo();
          }}
          onFix={() => open('fix')}
          onEvents={() => open('events')}
          onLog={() => ui.open('log')}
          // Each player enters their own Action card on their phone; the table's entries stay here (issue 26).
          onSeveral={s.players.length > 1 && !game.over.value ? () => go({ name: 'host', id: row.id }) : undefined}
          onGames={() => go({ name: 'games' })}
          onHome={() => go({ name: 'home' })}
          onSettings={() => go({ name: 'settings', back: routeHash({ name: 'table', id: row.id }) })}
          onClose={ui.close}
        />
      )}
      {extra.panel.value === 'fix' && <Corrections model={model} s={s} onClose={close} />}
      {extra.panel.value === 'events' && <EventLookup s={s} onClose={close} />}
    </div>
  );
}
