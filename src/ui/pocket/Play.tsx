import { useModel } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { GameState } from '../../engine';
import { Board } from '../play/board/Board';
import { GuideCard } from '../guide/GuideCard';
import { GuideSwitch } from '../guide/GuideSwitch';
import { Debrief } from '../guide/Debrief';
import { isGuidedGame } from '../guide/guide';
import '../guide/guide.css';
import type { SpotProps } from '../play/board/spot';
import { StatusBar } from '../play/board/StatusBar';
import { Details } from '../play/Details';
import { EndScreen } from './EndScreen';
import { HandOff, handOffWhy } from './HandOff';
import { PublicRecap } from './PublicRecap';
import { InlineRecap } from '../play/InlineRecap';
import { LogDrawer } from '../play/LogDrawer';
import { Menu } from '../play/Menu';
import { Sheet } from '../play/Sheet';
import { OpenFailed } from '../play/OpenFailed';
import { GameModel, type GameModelInstance } from '../play/game-model';
import { settleAnswers, settleSame } from '../play/decisions/settle';
import { PlayUiModel } from '../play/play-ui';
import { routeHash, type Route } from '../common/router';
import { useOpenGame } from '../play/useOpenGame';
import { store } from './store';
import { phaseName, playerName } from '../common/names';
import { t } from '../common/words';

/** A horizontal swipe of at least 60 px: left opens the log, right closes it. */
function useSwipe(onLeft: () => void, onRight: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => void (start.current = { x: e.clientX, y: e.clientY }),
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s) return;
      const dx = e.clientX - s.x;
      if (Math.abs(dx) > 60 && Math.abs(e.clientY - s.y) < 40) (dx < 0 ? onLeft : onRight)();
    },
  };
}

export function PlayScreen({ id, go }: { id: string; go: (route: Route) => void }) {
  // A question with one real answer is answered for the player (decisions/settle.ts), and
  // undone with the answer before it.
  const game = useModel(() => {
    const g: GameModelInstance = new GameModel(store, () => settleSame(g), settleAnswers);
    return g;
  });
  const ui = useModel(PlayUiModel);
  const swipe = useSwipe(() => ui.open('log'), () => ui.close());

  const wake = useOpenGame(game, id, async (gameId) => {
    await game.open(gameId);
    await settleSame(game);
  });

  const s = game.state.value;
  const board = game.board.value;
  const row = game.row.value;
  // A table-companion game typed into a pocket address belongs on the table screen.
  useEffect(() => {
    if (row?.mode === 'table') go({ name: 'table', id: row.id });
  }, [row?.mode, row?.id]);
  if (game.loadState.value === 'failed') return <OpenFailed error={game.error.value} gone={game.gone.value} id={id} go={go} />;
  if (!s || !board || !row) return <p class="boot" role="status">{t('pocket.play.opening')}</p>;

  const prompt = game.prompt.value;
  const handOff = game.handOff.value;
  // A public moment comes first: the whole table reads it before any hand-off. Solo has no
  // hand-off: the recap is told in the sheet above the next question, with no Continue.
  const moment = game.moment.value;
  const panel = ui.panel.value;
  const menu = (
    <Menu
      row={row}
      wake={wake.state.value}
      undoReason={game.undoReason.value}
      busy={game.busy.value}
      onUndo={() => {
        ui.close();
        void game.undo();
      }}
      onLog={() => ui.open('log')}
      onGames={() => go({ name: 'games' })}
      onHome={() => go({ name: 'home' })}
      onSettings={() => go({ name: 'settings', back: routeHash({ name: 'play', id: row.id }) })}
      onClose={ui.close}
      {...(s.players.length > 1 && !game.over.value ? { onSeveral: () => go({ name: 'host', id: row.id }) } : {})}
    >
      <GuideSwitch gameId={row.id} />
    </Menu>
  );
  // Pass and play: a secret decision waits for its player (issue 32). The public recap before
  // it is read by everyone on the hand-off screen itself, so one tap does both.
  if (handOff !== null && prompt) {
    if (moment) {
      const name = playerName(s, prompt.player);
      const ready = (): void => {
        ui.toldAt.value = game.recent.value;
        game.dismissMoment();
        game.confirmHandOff();
      };
      return <PublicRecap m={moment} s={s} onContinue={ready} pass={{ name, why: handOffWhy(prompt, s, name) }} />;
    }
    // Nothing of the game is drawn until the right player holds the phone; Home and the menu show nothing either.
    return (
      <>
        <HandOff p={prompt} s={s} onReady={game.confirmHandOff} onHome={() => go({ name: 'home' })} onMenu={() => ui.open('menu')} />
        {panel === 'menu' && menu}
      </>
    );
  }
  // Otherwise a recap is told in the sheet, above the next question, as in solo: a public
  // decision needs no Continue and no hand-off; the sheet says who decides.

  const spot: SpotProps = {
    targets: game.targets.value,
    picked: ui.filter.value,
    onSpot: (key) => {
      const options = game.targets.value.get(key);
      if (options?.length === 1) {
        ui.filter.value = null;
        void game.choose(options[0] as string);
      } else if (options) ui.filter.value = ui.filter.value === key ? null : key;
      else ui.showDetails(key);
    },
  };
  const showEnd = game.over.value !== null && !ui.endHidden.value && panel === 'none';
  return (
    <div class={`play${game.busy.value ? ' play--busy' : ''}`} data-phase={s.phase} data-steps={row.steps}>
      <StatusBar board={board} phase={phaseName(s)} spot={spot} onLog={() => ui.open('log')} onMenu={() => ui.open('menu')} onDetails={ui.showDetails} />
      <div class="play__board" {...swipe}>
        <Board board={board} spot={spot} focus={game.focus.value} changes={game.changes.value} />
      </div>
      {game.over.value ? (
        <section class="sheet sheet--over" aria-label={t('pocket.play.over')}>
          {/* Solo: what ended the mission stays told beside the board. */}
          {moment && <InlineRecap m={moment} s={s} onCard={ui.showDetails} />}
          <p>{t(game.over.value === 'won' ? 'pocket.play.overWon' : 'pocket.play.overLost')}</p>
          <button type="button" class="btn" onClick={() => (ui.endHidden.value = false)}>
            {t('pocket.play.summary')}
          </button>
        </section>
      ) : (
        <Sheet game={game} ui={ui} moment={moment} />
      )}
      {panel === 'log' && (
        <div {...swipe}>
          <LogDrawer entries={game.log.value} onClose={ui.close} />
        </div>
      )}
      {panel === 'details' && ui.details.value && <Details item={ui.details.value} s={s as GameState} board={board} onClose={ui.close} />}
      {panel === 'menu' && menu}
      {showEnd && (
        <EndScreen
          id={row.id}
          s={s}
          practice={row.practice}
          advisorUsed={!!row.advisorUsed}
          onAgain={() => go({ name: 'new', from: row.id })}
          onNew={() => go({ name: 'new', from: null })}
          onGames={() => go({ name: 'games' })}
          onBoard={() => (ui.endHidden.value = true)}
          onLog={() => ui.open('log')}
        >
          {/* The last answers may still be landing when the end shows: the debrief reads them once stored. */}
          {isGuidedGame(row.id) && <Debrief s={s} events={() => game.landed().then(() => store.log(row, row.steps + 1)).then((entries) => entries.flatMap((e) => e.events))} />}
        </EndScreen>
      )}
      {!game.over.value && <GuideCard gameId={row.id} events={game.recentEvents.value} prompt={prompt} s={s} setup={row.steps === 0} />}
      {ui.toast.value && (
        <p class="toast" role="status">
          {ui.toast.value}
        </p>
      )}
    </div>
  );
}
