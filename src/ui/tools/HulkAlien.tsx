import { useSignal } from '@preact/signals';
import { alienName, alienPrompt, hulkLineText, knownAliens, type AlienStep, type BroodDraft, type HulkInput, type HulkState } from '../../games/space-hulk-solo/flow';
import { isDie } from '../../games/space-hulk-solo/rules';
import { rankFor } from '../../games/space-hulk-solo/targets';
import { DiceAsk } from './DiceAsk';
import { HulkDoubt } from './HulkDoubt';
import { MarineChecks, Stepper } from './HulkSetup';
import { withStrong } from '../play/board/with-strong';
import { currentSay, t } from '../common/words';
import type { Key } from '../../words/keys';
import { unitList } from '../../words/lists';

/** Each rank of the Targets Priority List, as the target list names it. */
const RANK_WORDS: Record<number, Key> = { 1: 'hulk.rank.victory', 2: 'hulk.rank.noFire', 3: 'hulk.rank.away', 4: 'hulk.rank.bolter', 5: 'hulk.rank.anyone' };
const rankWord = (r: number): string => t(RANK_WORDS[r] ?? 'hulk.rank.anyone');

/** One alien's activation: the question of its step, and what is left after it. */
export function HulkAlien({ s, step, busy, send }: { s: HulkState; step: AlienStep; busy: boolean; send: (i: HulkInput) => void }) {
  // Null: not changed yet, so it shows what the app knows is on the board.
  const aliens = useSignal<number | null>(null);
  // Kept from the alien before: the marines' facing often stays the same for the next one.
  const away = useSignal<string[]>([]);
  const [a, ...rest] = step.queue;
  if (!a) return <p>…</p>;
  const say = currentSay();
  const los = step.brood ? t('hulk.alien.losBrood') : t('hulk.alien.los');
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
          <p class="tool-say">{t('hulk.brood.ask')}</p>
          <div class="tool-col">
            {btn(t('hulk.brood.clear'), { t: 'brood', answer: 'clear' })}
            {btn(t('hulk.brood.test'), { t: 'brood', answer: 'test' }, true)}
            {btn(t('hulk.brood.passed'), { t: 'brood', answer: 'passed' })}
            {btn(t('hulk.brood.failed'), { t: 'brood', answer: 'failed' })}
          </div>
        </>
      );
      break;
    case 'brood-roll': {
      const known = Math.min(20, knownAliens(s));
      const n = aliens.value ?? known;
      ask = (
        <>
          <p>{t('hulk.brood.rollText')}</p>
          <Stepper label={t('hulk.brood.aliens')} value={n} min={0} max={20} onChange={(v) => (aliens.value = v)} />
          <p class="field__hint">{t('hulk.brood.known', { n: known })}</p>
          <DiceAsk
            label={t('hulk.brood.die')}
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
          <p class="tool-say">{a.kind === 'genestealer' ? t('hulk.reveal.turnOver') : t('hulk.reveal.turnOverBlip')}</p>
          {boardBlips.length > 0 && (
            <fieldset class="tool-col">
              <legend class="field__hint">{t('hulk.reveal.blips')}</legend>
              {boardBlips.map((id) => (
                <label key={id} class="tool-check">
                  <input type="checkbox" disabled={busy} checked={d.blips.includes(id)} onChange={() => set({ blips: toggle(d.blips, id) })} />
                  {alienName({ kind: 'blip', id }, say)}
                </label>
              ))}
            </fieldset>
          )}
          {entries.length > 0 && (
            <fieldset class="tool-col">
              <legend class="field__hint">{t('hulk.reveal.entries')}</legend>
              {entries.map((e) => (
                <label key={e.i} class="tool-check">
                  <input type="checkbox" disabled={busy} checked={d.entries.includes(e.i)} onChange={() => set({ entries: toggle(d.entries, e.i) })} />
                  {t('hulk.reveal.entry', { entry: e.i + 1, n: e.n })}
                </label>
              ))}
            </fieldset>
          )}
          {waiting.length > 0 && (
            <fieldset class="tool-col">
              <legend class="field__hint">{t('hulk.reveal.genestealers')}</legend>
              {waiting.map((id) => (
                <label key={id} class="tool-check">
                  <input type="checkbox" disabled={busy} checked={d.joined.includes(id)} onChange={() => set({ joined: toggle(d.joined, id) })} />
                  {alienName({ kind: 'genestealer', id }, say)}
                </label>
              ))}
            </fieldset>
          )}
          <Stepper label={t('hulk.reveal.hold')} value={d.genestealers} min={0} max={30} onChange={(v) => set({ genestealers: v })} />
          <button type="button" class="btn btn--primary" disabled={busy} onClick={() => send({ t: 'brood-reveal', genestealers: d.genestealers, blips: d.blips, entries: d.entries, joined: d.joined })}>
            {t('hulk.reveal.done')}
          </button>
        </>
      );
      break;
    }
    case 'act':
      ask =
        a.kind === 'genestealer' ? (
          <>
            <p class="tool-say">{t('hulk.act.points')}</p>
            <div class="tool-col">
              {btn(t('hulk.act.adjacent'), { t: 'act', points: true, adjacent: true }, true)}
              {btn(t('hulk.act.notAdjacent'), { t: 'act', points: true, adjacent: false })}
              {btn(t('hulk.act.spent'), { t: 'act', points: false, adjacent: false })}
            </div>
          </>
        ) : (
          <>
            <p class="tool-say">{t('hulk.act.blip')}</p>
            <div class="tool-col">
              {btn(t('hulk.act.reveals'), { t: 'blip-act', choice: 'reveal' }, true)}
              {btn(t('hulk.act.moves'), { t: 'blip-act', choice: 'move' })}
              {a.kind === 'lurking' && btn(t('hulk.act.stays'), { t: 'blip-act', choice: 'stay' })}
            </div>
          </>
        );
      break;
    case 'reveal':
      ask = (
        <>
          <p class="tool-say">{a.kind === 'lurking' ? t('hulk.reveal.askEntry') : t('hulk.reveal.ask')}</p>
          <div class="tool-row">{[0, 1, 2, 3].map((n) => btn(String(n), { t: 'reveal', genestealers: n }))}</div>
        </>
      );
      break;
    case 'facing':
      ask = (
        <>
          <p class="tool-say">{t('hulk.facing.ask')}</p>
          <p class="field__hint">
            {s.overwatch.length
              ? t('hulk.facing.hint', { marines: unitList(say.locale, s.overwatch.map((id) => s.marines.find((m) => m.id === id)?.name ?? id)) })
              : t('hulk.facing.hintNobody')}
          </p>
          <MarineChecks marines={s.marines} checked={away.value} onChange={(ids) => (away.value = ids)} />
          {btn(t('hulk.facing.done'), { t: 'facing', away: away.value }, true)}
        </>
      );
      break;
    case 'target': {
      const q = step.q ?? 1;
      const facingAway = step.facingAway ?? [];
      const ranked = s.marines.map((m) => ({ m, r: rankFor(m, s.overwatch, facingAway) })).sort((x, y) => x.r - y.r);
      // Equal in priority: the list's order means nothing; a die decides ("5 Random Space Marine").
      const groups = q === 3 ? [ranked] : [...new Set(ranked.map((x) => x.r))].map((r) => ranked.filter((x) => x.r === r));
      const question = q === 1 ? t('hulk.target.reach') : q === 2 ? t('hulk.target.within12') : t('hulk.target.closest');
      ask = (
        <>
          <p class="tool-say">{question}</p>
          <p class="field__hint">{t('hulk.target.equalHint')}</p>
          {groups.map((g) => (
            <div key={g[0]!.m.id} class="tool-col tool-group" role="group" aria-label={q === 3 ? t('hulk.target.every') : t('hulk.target.equal', { rank: rankWord(g[0]!.r) })}>
              {g.map(({ m, r }) => (
                <button key={m.id} type="button" class="btn" disabled={busy} onClick={() => send({ t: 'target', id: m.id })}>
                  {m.name} <span class="field__hint">({rankWord(r)})</span>
                </button>
              ))}
              {g.length > 1 && (
                <button type="button" class="btn btn--ghost" disabled={busy} onClick={() => send({ t: 'target-doubt', ids: g.map((x) => x.m.id) })}>
                  {q === 3 ? t('hulk.target.severalClose') : t('hulk.target.severalFit')}
                </button>
              )}
            </div>
          ))}
          {q < 3 && (
            <button type="button" class="btn btn--ghost" disabled={busy} onClick={() => send({ t: 'target', id: null })}>
              {t('hulk.target.none')}
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
          question={step.q === 3 ? t('hulk.target.untickClosest') : step.q === 2 ? t('hulk.target.untick12') : t('hulk.target.untickReach')}
          busy={busy}
          send={send}
        />
      );
      break;
    case 'move':
      ask = (
        <>
          <p class="tool-say">
            {withStrong('hulk.move.text', 'marine', s.marines.find((m) => m.id === step.target)?.name ?? step.target ?? '')} {los}
          </p>
          {btn(a.kind === 'genestealer' ? t('hulk.move.oneAction') : t('hulk.move.moved'), { t: 'moved' }, true)}
        </>
      );
      break;
    case 'attack':
      ask = (
        <>
          <p class="tool-say">{t('hulk.attack.text')}</p>
          {btn(t('hulk.attack.done'), { t: 'attacked' }, true)}
        </>
      );
  }
  return (
    <div class="tool-card">
      <h2>{alienName(a, say)}</h2>
      <p class="field__hint">{alienPrompt(a, say)}</p>
      {step.note && <p role="status">{hulkLineText(step.note, say)}</p>}
      {ask}
      <p class="field__hint">{t('hulk.alien.left', { n: rest.length })}</p>
    </div>
  );
}
