/**
 * The public recap (issue 11, issue 25) is built from the engine's events: the input here comes
 * from playing the engine (tests/ui/played.ts), never from hand-written log lines.
 */
import 'fake-indexeddb/auto';
import { pocketSaid } from '../../src/ui/play/words/said';
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameOptions } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { gameStore } from '../../src/persistence/games';
import { GameModel } from '../../src/ui/play/game-model';
import { groupSpawns, itemsOf, momentOf, recapFromSteps, recapStep, splitForSecret, type Moment, type RecapItem } from '../../src/ui/play/moment';
import { recapLine } from '../../src/ui/play/words/recap';
import { DUO, playFirst, type PlayedStep } from './played';

let counter = 0;
const freshStore = () => gameStore(new CompanionDB(`moment-db-${++counter}`), pocketSaid);
const trio: GameOptions = {
  players: [
    { name: 'Ana', teams: ['BLUE', 'RED'] },
    { name: 'Ben', teams: ['GREEN', 'GREY'] },
    { name: 'Cy', teams: ['PURPLE', 'YELLOW'] },
  ],
  chance: 'dealer',
  seed: 21,
};

/** Every recap a played game shows, with the items it was built from, as the app folds them. */
function recaps(steps: PlayedStep[]): { m: Moment; items: RecapItem[]; at: number }[] {
  const out: { m: Moment; items: RecapItem[]; at: number }[] = [];
  let unshown: RecapItem[] = [];
  steps.forEach((st, i) => {
    const np = st.after.prompt;
    const r = recapStep(unshown, st, np && np.kind === 'decision' ? np : null);
    unshown = r.unshown;
    const m = r.shown && momentOf(r.shown, st.after);
    if (m && r.shown) out.push({ m, items: r.shown, at: i });
  });
  return out;
}

const eventsOf = (items: RecapItem[]): GameEvent[] => items.flatMap((it) => (it.t === 'event' ? [it.ev] : []));
const itemEvents = (items: RecapItem[]): GameEvent[] => items.flatMap((it) => (it.t === 'event' ? [it.ev] : it.t === 'spawns' ? [it.first] : []));

describe('public moments (issue 11), from played games', () => {
  const games = [1, 2, 4, 13, 19].map((seed) => playFirst(DUO(seed), 160).steps);

  it('sorts every death, travel, Event and slain Genestealer of a played game into its part', () => {
    let deaths = 0;
    for (const steps of games) {
      for (const { m, items } of recaps(steps)) {
        const evs = eventsOf(items);
        expect(m.deaths.map((d) => d.slain)).toEqual(evs.filter((e) => e.k === 'marine-slain'));
        expect(m.travel.filter((e) => e.k === 'location-entered')).toEqual(evs.filter((e) => e.k === 'location-entered'));
        expect(m.slain.filter((e) => e.k === 'genestealer-slain')).toEqual(evs.filter((e) => e.k === 'genestealer-slain'));
        const drawn = evs.filter((e) => e.k === 'event-drawn');
        expect(m.event?.id ?? null).toBe(drawn.length ? (drawn[drawn.length - 1] as { card: string }).card : null);
        deaths += m.deaths.length;
      }
    }
    expect(deaths).toBeGreaterThan(0);
  });

  it('a defence roll that kills is told with the death, as one line', () => {
    const withCause = games.flatMap((steps) => recaps(steps)).flatMap(({ m }) => m.deaths).filter((d) => d.cause?.k === 'defence-roll');
    expect(withCause.length).toBeGreaterThan(0);
    for (const d of withCause) expect(d.cause && d.cause.k === 'defence-roll' && d.cause.marine).toBe(d.slain.marine);
  });

  it('after a travel, the new Location’s terrain is listed with the travel, not under the next Event (issue 27 §4)', () => {
    let checked = 0;
    for (const steps of games) {
      for (const { m, items } of recaps(steps)) {
        const placed = eventsOf(items).filter((e) => e.k === 'terrain-placed');
        if (!placed.length) continue;
        expect(m.travel.filter((e) => e.k === 'terrain-placed')).toEqual(placed);
        expect(itemEvents([...(m.event?.lines ?? []), ...m.other]).some((e) => e.k === 'terrain-placed')).toBe(false);
        if (m.event) checked++;
      }
    }
    expect(checked, 'a recap with both an Event and a travel').toBeGreaterThan(0);
  });

  it('the reveal takes the cards in initiative order; an answer that changes nothing public makes no recap', () => {
    const [steps] = games as [PlayedStep[]];
    const revealed = recaps(steps).find(({ m }) => m.reveal);
    expect(revealed?.m.reveal).toEqual(steps[revealed?.at ?? 0]?.after.order);
    const quiet = steps.find((st) => st.events.length > 0 && st.events.every((e) => e.k === 'token-placed' || e.k === 'turned'));
    if (quiet) expect(momentOf(itemsOf(quiet), quiet.after)).toBeNull();
  });

  it('an Event met by a secret Instinct decision waits for that decision', () => {
    const step = games.flat().find((st) => st.events.some((e) => e.k === 'event-drawn')) as PlayedStep;
    const items = itemsOf(step);
    const at = items.findIndex((it) => it.t === 'event' && it.ev.k === 'event-drawn');
    expect(splitForSecret(items, true)).toEqual({ now: items.slice(0, at), later: items.slice(at) });
    expect(splitForSecret(items, false)).toEqual({ now: items, later: [] });
  });

  it('the recap rebuilt from stored steps is the one the last answer showed', () => {
    for (const steps of games) {
      const shown = recaps(steps);
      const last = shown[shown.length - 1];
      if (!last) continue;
      const upTo = steps.slice(0, last.at + 1);
      const after = upTo[upTo.length - 1] as PlayedStep;
      const np = after.after.prompt;
      expect(recapFromSteps(upTo, np && np.kind === 'decision' ? np : null, after.after).moment).toEqual(last.m);
    }
  });

  it('pass and play: the reveal is up before the first hand-off of the round, and Continue lets the hand-off come', async () => {
    const model = new GameModel(freshStore());
    await model.start(trio, false);
    let choices = 0;
    for (let guard = 0; guard < 20 && model.state.value?.phase === 'choose-actions'; guard++) {
      if (model.handOff.value !== null) model.confirmHandOff();
      expect(model.moment.value, 'no recap while cards are still secret').toBeNull();
      await model.choose(model.prompt.value?.options[0] as string);
      choices++;
    }
    expect(choices).toBe(6);
    expect(model.moment.value?.reveal).toHaveLength(6);
    expect(model.moment.value?.reveal).toEqual(model.state.value?.order);
    model.dismissMoment();
    expect(model.moment.value).toBeNull();
  });

  it('a reload shows the recap that was up, death and travel included (issue 25)', async () => {
    const store = freshStore();
    const model = new GameModel(store);
    const id = (await model.start(DUO(1), false)) as string;
    let found: Moment | null = null;
    for (let guard = 0; guard < 60 && !found; guard++) {
      if (model.handOff.value !== null) model.confirmHandOff();
      await model.choose(model.prompt.value?.options[0] as string);
      const m = model.moment.value;
      if (m && m.deaths.length && m.travel.length) found = m;
      else model.dismissMoment();
    }
    expect(found).not.toBeNull();
    const again = new GameModel(store);
    await again.open(id);
    expect(again.moment.value).toEqual(found);
  });
});

describe('spawns told as one line per place', () => {
  it('groups consecutive spawns at the same place and keeps single ones as they are', () => {
    const all = playFirst(DUO(2), 200).steps.flatMap((st) => st.events.map((ev): RecapItem => ({ t: 'event', ev })));
    const grouped = groupSpawns(all);
    const spawns = all.filter((it) => it.t === 'event' && it.ev.k === 'spawned');
    const runs = grouped.filter((it) => it.t === 'spawns');
    // Nothing is lost: every spawn is in exactly one run, in order.
    expect(runs.flatMap((r) => (r.t === 'spawns' ? r.types : []))).toEqual(spawns.map((it) => (it.t === 'event' && it.ev.k === 'spawned' ? it.ev.type : null)));
    const big = runs.find((r) => r.t === 'spawns' && r.types.length > 1);
    const single = runs.find((r) => r.t === 'spawns' && r.types.length === 1);
    const s = playFirst(DUO(2), 1).start;
    expect(big && recapLine(big, s)).toMatch(/^\d Genestealers \((\w+, )+\w+\) spawn (left|right) of \w+( at the [\w ]+)?\.$/);
    expect(single && recapLine(single, s)).toMatch(/^An? \w+ Genestealer spawns (left|right) of \w+/);
  });
});
