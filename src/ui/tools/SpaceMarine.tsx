import { useSignal } from '@preact/signals';
import {
  diceFor,
  firstSide,
  marineLineText,
  nextPlayerTurn,
  rollLabel,
  rollText,
  sideName,
  startGame,
  turnSteps,
  whoseTurn,
  writtenVariants,
  type MarineLine,
  type Roll,
  type Scenario,
  type Side,
  type TurnState,
  type Variants,
} from '../../games/space-marine/turn';
import { DiceAsk } from './DiceAsk';
import { ToolLog } from './ToolLog';
import { useToolRecord } from './use-tool-record';
import { currentSay, t } from '../common/words';
import { withStrong } from '../play/board/with-strong';

/**
 * Space Marine: The Board Game, the turn helper (space-marine-board-game-turn-sequence.txt):
 * whose turn, the steps in order as a checklist, the rolls they call for. Each change is stored.
 */
export const MARINE_KEY = 'space-marine';

interface MarineState {
  game: TurnState | null;
  /** Setup choices kept while no game runs. */
  scenario: Scenario;
  variants: Variants;
  stepIndex: number;
  checked: string[];
  /** The faces entered so far of a roll of several dice, stored so that closing the app keeps them. */
  partial?: { roll: string; dice: number[] } | null;
  log: MarineLine[];
}

/** What the last roll said, kept as data so a change of language redraws it. */
type Last = { k: 'tie'; titus: number; tyranids: number } | { k: 'roll'; roll: Roll; dice: number[] } | null;

const fresh = (): MarineState => ({ game: null, scenario: 'roll-off', variants: writtenVariants, stepIndex: 0, checked: [], partial: null, log: [] });
const scenarioName = (s: Scenario) => (s === 'hold-the-line' ? t('sm.holdTheLine') : t('sm.rollOffMission'));

function lastText(last: Last): string {
  if (!last) return '';
  return last.k === 'tie' ? t('sm.tie', { titus: last.titus, tyranids: last.tyranids }) : rollText(last.roll, last.dice, currentSay());
}

export function SpaceMarine({ onHome }: { onHome: () => void }) {
  const { rec, loaded, busy, error, commit, undo: undoStored } = useToolRecord<MarineState>(MARINE_KEY, 60, 'sm.unreadable');
  const last = useSignal<Last>(null);
  // "New game" clears the game and its undo history: asked once more before it is done.
  const confirmNew = useSignal(false);
  // Setup choices stay on screen until the game starts, then are stored with it.
  const choice = useSignal<{ scenario: Scenario; variants: Variants } | null>(null);

  if (!loaded.value) return <p role="status">{t('boot.loading')}</p>;
  const s = rec.value?.state ?? fresh();
  const say = currentSay();

  const undo = async () => {
    await undoStored();
    last.value = null;
  };

  const footer = (
    <div class="tool-row">
      <button type="button" class="btn" disabled={busy.value || !rec.value?.history.length} onClick={undo}>
        {t('tool.undo')}
      </button>
      {s.game && !confirmNew.value && (
        <button type="button" class="btn" disabled={busy.value} onClick={() => (confirmNew.value = true)}>
          {t('sm.newGame')}
        </button>
      )}
      <button type="button" class="btn btn--ghost" onClick={onHome}>
        {t('header.home')}
      </button>
    </div>
  );
  const confirm = s.game && confirmNew.value && (
    <div class="tool-card" role="group" aria-label={t('sm.newGameAsk')}>
      <p class="tool-say">{t('sm.newGameSure')}</p>
      <div class="tool-row">
        <button
          type="button"
          class="btn btn--primary"
          disabled={busy.value}
          onClick={() => {
            confirmNew.value = false;
            last.value = null;
            return commit({ ...s, game: null, partial: null, log: [] }, [], true);
          }}
        >
          {t('sm.newGameYes')}
        </button>
        <button type="button" class="btn" onClick={() => (confirmNew.value = false)}>
          {t('sm.keepPlaying')}
        </button>
      </div>
    </div>
  );
  /** The stored faces of roll `roll`, and how to store one more. */
  const partialOf = (roll: string) => ({
    entered: s.partial?.roll === roll ? s.partial.dice : [],
    onPartial: (dice: number[]) => void commit({ ...s, partial: { roll, dice } }),
  });
  const err = error.value && (
    <p class="tool-card" role="alert">
      {error.value}
    </p>
  );

  if (!s.game) {
    const c = choice.value ?? { scenario: s.scenario, variants: s.variants };
    const begin = (first: Side, line: MarineLine) => {
      choice.value = null;
      return commit({ ...s, ...c, game: startGame(c.scenario, first, c.variants), stepIndex: 0, checked: [], partial: null, log: [] }, [line]);
    };
    const setV = (patch: Partial<Variants>) => (choice.value = { ...c, variants: { ...c.variants, ...patch } });
    return (
      <>
        {err}
        <fieldset class="tool-card">
          <legend class="field__label">{t('sm.mission')}</legend>
          {(['roll-off', 'hold-the-line'] as const).map((sc) => (
            <label key={sc} class="tool-check">
              <input type="radio" name="scenario" checked={c.scenario === sc} onChange={() => (choice.value = { ...c, scenario: sc })} />
              {sc === 'hold-the-line' ? t('sm.missionHoldTheLine') : t('sm.missionRollOff')}
            </label>
          ))}
        </fieldset>
        <fieldset class="tool-card">
          <legend class="field__label">{t('sm.variants')}</legend>
          <label class="field__row">
            {t('sm.fbfOn')}
            <select value={c.variants.feelNoPain} onChange={(e) => setV({ feelNoPain: Number((e.target as HTMLSelectElement).value) as 3 | 4 | 5 })}>
              <option value={3}>{t('sm.asWritten', { value: '3+' })}</option>
              <option value={4}>4+</option>
              <option value={5}>5+</option>
            </select>
          </label>
          <label class="field__row">
            {t('sm.termagants')}
            <select value={c.variants.reinforcementBonus} onChange={(e) => setV({ reinforcementBonus: Number((e.target as HTMLSelectElement).value) as 1 | 2 | 3 })}>
              <option value={3}>{t('sm.asWritten', { value: t('sm.bonus', { bonus: 3 }) })}</option>
              <option value={2}>{t('sm.bonus', { bonus: 2 })}</option>
              <option value={1}>{t('sm.bonus', { bonus: 1 })}</option>
            </select>
          </label>
          <label class="tool-check">
            <input type="checkbox" checked={c.variants.carryGear} onChange={(e) => setV({ carryGear: (e.target as HTMLInputElement).checked })} />
            {t('sm.carryGear')}
          </label>
          <label class="tool-check">
            <input type="checkbox" checked={c.variants.diagonal} onChange={(e) => setV({ diagonal: (e.target as HTMLInputElement).checked })} />
            {t('sm.diagonal')}
          </label>
        </fieldset>
        <div class="tool-card">
          {c.scenario === 'hold-the-line' ? (
            <button type="button" class="btn btn--primary" disabled={busy.value} onClick={() => begin('tyranids', { k: 'hold-the-line' })}>
              {t('sm.startTyranids')}
            </button>
          ) : (
            <DiceAsk
              label={t('sm.rollOff')}
              count={2}
              {...partialOf('roll-off')}
              onDice={([titus = 0, tyranids = 0]) => {
                const first = firstSide('roll-off', { titus, tyranids });
                if (!first) {
                  last.value = { k: 'tie', titus, tyranids };
                  if (s.partial) void commit({ ...s, partial: null });
                  return;
                }
                last.value = null;
                void begin(first, { k: 'roll-off', titus, tyranids, first });
              }}
            />
          )}
          {last.value && <p role="status">{lastText(last.value)}</p>}
        </div>
        {footer}
      </>
    );
  }

  const g = s.game;
  const steps = turnSteps(g, say);
  const step = steps[Math.min(s.stepIndex, steps.length - 1)]!;
  const isLast = s.stepIndex >= steps.length - 1;
  const side = whoseTurn(g);
  const toggle = (id: string) => commit({ ...s, checked: s.checked.includes(id) ? s.checked.filter((c) => c !== id) : [...s.checked, id] });

  return (
    <>
      <p class="tool-status" aria-label={t('sm.gameState')}>
        <span>
          {withStrong('sm.gameTurn', 'turn', String(g.gameTurn))}
        </span>
        <span>
          {withStrong(side === 'titus' ? (g.half === 0 ? 'sm.turnTitusFirst' : 'sm.turnTitusSecond') : g.half === 0 ? 'sm.turnTyranidsFirst' : 'sm.turnTyranidsSecond', 'side', sideName(side, say))}
        </span>
        <span>{scenarioName(g.scenario)}</span>
      </p>
      {err}
      <section class="tool-card" aria-labelledby="sm-step">
        {/* The section number is the source's; the step count below is the only numbering shown. */}
        <h2 id="sm-step">{step.title}</h2>
        <p class="field__hint">{t('sm.stepOf', { step: s.stepIndex + 1, steps: steps.length })}</p>
        {step.checks.map((c, i) => {
          const id = `${g.gameTurn}.${g.half}.${step.id}.${i}`;
          return (
            <label key={id} class="tool-check">
              <input type="checkbox" checked={s.checked.includes(id)} onChange={() => toggle(id)} />
              {c}
            </label>
          );
        })}
        {last.value && (
          <p class="tool-result" role="status">
            {lastText(last.value)}
          </p>
        )}
        {step.rolls.map((r) => (
          <DiceAsk
            key={r.kind}
            label={rollLabel(r, say)}
            count={diceFor(r)}
            {...partialOf(`${g.gameTurn}.${g.half}.${step.id}.${r.kind}`)}
            onDice={(dice) => {
              last.value = { k: 'roll', roll: r, dice };
              void commit({ ...s, partial: null }, [{ k: 'roll', turn: g.gameTurn, side, roll: r, dice }]);
            }}
          />
        ))}
        <button
          type="button"
          class="btn btn--primary"
          disabled={busy.value}
          onClick={() => {
            last.value = null;
            if (!isLast) return commit({ ...s, stepIndex: s.stepIndex + 1 });
            const next = nextPlayerTurn(g);
            return commit({ ...s, game: next, stepIndex: 0, checked: [] }, [{ k: 'turn-done', turn: g.gameTurn, side }]);
          }}
        >
          {isLast ? (side === 'titus' ? t('sm.endTitus') : t('sm.endTyranids')) : t('sm.nextStep')}
        </button>
      </section>
      {confirm}
      {footer}
      <ToolLog id="sm-log" lines={s.log.map((l) => marineLineText(l, say))} />
    </>
  );
}
