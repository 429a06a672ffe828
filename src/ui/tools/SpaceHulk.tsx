import { useSignal } from '@preact/signals';
import {
  activationOrder,
  afterReveal,
  ambushTarget,
  blipStep,
  broodEffect,
  broodTest,
  genestealerStep,
  isDie,
  movementTarget,
  placementOf,
  placeOnEntry,
  priorityOrder,
  rankOf,
  saturated,
  type Activation,
  type Marine,
} from '../../games/space-hulk-solo/rules';
import { rollDie } from './dice';
import { DiceAsk } from './DiceAsk';
import { ToolLog } from './ToolLog';
import { useToolRecord } from './use-tool-record';

/**
 * Space Hulk solo: the app plays the aliens' phase (space-hulk-solo-diceroller-rules.txt). The
 * map stays on the table; the app asks only what it needs and says what to do. Every answer is
 * one stored step (undo goes back one).
 */
export const HULK_KEY = 'space-hulk-solo';

type AlienAsk = 'brood' | 'brood-roll' | 'act' | 'target' | 'move' | 'attack' | 'reveal';
type Step =
  | { at: 'setup' }
  | { at: 'start' }
  | { at: 'reinforce'; left: number }
  | { at: 'ambush'; left: number; tried: number }
  | { at: 'isolated'; left: number }
  | { at: 'entry'; left: number; say: string }
  | { at: 'board' }
  | { at: 'alien'; queue: Activation[]; ask: AlienAsk; brood: boolean; q?: 1 | 2 | 3; target?: string; note?: string }
  | { at: 'done' };

export interface HulkState {
  marines: Marine[];
  /** One die per marine, rolled once, settles equal priorities. */
  tie: number[];
  lurking: number[];
  turn: number;
  log: string[];
  step: Step;
}

const fresh = (): HulkState => ({
  marines: [1, 2, 3, 4, 5].map((n) => ({ id: `m${n}`, name: n === 1 ? 'Sergeant' : `Brother ${n}`, victory: false, noFirePower: false, facingAway: false, bolter: true })),
  tie: [],
  lurking: [0, 0],
  turn: 1,
  log: [],
  step: { at: 'setup' },
});

const rankWords = ['', 'in the victory conditions', 'without fire power', 'facing away', 'with a bolter', 'anyone else'];

function alienName(a: Activation): string {
  if (a.kind === 'genestealer') return a.id.startsWith('g') ? `Genestealer ${a.id.slice(1)}` : `Genestealer ${a.id}`;
  if (a.kind === 'blip') return `Blip ${a.id.slice(1)} on the board`;
  return `Lurking blip at entry point ${a.entry + 1}`;
}

export function SpaceHulk({ onHome }: { onHome: () => void }) {
  const { rec, loaded, busy, error, commit, undo } = useToolRecord<HulkState>(HULK_KEY, 80, 'phase');
  const draft = useSignal<{ gs: number; blips: number; aliens: number; reinforce: number }>({ gs: 0, blips: 0, aliens: 1, reinforce: 2 });

  if (!loaded.value) return <p role="status">Loading…</p>;
  const s = rec.value?.state ?? fresh();
  const order = priorityOrder(s.marines, s.tie);
  const name = (id: string) => s.marines.find((m) => m.id === id)?.name ?? id;

  const go = (step: Step, lines: string[] = [], patch: Partial<HulkState> = {}) => commit({ ...s, ...patch, step }, lines);

  const nextReinforcement = (left: number, lines: string[], patch: Partial<HulkState> = {}) =>
    left > 0 ? go({ at: 'reinforce', left }, lines, patch) : go({ at: 'board' }, [...lines, 'Reinforcements done.'], patch);

  const startQueue = () => {
    const { gs, blips } = draft.value;
    const queue = activationOrder({
      genestealers: Array.from({ length: gs }, (_, i) => ({ id: `g${i + 1}`, distance: i })),
      blips: Array.from({ length: blips }, (_, i) => ({ id: `b${i + 1}`, distance: i })),
      lurking: s.lurking,
    });
    return nextAlien(queue, [`On the board: ${gs} Genestealers, ${blips} blips; ${s.lurking.reduce((a, b) => a + b, 0)} lurking.`]);
  };
  const nextAlien = (queue: Activation[], lines: string[], patch: Partial<HulkState> = {}) =>
    queue.length ? go({ at: 'alien', queue, ask: 'brood', brood: false }, lines, patch) : go({ at: 'done' }, [...lines, `Alien phase ${s.turn} over.`], patch);

  let body;
  const step = s.step;
  switch (step.at) {
    case 'setup':
      body = <Setup s={s} busy={busy.value} onDone={(next) => commit({ ...next, step: { at: 'start' } }, ['Marines and entry points set.'])} />;
      break;
    case 'start':
      body = (
        <div class="tool-card">
          <h2>Alien phase {s.turn}: reinforcements</h2>
          <p>How many reinforcement blips does the scenario bring this turn?</p>
          <Stepper label="Reinforcement blips" value={draft.value.reinforce} min={0} max={8} onChange={(v) => (draft.value = { ...draft.value, reinforce: v })} />
          <button type="button" class="btn btn--primary" disabled={busy.value} onClick={() => nextReinforcement(draft.value.reinforce, [`Alien phase ${s.turn}: ${draft.value.reinforce} reinforcement blips.`])}>
            Place them
          </button>
        </div>
      );
      break;
    case 'reinforce':
      body = (
        <div class="tool-card">
          <h2>Reinforcement blip ({step.left} to place)</h2>
          <p>Draw a blip without looking at it. Where it goes depends on a die.</p>
          <DiceAsk
            label="Placement"
            onDice={([d]) => {
              if (!d || !isDie(d)) return;
              const p = placementOf(d);
              const left = step.left - 1;
              const line = `Placement die ${d}: `;
              if (p === 'ambush') return go({ at: 'ambush', left, tried: 0 }, [`${line}ambush.`]);
              if (saturated(s.lurking)) return nextReinforcement(left, [`${line}every entry point holds a blip: the blip is lost (not a victim).`]);
              if (p === 'top-priority') return go({ at: 'entry', left, say: `the entry point closest to ${order[0]?.name ?? 'the top-priority marine'} (top priority)` }, [`${line}closest entry point to the top-priority marine.`]);
              if (p === 'isolated') return go({ at: 'isolated', left }, [`${line}closest entry point to the most isolated marine.`]);
              return go({ at: 'entry', left, say: 'any entry point you choose' }, [`${line}any entry point you choose.`]);
            }}
          />
        </div>
      );
      break;
    case 'ambush': {
      const m = order[step.tried];
      if (!m) {
        body = <p>…</p>;
        break;
      }
      const fits = (yes: boolean) => {
        const found = ambushTarget([m], () => yes);
        if (found) return nextReinforcement(step.left, [`Ambush blip placed exactly 6 squares from ${m.name}, out of sight.`]);
        if (step.tried + 1 < order.length) return go({ ...step, tried: step.tried + 1 }, [`No square fits for ${m.name}.`]);
        return nextReinforcement(step.left, [`No square fits for any marine: the ambush blip is lost (not a victim).`]);
      };
      body = (
        <div class="tool-card">
          <h2>Ambush blip</h2>
          <p class="tool-say">
            Is there a square exactly 6 squares from <strong>{m.name}</strong> that no marine can see?
          </p>
          <p class="field__hint">Other marines may be closer than 6. Target {step.tried + 1} of {order.length} in priority order.</p>
          <div class="tool-row">
            <button type="button" class="btn btn--primary" disabled={busy.value} onClick={() => fits(true)}>
              Yes: placed there
            </button>
            <button type="button" class="btn" disabled={busy.value} onClick={() => fits(false)}>
              No such square
            </button>
          </div>
        </div>
      );
      break;
    }
    case 'isolated':
      body = (
        <div class="tool-card">
          <h2>Most isolated marine</h2>
          <p>Which marine stands farthest from the others? Unsure: let a die decide.</p>
          <div class="tool-col">
            {s.marines.map((m) => (
              <button key={m.id} type="button" class="btn" disabled={busy.value} onClick={() => go({ at: 'entry', left: step.left, say: `the entry point closest to ${m.name}` }, [`Most isolated: ${m.name}.`])}>
                {m.name}
              </button>
            ))}
          </div>
        </div>
      );
      break;
    case 'entry':
      body = (
        <div class="tool-card">
          <h2>Place the blip</h2>
          <p class="tool-say">Put it at {step.say}. Which entry point is that?</p>
          <div class="tool-row">
            {s.lurking.map((n, i) => (
              <button
                key={i}
                type="button"
                class="btn"
                disabled={busy.value}
                onClick={() => {
                  const placed = placeOnEntry(s.lurking, i);
                  if (!placed) return nextReinforcement(step.left, ['Every entry point holds a blip: the blip is lost (not a victim).']);
                  // A second blip here is fine while another entry point is empty (FAQ).
                  return nextReinforcement(step.left, [`Blip placed at entry point ${i + 1}.`], { lurking: placed });
                }}
              >
                Entry {i + 1} ({n} there)
              </button>
            ))}
          </div>
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
          <button type="button" class="btn btn--primary" disabled={busy.value} onClick={() => startQueue()}>
            Start activations
          </button>
        </div>
      );
      break;
    case 'alien': {
      const [a, ...rest] = step.queue;
      if (!a) {
        body = <p>…</p>;
        break;
      }
      const isBlip = a.kind !== 'genestealer';
      const los = step.brood ? 'It may enter lines of sight (brood effect).' : 'It never steps into a marine’s line of sight.';
      let ask;
      if (step.ask === 'brood') {
        ask = (
          <>
            <p class="tool-say">Before anything on its tile acts: would one of them have to step into a marine’s line of sight?</p>
            <div class="tool-col">
              <button type="button" class="btn" disabled={busy.value} onClick={() => go({ ...step, ask: 'act' })}>
                No, the way is out of sight
              </button>
              <button type="button" class="btn btn--primary" disabled={busy.value} onClick={() => go({ ...step, ask: 'brood-roll' })}>
                Yes: brood test for this tile
              </button>
              <button type="button" class="btn" disabled={busy.value} onClick={() => go({ ...step, ask: isBlip ? 'reveal' : 'act', brood: true }, [`${alienName(a)}: its tile (or a connected one) already passed a brood test.`])}>
                Its tile already passed one this phase
              </button>
            </div>
          </>
        );
      } else if (step.ask === 'brood-roll') {
        ask = (
          <>
            <p>One die for the whole tile, plus every alien on this board section (lurking blips at its entry points count too). 6 or more: they come on regardless.</p>
            <Stepper label="Aliens on the section" value={draft.value.aliens} min={0} max={20} onChange={(v) => (draft.value = { ...draft.value, aliens: v })} />
            <DiceAsk
              label="Brood test"
              onDice={([d]) => {
                if (!d || !isDie(d)) return;
                const r = broodTest(d, draft.value.aliens);
                const line = `Brood test: ${d} + ${draft.value.aliens} aliens = ${r.score}: ${r.success ? 'success' : 'failed'}.`;
                if (!r.success) return go({ ...step, ask: 'act', brood: false, note: `${line} They keep out of sight.` }, [line]);
                return go(
                  { ...step, ask: isBlip ? 'reveal' : 'act', brood: true, note: `${line} Genestealers here ${broodEffect.genestealer}. Blips here ${broodEffect.blip}. Lurking blips of this section ${broodEffect.lurking}. Aliens on other tiles touching this group join in.` },
                  [line],
                );
              }}
            />
          </>
        );
      } else if (step.ask === 'act' && a.kind === 'genestealer') {
        const act = (ap: number, adjacent: boolean) => {
          const what = genestealerStep(ap, adjacent);
          if (what === 'done') return nextAlien(rest, [`${alienName(a)} done.`]);
          if (what === 'attack') return go({ ...step, ask: 'attack' });
          return go({ ...step, ask: step.target ? 'move' : 'target', q: 1 });
        };
        ask = (
          <>
            <p class="tool-say">Does it have action points left?</p>
            <div class="tool-col">
              <button type="button" class="btn btn--primary" disabled={busy.value} onClick={() => act(1, true)}>
                Yes, and it is next to a marine
              </button>
              <button type="button" class="btn" disabled={busy.value} onClick={() => act(1, false)}>
                Yes, not next to a marine
              </button>
              <button type="button" class="btn" disabled={busy.value} onClick={() => act(0, false)}>
                No, it is spent
              </button>
            </div>
          </>
        );
      } else if (step.ask === 'act') {
        const lurk = a.kind === 'lurking';
        ask = (
          <>
            <p class="tool-say">Could it end this activation next to a marine?</p>
            <div class="tool-col">
              <button type="button" class="btn btn--primary" disabled={busy.value} onClick={() => go({ ...step, ask: blipStep(true) === 'reveal' ? 'reveal' : 'target' })}>
                Yes: it reveals
              </button>
              <button type="button" class="btn" disabled={busy.value} onClick={() => go({ ...step, ask: 'target', q: 1 })}>
                No: it moves
              </button>
              {lurk && (
                <button type="button" class="btn" disabled={busy.value} onClick={() => nextAlien(rest, [`${alienName(a)} stays: every way in is in sight.`])}>
                  It cannot move without being seen
                </button>
              )}
            </div>
          </>
        );
      } else if (step.ask === 'reveal') {
        const reveal = (n: number) => {
          const ids = Array.from({ length: n }, (_, i) => `${a.kind === 'lurking' ? `e${a.entry + 1}` : a.id}-${i + 1}`);
          const lurking = a.kind === 'lurking' ? s.lurking.map((x, i) => (i === a.entry ? Math.max(0, x - 1) : x)) : s.lurking;
          const where = a.kind === 'lurking' ? ' on the first square of its entry point' : '';
          return nextAlien(afterReveal(rest, ids), [`${alienName(a)} revealed${where}: ${n} Genestealers, acting now.`], { lurking });
        };
        ask = (
          <>
            <p class="tool-say">Turn it over{a.kind === 'lurking' ? ' on the first square of its entry point' : ''} and place its Genestealers. How many?</p>
            <div class="tool-row">
              {[0, 1, 2, 3].map((n) => (
                <button key={n} type="button" class="btn" disabled={busy.value} onClick={() => reveal(n)}>
                  {n}
                </button>
              ))}
            </div>
          </>
        );
      } else if (step.ask === 'target') {
        const q = step.q ?? 1;
        const question = q === 1 ? 'Can it reach a marine in close combat this activation? Tap the first one in this list it can reach.' : q === 2 ? 'Tap the first marine in this list within 12 squares.' : 'Tap the closest marine.';
        const pick = (id: string | null) => {
          if (id === null) return go({ ...step, q: (q + 1) as 2 | 3 });
          const t = movementTarget(order, { reachable: q === 1 ? [id] : [], within12: q === 2 ? [id] : [], closest: id });
          return go({ ...step, ask: 'move', target: t.target }, [`${alienName(a)} targets ${name(t.target)} (movement table row ${t.row}).`]);
        };
        ask = (
          <>
            <p class="tool-say">{question}</p>
            <div class="tool-col">
              {order.map((m) => (
                <button key={m.id} type="button" class="btn" disabled={busy.value} onClick={() => pick(m.id)}>
                  {m.name} <span class="field__hint">({rankWords[rankOf(m)]})</span>
                </button>
              ))}
              {q < 3 && (
                <button type="button" class="btn btn--ghost" disabled={busy.value} onClick={() => pick(null)}>
                  None
                </button>
              )}
            </div>
          </>
        );
      } else if (step.ask === 'move') {
        const lurk = a.kind === 'lurking';
        ask = (
          <>
            <p class="tool-say">
              Move it by the shortest path towards <strong>{name(step.target ?? '')}</strong>, opening doors on the way. {los}
            </p>
            <button
              type="button"
              class="btn btn--primary"
              disabled={busy.value}
              onClick={() => {
                if (a.kind === 'genestealer') return go({ ...step, ask: 'act' }, [`${alienName(a)} moves towards ${name(step.target ?? '')}.`]);
                const lurking = lurk ? s.lurking.map((x, i) => (i === a.entry ? Math.max(0, x - 1) : x)) : s.lurking;
                return nextAlien(rest, [`${alienName(a)} moves towards ${name(step.target ?? '')}.`], { lurking });
              }}
            >
              {a.kind === 'genestealer' ? 'Moved one action' : 'Moved'}
            </button>
          </>
        );
      } else {
        ask = (
          <>
            <p class="tool-say">It attacks the marine next to it (the highest in priority if several). Roll the close combat at the table.</p>
            <button type="button" class="btn btn--primary" disabled={busy.value} onClick={() => go({ ...step, ask: 'act' }, [`${alienName(a)} attacks.`])}>
              Attack done
            </button>
          </>
        );
      }
      body = (
        <div class="tool-card">
          <h2>{alienName(a)}</h2>
          {step.note && <p role="status">{step.note}</p>}
          {ask}
          <p class="field__hint">Still to act after it: {rest.length}</p>
        </div>
      );
      break;
    }
    case 'done':
      body = (
        <div class="tool-card">
          <h2>Alien phase {s.turn} over</h2>
          <p>Your marines’ turn. Come back when they have all acted.</p>
          <button type="button" class="btn btn--primary" disabled={busy.value} onClick={() => go({ at: 'start' }, [], { turn: s.turn + 1, log: [] })}>
            Next alien phase
          </button>
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
          Top target: <strong>{order[0]?.name}</strong>
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
        {step.at !== 'setup' && (
          <button type="button" class="btn" disabled={busy.value} onClick={() => go({ at: 'setup' })}>
            Marines
          </button>
        )}
        <button type="button" class="btn btn--ghost" onClick={onHome}>
          Home
        </button>
      </div>
      <ToolLog id="hulk-log" lines={s.log} />
    </>
  );
}

export function Stepper({ label, value, min, max, onChange }: { label: string; value: number; min: number; max: number; onChange: (v: number) => void }) {
  return (
    <div class="field__row" role="group" aria-label={label}>
      <span>{label}</span>
      <span class="tool-stepper">
        <button type="button" class="btn" aria-label={`${label}: fewer`} disabled={value <= min} onClick={() => onChange(value - 1)}>
          −
        </button>
        <output class="tool-result" aria-live="polite">
          {value}
        </output>
        <button type="button" class="btn" aria-label={`${label}: more`} disabled={value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </span>
    </div>
  );
}

function Setup({ s, busy, onDone }: { s: HulkState; busy: boolean; onDone: (s: HulkState) => void }) {
  const marines = useSignal<Marine[]>(s.marines);
  const entries = useSignal(s.lurking.length);
  const set = (i: number, patch: Partial<Marine>) => (marines.value = marines.value.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const flags: [keyof Marine, string][] = [
    ['victory', 'Named in the victory conditions'],
    ['noFirePower', 'No fire power (no overwatch or no gun)'],
    ['facingAway', 'Not facing the aliens’ way'],
    ['bolter', 'Carries a bolter'],
  ];
  return (
    <div class="tool-card">
      <h2>Your marines</h2>
      <p class="field__hint">Asked once, kept for every phase. Change them here whenever the board changes.</p>
      {marines.value.map((m, i) => (
        <fieldset key={m.id} class="tool-marine">
          <legend class="visually-hidden">{m.name}</legend>
          <input type="text" aria-label={`Marine ${i + 1} name`} value={m.name} onInput={(e) => set(i, { name: (e.target as HTMLInputElement).value || `Marine ${i + 1}` })} />
          {flags.map(([k, label]) => (
            <label key={k} class="tool-check">
              <input type="checkbox" checked={Boolean(m[k])} onChange={(e) => set(i, { [k]: (e.target as HTMLInputElement).checked })} />
              {label}
            </label>
          ))}
          {marines.value.length > 1 && (
            <button type="button" class="btn btn--small btn--ghost" onClick={() => (marines.value = marines.value.filter((_, j) => j !== i))}>
              Remove {m.name}
            </button>
          )}
        </fieldset>
      ))}
      <button type="button" class="btn" onClick={() => (marines.value = [...marines.value, { id: `m${Date.now()}`, name: `Marine ${marines.value.length + 1}`, victory: false, noFirePower: false, facingAway: false, bolter: true }])}>
        Add a marine
      </button>
      <Stepper label="Entry points on the map" value={entries.value} min={1} max={8} onChange={(v) => (entries.value = v)} />
      <button
        type="button"
        class="btn btn--primary"
        disabled={busy}
        onClick={() => {
          const lurking = Array.from({ length: entries.value }, (_, i) => s.lurking[i] ?? 0);
          const tie = marines.value.map((_, i) => s.tie[i] ?? rollDie());
          onDone({ ...s, marines: marines.value, lurking, tie });
        }}
      >
        Save marines
      </button>
    </div>
  );
}
