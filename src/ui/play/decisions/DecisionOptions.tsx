/**
 * A decision on one screen (group.ts): the answers of each question it spans, a part each,
 * and its pass ("Nothing to do") as one tap. Every button plays a path of engine answers.
 * `data-path` names them all; `data-option` stays on a button that is one answer only.
 */
import type { Ask } from '../../../engine';
import { DECISION_WORDS, fill, WORD_LABELS } from '../../common/catalogue';
import { optionLabel } from '../words/options';
import type { DecisionScreen, PathOption } from './group';
import { MOVE_ACTIVATE } from './group';
import './decisions.css';

const label = (o: PathOption): string => o.text ?? o.steps.map((x) => optionLabel(x.choice, x.prompt, x.at)).join(' · ');

/** A tap's key for the sheet: the engine answers, then `+ask` for a question answered "attack" again and again. */
export const pathKey = (o: Pick<PathOption, 'path' | 'repeat'>): string => [...o.path, ...(o.repeat ? [`+${o.repeat}`] : [])].join(' ');

function PathButton({ o, busy, onPath, quiet, odds }: { o: PathOption; busy: boolean; onPath: (key: string) => void; quiet?: boolean; odds?: ((key: string) => string) | undefined }) {
  const only = o.path.length === 1 && !o.repeat ? o.path[0] : undefined;
  return (
    <button type="button" class={`option${quiet ? ' option--quiet' : ''}`} data-path={o.path.join(' ')} data-repeat={o.repeat} data-option={only} disabled={busy} onClick={() => onPath(pathKey(o))}>
      {o.repeat ? fill(DECISION_WORDS.everyAttack, { answer: label(o) }) : label(o)}
      {odds && only !== undefined && (
        <span class="option__odds" data-odds={only}>
          {odds(only)}
        </span>
      )}
    </button>
  );
}

export function DecisionOptions({ d, busy, onPath, fresh, odds }: { d: DecisionScreen; busy: boolean; onPath: (key: string) => void; fresh: boolean; odds?: ((key: string) => string) | undefined }) {
  const first = d.sections[0]?.prompt.ask as Ask;
  const moveActivate = MOVE_ACTIVATE.has(first);
  const passLabel = moveActivate ? (fresh ? DECISION_WORDS.nothing : DECISION_WORDS.done) : WORD_LABELS.keep;
  const pass = d.pass;
  return (
    <div class="decision" role="group" aria-labelledby="ask-title" data-decision={moveActivate ? 'move-activate' : first}>
      {/* Nothing happening is the commonest answer: first, one tap. */}
      {pass && moveActivate && (
        <button type="button" class="option option--quiet decision__pass" data-path={pass.join(' ')} data-option={pass.length === 1 ? pass[0] : undefined} disabled={busy} onClick={() => onPath(pass.join(' '))}>
          {passLabel}
        </button>
      )}
      {d.sections.map((sec, i) =>
        sec.options.length === 0 ? null : (
          <section key={`${i}-${sec.prompt.ask}`} class="decision__part" data-ask={sec.prompt.ask} aria-label={DECISION_WORDS.parts[sec.prompt.ask] ?? sec.prompt.ask}>
            {moveActivate && <h3 class="decision__head">{DECISION_WORDS.parts[sec.prompt.ask]}</h3>}
            {!moveActivate && i > 0 && <h3 class="decision__head">{DECISION_WORDS.then}</h3>}
            <div class="options">
              {sec.options.map((o) =>
                o.subs ? (
                  <div key={pathKey(o)} class="decision__pick" role="group" aria-label={label(o)}>
                    <span class="decision__pick-label">{label(o)}</span>
                    <span class="decision__pick-options">
                      {o.subs.map((x) => (
                        <PathButton key={pathKey(x)} o={x} busy={busy} onPath={onPath} />
                      ))}
                    </span>
                  </div>
                ) : (
                  <PathButton key={pathKey(o)} o={o} busy={busy} onPath={onPath} odds={i === 0 ? odds : undefined} />
                ),
              )}
            </div>
          </section>
        ),
      )}
      {pass && !moveActivate && (
        <button type="button" class="option option--quiet" data-path={pass.join(' ')} data-option={pass.length === 1 ? pass[0] : undefined} disabled={busy} onClick={() => onPath(pass.join(' '))}>
          {passLabel}
        </button>
      )}
    </div>
  );
}
