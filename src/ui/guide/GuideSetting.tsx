import { explainAgain, guide, turnOff, turnOn } from './guide';

/**
 * Settings' guide switch. Off (the default) the guide speaks only in the guided first game;
 * on, in every game, each part of a round explained once. It lives in this browser only.
 */
export function GuideSetting() {
  const g = guide.value;
  const on = g.all && !g.off;
  return (
    <>
      <label class="setting setting--switch">
        <input type="checkbox" role="switch" data-setting="guide" checked={on} onChange={(e) => ((e.currentTarget as HTMLInputElement).checked ? turnOn() : turnOff())} />
        <span class="setting__text">
          <span class="setting__label">Guide in every game</span>
          <span class="setting__hint">Explains each part of a round the first time it comes up, beside what it speaks of. Off, only the guided first game explains (until you turn it off there).</span>
        </span>
      </label>
      {g.seen.length > 0 && (
        <button type="button" class="btn btn--small" data-guide-again onClick={explainAgain}>
          Explain everything again ({g.seen.length} explained so far)
        </button>
      )}
    </>
  );
}
