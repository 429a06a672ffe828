/**
 * What one tap on a decision screen (src/ui/play/decisions) gives, for the tap-measuring
 * scripts: the engine answers of a button's path (and its repeats), with the answers the app
 * then gives by itself, checked against a bot's answers.
 */
import type { Page } from '@playwright/test';
import { answer, type DecisionPrompt, type GameState } from '../src/engine';
import { setKey } from '../src/ui/play/decisions/runs';
import { settlingPath } from '../src/ui/play/decisions/settle';

export interface Offered {
  path: string[];
  repeat: string | null;
}

type Bot = (s: GameState, p: DecisionPrompt) => string;

/** The answers the app gives by itself in a position: pocket play's (settle.ts) unless told otherwise (the table's). */
export type Auto = (s: GameState) => string[] | null;

/** The position after the app's own answers (questions with one real answer), and how many it gave. */
function settle(s: GameState, auto: Auto): { at: GameState; n: number } {
  let at = s;
  let n = 0;
  for (let i = 0; i < 60; i++) {
    const path = auto(at);
    if (!path) break;
    for (const o of path) {
      const r = answer(at, o);
      if (!r.ok) return { at, n };
      at = r.state;
      n++;
    }
  }
  return { at, n };
}

/**
 * When the button ends where the bot's own answers would (in any order: "Head, Claw" and
 * "Claw, Head" slay the same two, issue 32's set picks; runs.ts setKey): how many answers get stored, the
 * app's own included; else null.
 */
export function botSteps(s: GameState, o: Offered, bot: Bot, auto: Auto = settlingPath): number | null {
  let at = s;
  let n = 0;
  const give = (choice: string): boolean => {
    const p = at.prompt;
    if (!p || p.kind !== 'decision' || !p.options.includes(choice)) return false;
    const r = answer(at, choice);
    if (!r.ok) return false;
    const after = settle(r.state, auto);
    at = after.at;
    n += 1 + after.n;
    return true;
  };
  for (const c of o.path) if (!give(c)) return null;
  for (let i = 0; o.repeat && i < 24; i++) {
    const p = at.prompt;
    if (!p || p.kind !== 'decision' || p.ask !== o.repeat) break;
    if (!give('attack')) return null;
  }
  // The bot's own way from here, as far as the button went (and a little past: its order may differ).
  const end = setKey(at);
  let b = s;
  for (let i = 0; i < n * 2 + 8; i++) {
    const p = b.prompt;
    if (!p || p.kind !== 'decision' || b.outcome) break;
    const r = answer(b, bot(b, p));
    if (!r.ok) break;
    b = settle(r.state, auto).at;
    if (setKey(b) === end) return n;
  }
  return null;
}

/** The enabled answers a sheet offers: each button's path (data-path, or its one data-option) and repeat. */
export async function offered(page: Page, scope: string): Promise<Offered[]> {
  return page.locator(`${scope} [data-path]:not([disabled]), ${scope} [data-option]:not([disabled])`).evaluateAll((els) =>
    els.map((e) => ({ path: (e.getAttribute('data-path') ?? e.getAttribute('data-option') ?? '').split(' '), repeat: e.getAttribute('data-repeat') })),
  );
}

/** The button the bot taps: the one giving the most of its answers; null when none is the bot's. */
export function botChoice(s: GameState, list: Offered[], bot: Bot, auto: Auto = settlingPath): { o: Offered; steps: number } | null {
  let best: { o: Offered; steps: number } | null = null;
  for (const o of list) {
    const steps = botSteps(s, o, bot, auto);
    if (steps !== null && (!best || steps > best.steps)) best = { o, steps };
  }
  return best;
}

/** The selector of that button. */
export function buttonOf(o: Offered): string {
  const path = o.path.join(' ');
  const repeat = o.repeat ? `[data-repeat="${o.repeat}"]` : ':not([data-repeat])';
  return o.path.length === 1 ? `[data-option="${path}"]${repeat}:not([disabled]), [data-path="${path}"]${repeat}:not([disabled])` : `[data-path="${path}"]${repeat}:not([disabled])`;
}

/** Waits until at least `steps` answers are stored and the app is not busy (or a recap, a hand-off or the end is up). */
export async function settled(page: Page, steps: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (n) => {
      if (document.querySelector('.play--busy')) return false;
      if (document.querySelector('.moment, .sheet--over, .handoff')) return true;
      const el = document.querySelector('.sheet[data-step]');
      return !!el && Number(el.getAttribute('data-step')) >= n;
    },
    steps,
    { timeout },
  );
}
