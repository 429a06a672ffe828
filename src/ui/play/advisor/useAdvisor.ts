/**
 * The advisor on the question sheet (both modes). One worker for the app (worker.ts);
 * each question on screen is asked once, from the deciding player's view only, and cancelled
 * the moment an answer is given or the question leaves the screen.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { db } from '../../../persistence/db';
import { markAdvisor } from '../../../persistence/preferences';
import type { GameModelInstance } from '../game-model';
import { preferences } from '../../common/preferences-model';
import type { AdvisorClient, AdvisorUpdate } from './runner';

type Loaded = { client: AdvisorClient; playerView: typeof import('./worker').playerView };
let client: Promise<Loaded> | null = null;
/** The latest update and the question (game id and step) it is about. */
const latest = signal<{ key: string; update: AdvisorUpdate } | null>(null);
let askedKey = '';

/** The worker, comlink and the player view load with the first question the advisor weighs. */
function advisorClient(): Promise<Loaded> {
  client ??= import('./worker').then((m) => ({ client: m.advisorClient((update) => void (latest.value = { key: askedKey, update })), playerView: m.playerView }));
  return client;
}

/** A seed from the question's key: the same question gives the same numbers. */
function seedOf(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface Advisor {
  /** On for this game: its own switch, else the settings. */
  on: boolean;
  update: AdvisorUpdate | null;
  /** The answer is being given: stop now, before the rules even run. */
  cancel(): void;
  /** This game's own switch. */
  toggle(): void;
}

export function useAdvisor(game: GameModelInstance): Advisor {
  const row = game.row.value;
  const s = game.state.value;
  const p = game.prompt.value;
  const on = row ? (row.advisor ?? preferences.value.advisor) : false;
  const key = row && p && !s?.outcome && game.handOff.value === null ? `${row.id}:${row.steps}` : null;
  useEffect(() => {
    if (!on || !key || !s || !p || p.options.length < 2) return;
    askedKey = key;
    latest.value = null;
    let asked = false;
    let left = false;
    void advisorClient().then(({ client: c, playerView }) => {
      if (left) return;
      asked = true;
      // Only what the deciding player may know leaves this thread (never another player's secret card).
      c.ask(playerView(s, p.player), seedOf(key));
    });
    return () => {
      left = true;
      if (asked) void advisorClient().then(({ client: c }) => c.cancel());
    };
  }, [on, key]);
  const update = latest.value?.key === key ? latest.value.update : null;
  // Once odds are on screen the game is marked (end screen, export); the row signal first,
  // so the next answer (which rewrites the row whole) keeps the mark.
  useEffect(() => {
    const r = game.row.value;
    if (!update?.estimate || !r || r.advisorUsed || game.busy.value) return;
    game.row.value = { ...r, advisorUsed: true };
    // After the answer being stored lands: that write puts the row whole, without the mark.
    void game.landed().then(() => markAdvisor(db, r.id, { advisorUsed: true })).catch(() => undefined);
  }, [update !== null && update.estimate !== null]);
  return {
    on,
    update: on ? update : null,
    // The odds on screen stay until the next question replaces them (its key differs): clearing
    // them here would re-render the sheet while the answer is being stored.
    cancel: () => {
      void client?.then(({ client: c }) => c.cancel());
    },
    toggle: () => {
      const r = game.row.value;
      if (!r || game.busy.value) return;
      game.row.value = { ...r, advisor: !on };
      void game.landed().then(() => markAdvisor(db, r.id, { advisor: !on })).catch(() => undefined);
    },
  };
}
