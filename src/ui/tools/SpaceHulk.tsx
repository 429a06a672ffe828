import { useSignal } from '@preact/signals';
import { freshHulk, next, normalizeHulk, type HulkInput, type HulkState } from '../../games/space-hulk-solo/flow';
import { isDie } from '../../games/space-hulk-solo/rules';
import { placementOrder } from '../../games/space-hulk-solo/targets';
import { DiceAsk } from './DiceAsk';
import { HulkAlien } from './HulkAlien';
import { HulkDoubt } from './HulkDoubt';
import { HulkSetup, MarineChecks, Stepper } from './HulkSetup';
import { ToolLog } from './ToolLog';
import { useToolRecord } from './use-tool-record';

/**
 * Space Hulk solo: the app plays the aliens' phase (space-hulk-solo-diceroller-rules.txt). The
 * map stays on the table; the app asks only what it needs and says what to do. The state machine
 * is src/games/space-hulk-solo/flow.ts; this screen draws its step and sends the answers. Every
 * answer is one stored step (undo goes back one).
 */
export const HULK_KEY = 'space-hulk-solo';

export function SpaceHulk({ onHome }: { onHome: () => void }) {
  const { rec, loaded, busy, error, commit, undo } = useToolRecord<HulkState>(HULK_KEY, 80, 'phase');
  const draft = useSignal({ gs: 0, blips: 0, reinforce: 2 });
  const overwatch = useSignal<string[] | null>(null);

  if (!loaded.value) return <p role="status">Loading…</p>;
  const s = rec.value ? normalizeHulk(rec.value.state) : freshHulk();
  const name = (id: string) => s.marines.find((m) => m.id === id)?.name ?? id;
  const send = (input: HulkInput) => {
    const r = next(s, input);
    if (r) void commit(r.state, r.lines);
  };
  const top = placementOrder(s.marines, s.overwatch)[0] ?? [];
  const btn = (label: string, input: HulkInput, primary = false) => (
    <button key={label} type="button" class={primary ? 'btn btn--primary' : 'btn'} disabled={busy.value} onClick={() => send(input)}>
      {label}
    </button>
  );

  let body;
  const step = s.step;
  switch (step.at) {
    case 'setup':
      body = <HulkSetup s={s} busy={busy.value} send={send} />;
      break;
    case 'start': {
      const on = overwatch.value ?? s.overwatch;
      body = (
        <div class="tool-card">
          <h2>Alien phase {s.turn}: reinforcements</h2>
          <p>How many reinforcement blips does the scenario bring this turn?</p>
          <Stepper label="Reinforcement blips" value={draft.value.reinforce} min={0} max={8} onChange={(v) => (draft.value = { ...draft.value, reinforce: v })} />
          <p>Who is on overwatch this turn? The others have no fire power in the aliens’ phase.</p>
          <MarineChecks marines={s.marines.filter((m) => !m.noGun)} checked={on} onChange={(ids) => (overwatch.value = ids)} />
          <button
            type="button"
            class="btn btn--primary"
            disabled={busy.value}
            onClick={() => {
              overwatch.value = null;
              send({ t: 'start-phase', reinforce: draft.value.reinforce, overwatch: on });
            }}
          >
            Place them
          </button>
        </div>
      );
      break;
    }
    case 'reinforce':
      body = (
        <div class="tool-card">
          <h2>Reinforcement blip ({step.left} to place)</h2>
          <p>Draw a blip without looking at it. Where it goes depends on a die.</p>
          <DiceAsk label="Placement" onDice={([d]) => d && isDie(d) && send({ t: 'placement-die', die: d })} />
        </div>
      );
      break;
    case 'ambush':
      body = (
        <div class="tool-card">
          <h2>Ambush blip</h2>
          <p class="tool-say">
            Is there a square exactly 6 squares from <strong>{name(step.target)}</strong> that no marine can see?
          </p>
          <p class="field__hint">Other marines may be closer than 6. Tried before: {step.tried.map(name).join(', ') || 'nobody'}.</p>
          <div class="tool-row">
            {btn('Yes: placed there', { t: 'ambush-fits', yes: true }, true)}
            {btn('No such square', { t: 'ambush-fits', yes: false })}
          </div>
        </div>
      );
      break;
    case 'isolated':
      body = (
        <div class="tool-card">
          <h2>Most isolated marine</h2>
          <p>Which marine stands farthest from the others?</p>
          <div class="tool-col">
            {s.marines.map((m) => btn(m.name, { t: 'isolated', id: m.id }))}
            <button type="button" class="btn btn--ghost" disabled={busy.value} onClick={() => send({ t: 'in-doubt' })}>
              In doubt: roll a die
            </button>
          </div>
        </div>
      );
      break;
    case 'doubt':
      body = (
        <div class="tool-card">
          <h2>In doubt, roll a die</h2>
          <HulkDoubt
            s={s}
            candidates={step.candidates}
            question={step.doubt.for === 'ambush' ? 'These marines are equal in priority for the ambush.' : `Which marine is ${step.doubt.why === 'top priority' ? 'the top-priority target' : 'the most isolated'}?`}
            busy={busy.value}
            send={send}
          />
        </div>
      );
      break;
    case 'entry':
      body = (
        <div class="tool-card">
          <h2>Place the blip</h2>
          <p class="tool-say">Put it at {step.say}. Which entry point is that?</p>
          <div class="tool-row">{s.lurking.map((n, i) => btn(`Entry ${i + 1} (${n} there)`, { t: 'entry', index: i }))}</div>
        </div>
      );
      break;
    case 'board':
      body = (
        <div class="tool-card">
          <h2>Aliens act</h2>
          <p>Count what is on the board. The app calls them one by one: Genestealers nearest a marine first, then blips nearest first, then blips still lurking.</p>
          <Stepper label="Genestealers on the board" value={draft.value.gs} min={0} max={30} onChange={(v) => (draft.value = { ...draft.value, gs: v })} />
          <Stepper label="Blips on the board" value={draft.value.blips} min={0} max={30} onChange={(v) => (draft.value = { ...draft.value, blips: v })} />
          {btn('Start activations', { t: 'board', genestealers: draft.value.gs, blips: draft.value.blips }, true)}
        </div>
      );
      break;
    case 'alien':
      body = <HulkAlien s={s} step={step} busy={busy.value} send={send} />;
      break;
    case 'done':
      body = (
        <div class="tool-card">
          <h2>Alien phase {s.turn} over</h2>
          <p>Your marines’ turn. Come back when they have all acted.</p>
          {btn('Next alien phase', { t: 'next-phase' }, true)}
        </div>
      );
  }

  return (
    <>
      <p class="tool-status" aria-label="Phase state">
        <span>
          Phase <strong>{s.turn}</strong>
        </span>
        {s.lurking.map((n, i) => (
          <span key={i}>
            Entry {i + 1}: <strong>{n}</strong>
          </span>
        ))}
        <span>
          Top target: <strong>{top.length === 1 ? name(top[0] ?? '') : `${top.length} equal`}</strong>
        </span>
      </p>
      {error.value && (
        <p class="tool-card" role="alert">
          {error.value}
        </p>
      )}
      {body}
      <div class="tool-row">
        <button type="button" class="btn" disabled={busy.value || !rec.value?.history.length} onClick={undo}>
          Undo
        </button>
        {step.at !== 'setup' && btn('Marines', { t: 'open-marines' })}
        <button type="button" class="btn btn--ghost" onClick={onHome}>
          Home
        </button>
      </div>
      <ToolLog id="hulk-log" lines={s.log} />
    </>
  );
}
