import { useSignal } from '@preact/signals';
import { freshHulk, hulkLineText, next, normalizeHulk, type HulkInput, type HulkState } from '../../games/space-hulk-solo/flow';
import { isDie } from '../../games/space-hulk-solo/rules';
import { placementOrder } from '../../games/space-hulk-solo/targets';
import { DiceAsk } from './DiceAsk';
import { HulkAlien } from './HulkAlien';
import { HulkDoubt } from './HulkDoubt';
import { HulkSetup, MarineChecks, Stepper } from './HulkSetup';
import { ToolLog } from './ToolLog';
import { useToolRecord } from './use-tool-record';
import { currentSay, t } from '../common/words';
import { unitList } from '../../words/lists';
import { withStrong } from '../play/board/with-strong';

/**
 * Space Hulk solo: the app plays the aliens' phase (space-hulk-solo-diceroller-rules.txt). The
 * map stays on the table; the app asks only what it needs and says what to do. The state machine
 * is src/games/space-hulk-solo/flow.ts; this screen draws its step and sends the answers. Every
 * answer is one stored step (undo goes back one).
 */
export const HULK_KEY = 'space-hulk-solo';

export function SpaceHulk({ onHome }: { onHome: () => void }) {
  const { rec, loaded, busy, error, commit, undo } = useToolRecord<HulkState>(HULK_KEY, 80, 'hulk.unreadable');
  const draft = useSignal({ gs: 0, blips: 0, reinforce: 2 });
  const overwatch = useSignal<string[] | null>(null);

  if (!loaded.value) return <p role="status">{t('boot.loading')}</p>;
  const say = currentSay();
  const s = rec.value ? normalizeHulk(rec.value.state) : freshHulk(say);
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
          <h2>{t('hulk.start.title', { turn: s.turn })}</h2>
          <p>{t('hulk.start.ask')}</p>
          <Stepper label={t('hulk.start.blips')} value={draft.value.reinforce} min={0} max={8} onChange={(v) => (draft.value = { ...draft.value, reinforce: v })} />
          <p>{t('hulk.start.overwatch')}</p>
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
            {t('hulk.start.place')}
          </button>
        </div>
      );
      break;
    }
    case 'reinforce':
      body = (
        <div class="tool-card">
          <h2>{t('hulk.reinforce.title', { n: step.left })}</h2>
          <p>{t('hulk.reinforce.draw')}</p>
          <DiceAsk label={t('hulk.reinforce.die')} onDice={([d]) => d && isDie(d) && send({ t: 'placement-die', die: d })} />
        </div>
      );
      break;
    case 'ambush':
      body = (
        <div class="tool-card">
          <h2>{t('hulk.ambush.title')}</h2>
          <p class="tool-say">
            {withStrong('hulk.ambush.ask', 'marine', name(step.target))}
          </p>
          <p class="field__hint">{step.tried.length ? t('hulk.ambush.tried', { marines: unitList(say.locale, step.tried.map(name)) }) : t('hulk.ambush.triedNobody')}</p>
          <div class="tool-row">
            {btn(t('hulk.ambush.yes'), { t: 'ambush-fits', yes: true }, true)}
            {btn(t('hulk.ambush.no'), { t: 'ambush-fits', yes: false })}
          </div>
        </div>
      );
      break;
    case 'isolated':
      body = (
        <div class="tool-card">
          <h2>{t('hulk.isolated.title')}</h2>
          <p>{t('hulk.isolated.ask')}</p>
          <div class="tool-col">
            {s.marines.map((m) => btn(m.name, { t: 'isolated', id: m.id }))}
            <button type="button" class="btn btn--ghost" disabled={busy.value} onClick={() => send({ t: 'in-doubt' })}>
              {t('hulk.isolated.doubt')}
            </button>
          </div>
        </div>
      );
      break;
    case 'doubt':
      body = (
        <div class="tool-card">
          <h2>{t('hulk.doubt.title')}</h2>
          <HulkDoubt
            s={s}
            candidates={step.candidates}
            question={step.doubt.for === 'ambush' ? t('hulk.doubt.ambush') : step.doubt.why === 'top priority' ? t('hulk.doubt.top') : t('hulk.doubt.isolated')}
            busy={busy.value}
            send={send}
          />
        </div>
      );
      break;
    case 'entry':
      body = (
        <div class="tool-card">
          <h2>{t('hulk.entry.title')}</h2>
          <p class="tool-say">
            {step.closest
              ? t(step.closest.why === 'top priority' ? 'hulk.entry.top' : 'hulk.entry.isolated', { marine: name(step.closest.id) })
              : t('hulk.entry.any')}
          </p>
          <div class="tool-row">{s.lurking.map((n, i) => btn(t('hulk.entry.button', { entry: i + 1, n }), { t: 'entry', index: i }))}</div>
        </div>
      );
      break;
    case 'board':
      body = (
        <div class="tool-card">
          <h2>{t('hulk.board.title')}</h2>
          <p>{t('hulk.board.count')}</p>
          <Stepper label={t('hulk.board.genestealers')} value={draft.value.gs} min={0} max={30} onChange={(v) => (draft.value = { ...draft.value, gs: v })} />
          <Stepper label={t('hulk.board.blips')} value={draft.value.blips} min={0} max={30} onChange={(v) => (draft.value = { ...draft.value, blips: v })} />
          {btn(t('hulk.board.start'), { t: 'board', genestealers: draft.value.gs, blips: draft.value.blips }, true)}
        </div>
      );
      break;
    case 'alien':
      body = <HulkAlien s={s} step={step} busy={busy.value} send={send} />;
      break;
    case 'done':
      body = (
        <div class="tool-card">
          <h2>{t('hulk.done.title', { turn: s.turn })}</h2>
          <p>{t('hulk.done.text')}</p>
          {btn(t('hulk.done.next'), { t: 'next-phase' }, true)}
        </div>
      );
  }

  return (
    <>
      <p class="tool-status" aria-label={t('hulk.state')}>
        <span>
          {withStrong('hulk.phase', 'turn', String(s.turn))}
        </span>
        {s.lurking.map((n, i) => (
          <span key={i}>
            {withStrong('hulk.entryCount', 'n', String(n), { entry: i + 1 })}
          </span>
        ))}
        <span>
          {withStrong('hulk.topTarget', 'target', top.length === 1 ? name(top[0] ?? '') : t('hulk.equal', { n: top.length }))}
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
          {t('tool.undo')}
        </button>
        {step.at !== 'setup' && btn(t('hulk.marines'), { t: 'open-marines' })}
        <button type="button" class="btn btn--ghost" onClick={onHome}>
          {t('header.home')}
        </button>
      </div>
      <ToolLog id="hulk-log" lines={s.log.map((l) => hulkLineText(l, say))} />
    </>
  );
}
