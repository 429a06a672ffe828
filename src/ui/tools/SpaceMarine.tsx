import { useSignal } from '@preact/signals';
import {
  diceFor,
  firstSide,
  nextPlayerTurn,
  readRoll,
  startGame,
  turnSteps,
  whoseTurn,
  writtenVariants,
  type Roll,
  type Scenario,
  type Side,
  type TurnState,
  type Variants,
} from '../../games/space-marine/turn';
import { DiceAsk } from './DiceAsk';
import { ToolLog } from './ToolLog';
import { useToolRecord } from './use-tool-record';
import { rollOffLine } from '../common/catalogue';

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
  log: string[];
}

const fresh = (): MarineState => ({ game: null, scenario: 'roll-off', variants: writtenVariants, stepIndex: 0, checked: [], partial: null, log: [] });
const sideName = (s: Side) => (s === 'titus' ? 'Titus' : 'Tyranids');
const scenarioName = (s: Scenario) => (s === 'hold-the-line' ? 'Hold the Line' : 'Roll-off mission');

function rollLabel(r: Roll): string {
  switch (r.kind) {
    case 'reinforcements':
      return `Termagants (d6+${r.bonus})`;
    case 'charge':
      return 'Charge (2d6)';
    case 'fbf':
      return `FbF (heals a wound on ${r.needs}+)`;
    case 'to-hit':
      return 'To hit';
    case 'save':
      return 'Save';
  }
}

export function SpaceMarine({ onHome }: { onHome: () => void }) {
  const { rec, loaded, busy, error, commit, undo: undoStored } = useToolRecord<MarineState>(MARINE_KEY, 60, 'game');
  const last = useSignal('');
  // "New game" clears the game and its undo history: asked once more before it is done.
  const confirmNew = useSignal(false);
  // Setup choices stay on screen until the game starts, then are stored with it.
  const choice = useSignal<{ scenario: Scenario; variants: Variants } | null>(null);

  if (!loaded.value) return <p role="status">Loading…</p>;
  const s = rec.value?.state ?? fresh();

  const undo = async () => {
    await undoStored();
    last.value = '';
  };

  const footer = (
    <div class="tool-row">
      <button type="button" class="btn" disabled={busy.value || !rec.value?.history.length} onClick={undo}>
        Undo
      </button>
      {s.game && !confirmNew.value && (
        <button type="button" class="btn" disabled={busy.value} onClick={() => (confirmNew.value = true)}>
          New game
        </button>
      )}
      <button type="button" class="btn btn--ghost" onClick={onHome}>
        Home
      </button>
    </div>
  );
  const confirm = s.game && confirmNew.value && (
    <div class="tool-card" role="group" aria-label="Start a new game?">
      <p class="tool-say">Start a new game? This game and its undo history are cleared.</p>
      <div class="tool-row">
        <button
          type="button"
          class="btn btn--primary"
          disabled={busy.value}
          onClick={() => {
            confirmNew.value = false;
            last.value = '';
            return commit({ ...s, game: null, partial: null, log: [] }, [], true);
          }}
        >
          Yes, start a new game
        </button>
        <button type="button" class="btn" onClick={() => (confirmNew.value = false)}>
          Keep playing
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
    const begin = (first: Side, line: string) => {
      choice.value = null;
      return commit({ ...s, ...c, game: startGame(c.scenario, first, c.variants), stepIndex: 0, checked: [], partial: null, log: [] }, [line]);
    };
    const setV = (patch: Partial<Variants>) => (choice.value = { ...c, variants: { ...c.variants, ...patch } });
    return (
      <>
        {err}
        <fieldset class="tool-card">
          <legend class="field__label">Mission</legend>
          {(['roll-off', 'hold-the-line'] as const).map((sc) => (
            <label key={sc} class="tool-check">
              <input type="radio" name="scenario" checked={c.scenario === sc} onChange={() => (choice.value = { ...c, scenario: sc })} />
              {sc === 'hold-the-line' ? 'Hold the Line: the Tyranids start' : 'The other mission: roll off for the first turn'}
            </label>
          ))}
        </fieldset>
        <fieldset class="tool-card">
          <legend class="field__label">Variants</legend>
          <label class="field__row">
            FbF (Titus heals a wound) on
            <select value={c.variants.feelNoPain} onChange={(e) => setV({ feelNoPain: Number((e.target as HTMLSelectElement).value) as 3 | 4 | 5 })}>
              <option value={3}>3+ (as written)</option>
              <option value={4}>4+</option>
              <option value={5}>5+</option>
            </select>
          </label>
          <label class="field__row">
            Termagant reinforcements
            <select value={c.variants.reinforcementBonus} onChange={(e) => setV({ reinforcementBonus: Number((e.target as HTMLSelectElement).value) as 1 | 2 | 3 })}>
              <option value={3}>d6+3 (as written)</option>
              <option value={2}>d6+2</option>
              <option value={1}>d6+1</option>
            </select>
          </label>
          <label class="tool-check">
            <input type="checkbox" checked={c.variants.carryGear} onChange={(e) => setV({ carryGear: (e.target as HTMLInputElement).checked })} />
            Titus may carry salvaged gear until he uses it
          </label>
          <label class="tool-check">
            <input type="checkbox" checked={c.variants.diagonal} onChange={(e) => setV({ diagonal: (e.target as HTMLInputElement).checked })} />
            Play diagonally across the flip side of the mat
          </label>
        </fieldset>
        <div class="tool-card">
          {c.scenario === 'hold-the-line' ? (
            <button type="button" class="btn btn--primary" disabled={busy.value} onClick={() => begin('tyranids', 'Hold the Line: the Tyranids take the first turn.')}>
              Start: Tyranids first
            </button>
          ) : (
            <DiceAsk
              label="Roll-off (Titus, then Tyranids)"
              count={2}
              {...partialOf('roll-off')}
              onDice={([t = 0, n = 0]) => {
                const first = firstSide('roll-off', { titus: t, tyranids: n });
                if (!first) {
                  last.value = `Titus ${t}, Tyranids ${n}: a tie, roll again.`;
                  if (s.partial) void commit({ ...s, partial: null });
                  return;
                }
                last.value = '';
                void begin(first, rollOffLine(t, n, first));
              }}
            />
          )}
          {last.value && <p role="status">{last.value}</p>}
        </div>
        {footer}
      </>
    );
  }

  const g = s.game;
  const steps = turnSteps(g);
  const step = steps[Math.min(s.stepIndex, steps.length - 1)]!;
  const isLast = s.stepIndex >= steps.length - 1;
  const side = whoseTurn(g);
  const toggle = (id: string) => commit({ ...s, checked: s.checked.includes(id) ? s.checked.filter((c) => c !== id) : [...s.checked, id] });

  return (
    <>
      <p class="tool-status" aria-label="Game state">
        <span>
          Game turn <strong>{g.gameTurn}</strong>
        </span>
        <span>
          <strong>{sideName(side)}</strong>’ turn ({g.half === 0 ? 'first' : 'second'} of two)
        </span>
        <span>{scenarioName(g.scenario)}</span>
      </p>
      {err}
      <section class="tool-card" aria-labelledby="sm-step">
        {/* The section number is the source's; the step count below is the only numbering shown. */}
        <h2 id="sm-step">{step.title}</h2>
        <p class="field__hint">
          Step {s.stepIndex + 1} of {steps.length}
        </p>
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
            {last.value}
          </p>
        )}
        {step.rolls.map((r) => (
          <DiceAsk
            key={r.kind}
            label={rollLabel(r)}
            count={diceFor(r)}
            {...partialOf(`${g.gameTurn}.${g.half}.${step.id}.${r.kind}`)}
            onDice={(dice) => {
              const read = readRoll(r, dice);
              last.value = `${rollLabel(r)}: ${dice.join(' + ')} → ${read.text}`;
              void commit({ ...s, partial: null }, [`Turn ${g.gameTurn}, ${sideName(side)}: ${last.value}`]);
            }}
          />
        ))}
        <button
          type="button"
          class="btn btn--primary"
          disabled={busy.value}
          onClick={() => {
            last.value = '';
            if (!isLast) return commit({ ...s, stepIndex: s.stepIndex + 1 });
            const next = nextPlayerTurn(g);
            return commit({ ...s, game: next, stepIndex: 0, checked: [] }, [`Turn ${g.gameTurn}: ${sideName(side)} done.`]);
          }}
        >
          {isLast ? `End ${sideName(side)}’ turn` : 'Next step'}
        </button>
      </section>
      {confirm}
      {footer}
      <ToolLog id="sm-log" lines={s.log} />
    </>
  );
}
