import { useSignal } from '@preact/signals';
import { alienName, alienPrompt, knownAliens, type AlienStep, type BroodDraft, type HulkInput, type HulkState } from '../../games/space-hulk-solo/flow';
import { isDie } from '../../games/space-hulk-solo/rules';
import { rankFor } from '../../games/space-hulk-solo/targets';
import { DiceAsk } from './DiceAsk';
import { HulkDoubt } from './HulkDoubt';
import { MarineChecks, Stepper } from './HulkSetup';

const rankWords = ['', 'in the victory conditions', 'without fire power', 'facing away', 'with a bolter', 'anyone else'];

/** One alien's activation: the question of its step, and what is left after it. */
export function HulkAlien({ s, step, busy, send }: { s: HulkState; step: AlienStep; busy: boolean; send: (i: HulkInput) => void }) {
  // Null: not changed yet, so it shows what the app knows is on the board.
  const aliens = useSignal<number | null>(null);
  // Kept from the alien before: the marines' facing often stays the same for the next one.
  const away = useSignal<string[]>([]);
  const [a, ...rest] = step.queue;
  if (!a) return <p>…</p>;
  const los = step.brood ? 'It may enter lines of sight (brood effect).' : 'It never steps into a marine’s line of sight.';
  const btn = (label: string, input: HulkInput, primary = false) => (
    <button key={label} type="button" class={primary ? 'btn btn--primary' : 'btn'} disabled={busy} onClick={() => send(input)}>
      {label}
    </button>
  );
  let ask;
  switch (step.ask) {
    case 'brood':
      ask = (
        <>
          <p class="tool-say">Before anything on its tile acts: would one of them have to step into a marine’s line of sight?</p>
          <div class="tool-col">
            {btn('No, the way is out of sight', { t: 'brood', answer: 'clear' })}
            {btn('Yes: brood test for this tile', { t: 'brood', answer: 'test' }, true)}
            {btn('Its tile, or a tile touching its group, passed one this phase', { t: 'brood', answer: 'passed' })}
            {btn('Its tile already failed one this phase', { t: 'brood', answer: 'failed' })}
          </div>
        </>
      );
      break;
    case 'brood-roll': {
      const known = Math.min(20, knownAliens(s));
      const n = aliens.value ?? known;
      ask = (
        <>
          <p>One die for the whole tile, plus every alien on this board section (lurking blips at its entry points count too). 6 or more: they come on regardless.</p>
          <Stepper label="Aliens on the section" value={n} min={0} max={20} onChange={(v) => (aliens.value = v)} />
          <p class="field__hint">It starts at the {known} the app knows are on the board: take away any on other sections.</p>
          <DiceAsk
            label="Brood test"
            onDice={([d]) => {
              if (!d || !isDie(d)) return;
              aliens.value = null;
              send({ t: 'brood-die', die: d, aliens: n });
            }}
          />
        </>
      );
      break;
    }
    case 'brood-reveal': {
      const boardBlips = rest.filter((x) => x.kind === 'blip').map((x) => (x.kind === 'blip' ? x.id : ''));
      const waiting = rest.filter((x) => x.kind === 'genestealer').map((x) => (x.kind === 'genestealer' ? x.id : ''));
      const entries = s.lurking.map((n, i) => ({ n, i })).filter((e) => e.n > 0 && !(a.kind === 'lurking' && a.entry === e.i));
      // Every tick is stored with the step (brood-draft), so a reload keeps what was ticked.
      const d: BroodDraft = step.draft ?? { blips: [], entries: [], joined: [], genestealers: 0 };
      const set = (patch: Partial<BroodDraft>) => send({ t: 'brood-draft', ...d, ...patch });
      const toggle = <T,>(list: T[], x: T) => (list.includes(x) ? list.filter((y) => y !== x) : [...list, x]);
      ask = (
        <>
          <p class="tool-say">
            Turn over at once {a.kind === 'genestealer' ? '' : 'this blip, '}every blip on this tile and every blip lurking at this section’s entry points (on the first square of the entry point). Aliens on other tiles touching this group join in.
          </p>
          {boardBlips.length > 0 && (
            <fieldset class="tool-col">
              <legend class="field__hint">Blips still to act on this tile or on a tile touching the group:</legend>
              {boardBlips.map((id) => (
                <label key={id} class="tool-check">
                  <input type="checkbox" disabled={busy} checked={d.blips.includes(id)} onChange={() => set({ blips: toggle(d.blips, id) })} />
                  {alienName({ kind: 'blip', id })}
                </label>
              ))}
            </fieldset>
          )}
          {entries.length > 0 && (
            <fieldset class="tool-col">
              <legend class="field__hint">Entry points of this section with lurking blips:</legend>
              {entries.map((e) => (
                <label key={e.i} class="tool-check">
                  <input type="checkbox" disabled={busy} checked={d.entries.includes(e.i)} onChange={() => set({ entries: toggle(d.entries, e.i) })} />
                  Entry point {e.i + 1} ({e.n} lurking)
                </label>
              ))}
            </fieldset>
          )}
          {waiting.length > 0 && (
            <fieldset class="tool-col">
              <legend class="field__hint">Genestealers still to act on this tile or a tile touching the group (they act with the brood effect, no second test):</legend>
              {waiting.map((id) => (
                <label key={id} class="tool-check">
                  <input type="checkbox" disabled={busy} checked={d.joined.includes(id)} onChange={() => set({ joined: toggle(d.joined, id) })} />
                  {alienName({ kind: 'genestealer', id })}
                </label>
              ))}
            </fieldset>
          )}
          <Stepper label="Genestealers they hold" value={d.genestealers} min={0} max={30} onChange={(v) => set({ genestealers: v })} />
          <button type="button" class="btn btn--primary" disabled={busy} onClick={() => send({ t: 'brood-reveal', genestealers: d.genestealers, blips: d.blips, entries: d.entries, joined: d.joined })}>
            Turned over: they act now
          </button>
        </>
      );
      break;
    }
    case 'act':
      ask =
        a.kind === 'genestealer' ? (
          <>
            <p class="tool-say">Does it have action points left?</p>
            <div class="tool-col">
              {btn('Yes, and it is next to a marine', { t: 'act', points: true, adjacent: true }, true)}
              {btn('Yes, not next to a marine', { t: 'act', points: true, adjacent: false })}
              {btn('No, it is spent', { t: 'act', points: false, adjacent: false })}
            </div>
          </>
        ) : (
          <>
            <p class="tool-say">Could it end this activation next to a marine?</p>
            <div class="tool-col">
              {btn('Yes: it reveals', { t: 'blip-act', choice: 'reveal' }, true)}
              {btn('No: it moves', { t: 'blip-act', choice: 'move' })}
              {a.kind === 'lurking' && btn('It cannot move without being seen', { t: 'blip-act', choice: 'stay' })}
            </div>
          </>
        );
      break;
    case 'reveal':
      ask = (
        <>
          <p class="tool-say">Turn it over{a.kind === 'lurking' ? ' on the first square of its entry point' : ''} and place its Genestealers. How many?</p>
          <div class="tool-row">{[0, 1, 2, 3].map((n) => btn(String(n), { t: 'reveal', genestealers: n }))}</div>
        </>
      );
      break;
    case 'facing':
      ask = (
        <>
          <p class="tool-say">Which marines are not facing the way it comes?</p>
          <p class="field__hint">Facing changes every turn: tick those turned away from it. On overwatch this phase: {s.overwatch.map((id) => s.marines.find((m) => m.id === id)?.name).join(', ') || 'nobody'}.</p>
          <MarineChecks marines={s.marines} checked={away.value} onChange={(ids) => (away.value = ids)} />
          {btn('Done', { t: 'facing', away: away.value }, true)}
        </>
      );
      break;
    case 'target': {
      const q = step.q ?? 1;
      const facingAway = step.facingAway ?? [];
      const ranked = s.marines.map((m) => ({ m, r: rankFor(m, s.overwatch, facingAway) })).sort((x, y) => x.r - y.r);
      // Equal in priority: the list's order means nothing; a die decides ("5 Random Space Marine").
      const groups = q === 3 ? [ranked] : [...new Set(ranked.map((x) => x.r))].map((r) => ranked.filter((x) => x.r === r));
      const question =
        q === 1
          ? 'Can it reach a marine in close combat this activation? Tap the first one in this list it can reach.'
          : q === 2
            ? 'Tap the first marine in this list within 12 squares.'
            : 'Tap the closest marine.';
      ask = (
        <>
          <p class="tool-say">{question}</p>
          <p class="field__hint">Marines in one box are equal: if more than one of them fits, a die decides.</p>
          {groups.map((g) => (
            <div key={g[0]!.m.id} class="tool-col tool-group" role="group" aria-label={q === 3 ? 'Every marine' : `Equal: ${rankWords[g[0]!.r]}`}>
              {g.map(({ m, r }) => (
                <button key={m.id} type="button" class="btn" disabled={busy} onClick={() => send({ t: 'target', id: m.id })}>
                  {m.name} <span class="field__hint">({rankWords[r]})</span>
                </button>
              ))}
              {g.length > 1 && (
                <button type="button" class="btn btn--ghost" disabled={busy} onClick={() => send({ t: 'target-doubt', ids: g.map((x) => x.m.id) })}>
                  {q === 3 ? 'Several equally close: roll a die' : 'More than one of these fits: roll a die'}
                </button>
              )}
            </div>
          ))}
          {q < 3 && (
            <button type="button" class="btn btn--ghost" disabled={busy} onClick={() => send({ t: 'target', id: null })}>
              None
            </button>
          )}
        </>
      );
      break;
    }
    case 'target-doubt':
      ask = (
        <HulkDoubt
          s={s}
          candidates={step.candidates ?? []}
          question={`Equal in priority: untick those ${step.q === 3 ? 'that are not the closest' : step.q === 2 ? 'more than 12 squares away' : 'it cannot reach in close combat'}, then roll.`}
          busy={busy}
          send={send}
        />
      );
      break;
    case 'move':
      ask = (
        <>
          <p class="tool-say">
            Move it by the shortest path towards <strong>{s.marines.find((m) => m.id === step.target)?.name ?? step.target}</strong>, opening doors on the way. {los}
          </p>
          {btn(a.kind === 'genestealer' ? 'Moved one action' : 'Moved', { t: 'moved' }, true)}
        </>
      );
      break;
    case 'attack':
      ask = (
        <>
          <p class="tool-say">It attacks the marine next to it: the highest in priority if several, and a die between those equal in priority. Roll the close combat at the table.</p>
          {btn('Attack done', { t: 'attacked' }, true)}
        </>
      );
  }
  return (
    <div class="tool-card">
      <h2>{alienName(a)}</h2>
      <p class="field__hint">{alienPrompt(a)}</p>
      {step.note && <p role="status">{step.note}</p>}
      {ask}
      <p class="field__hint">Still to act after it: {rest.length}</p>
    </div>
  );
}
