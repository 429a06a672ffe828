/**
 * Location "upon entering" abilities (RB p26 step 4: after the new terrain and blip piles).
 * Summaries in src/data/locations.ts; the Control Panel ones are in control-panels.ts.
 */
import { expectOption, option } from '../options';
import type { Handler } from '../context';
import { decide, fire, pop, push, emit } from '../context';
import { allSwarmRefs, opposite, parseRef, refKey, row, rowOf, SIDES, terrainRow } from '../rules/formation';
import type { AbilityFrame, Frame, GameState, Side } from '../types';
import { behind, marines, str } from './common';
import { mergeStack } from '../rules/swarms';

const ENTERING = [
  'location.main-corridor',
  'location.service-shaft',
  'location.lower-accessway',
  'location.wreckage-labyrinth',
  'location.munitorium',
  'location.dark-catacombs',
  'location.black-holds',
  'location.hibernation-cluster',
  'location.wrath-of-baal-chapel',
  'location.genestealer-lair',
];

export const UPON_ENTERING: Record<string, (s: GameState) => Frame[]> = Object.fromEntries(
  ENTERING.map((id) => [id, (): Frame[] => [{ t: 'ability', id: `enter:${id}`, step: 'start', data: {} }]]),
);

function once(id: string, run: (s: GameState, cx: Parameters<Handler['step']>[2]) => void): Handler<AbilityFrame> {
  return {
    step(s, _f, cx) {
      pop(s);
      fire(cx, id);
      run(s, cx);
      return null;
    },
  };
}

const munitorium: Handler<AbilityFrame> = {
  step(s, f) {
    const given = str(f, 'first');
    const options = marines(s).filter((m) => m !== given);
    if (s.supply === 0 || options.length === 0 || f.step === 'done') return pop(s), null;
    return decide(s.current, 'munitorium', options, f.step === 'start' ? null : given);
  },
  answer(s, f, choice, cx) {
    if (f.step === 'start') fire(cx, 'location.munitorium');
    row(s, rowOf(s, choice)).tokens++;
    s.supply--;
    emit(cx, { k: 'token-placed', marine: choice, source: 'munitorium' });
    if (f.step === 'start') (f.data.first = choice), (f.step = 'second');
    else f.step = 'done';
  },
};

/** Dark Catacombs: a marine with no Support token (any marine if none) gets one Genestealer behind him. */
const darkCatacombs: Handler<AbilityFrame> = {
  step(s) {
    const bare = marines(s).filter((m) => row(s, rowOf(s, m)).tokens === 0);
    return decide(s.current, 'dark-catacombs', bare.length ? bare : marines(s));
  },
  answer(s, _f, m, cx) {
    pop(s);
    fire(cx, 'location.dark-catacombs');
    emit(cx, { k: 'dark-catacombs', marine: m });
    push(s, { t: 'spawn', side: behind(s, m), at: { marine: m }, count: 1 });
  },
};

/** Black Holds: the current player picks a swarm and 2 Genestealers join it from its side's pile. */
const blackHolds: Handler<AbilityFrame> = {
  step(s) {
    const refs = allSwarmRefs(s).map(refKey);
    if (refs.length === 0) return pop(s), null;
    return decide(s.current, 'black-holds', refs);
  },
  answer(s, _f, choice, cx) {
    pop(s);
    fire(cx, 'location.black-holds');
    const ref = parseRef(choice);
    const m = row(s, ref.row).marine;
    emit(cx, { k: 'black-holds', side: ref.side, marine: m });
    push(s, { t: 'spawn', side: ref.side, at: { marine: m }, count: 2 });
  },
};

/** Wrath of Baal Chapel: the Artefact goes on any position and side the current player likes. */
const chapel: Handler<AbilityFrame> = {
  step(s) {
    if (s.artefactHolder !== null || terrainRow(s, 'terrain.artefact')) return pop(s), null;
    return decide(s.current, 'place-artefact', s.formation.flatMap((_, r) => SIDES.map((side) => option.at(r, side))));
  },
  answer(s, _f, choice, cx) {
    pop(s);
    fire(cx, 'location.wrath-of-baal-chapel');
    const { row: r, side } = expectOption('at', choice);
    row(s, Number(r))[side].terrain.push({ id: 'terrain.artefact', tokens: 0 });
    emit(cx, { k: 'artefact-lies', side, marine: row(s, Number(r)).marine });
  },
};

/** Genestealer Lair: swarms gather at the red terrain of their side, then a Brood Lord spawns at each. */
const lair: Handler<AbilityFrame> = {
  step(s) {
    if (s.broodLordsOut.length < 2) return pop(s), null;
    return decide(s.current, 'brood-lord-left', [...s.broodLordsOut]);
  },
  answer(s, _f, left, cx) {
    pop(s);
    fire(cx, 'location.genestealer-lair');
    const red: Record<Side, string> = { LEFT: 'terrain.ventilation-duct', RIGHT: 'terrain.spore-chimney' };
    for (const side of SIDES) {
      const at = terrainRow(s, red[side]);
      if (!at) continue;
      s.formation.forEach((p, r) => {
        if (r === at.row) return;
        row(s, at.row)[side].swarms.push(...p[side].swarms);
        p[side].swarms = [];
      });
      const lord = side === 'LEFT' ? left : (s.broodLordsOut.find((b) => b !== left) as string);
      s.broodLordsOut = s.broodLordsOut.filter((b) => b !== lord);
      row(s, at.row)[side].swarms.push({ cards: [lord], attacked: false, moved: false });
      // Gathered in one place outside the Attack Phase, they are one swarm (RB p13).
      mergeStack(s, row(s, at.row)[side]);
      emit(cx, { k: 'lair-gathers', side, marine: row(s, at.row).marine });
    }
  },
};

export const LOCATION_ABILITIES: Record<string, Handler<AbilityFrame>> = {
  'enter:location.main-corridor': once('location.main-corridor', (s, cx) => {
    const at = terrainRow(s, 'terrain.corridor');
    if (!at) return;
    emit(cx, { k: 'main-corridor' });
    push(s, { t: 'spawn', side: at.side, at: { terrain: 'terrain.corridor' }, count: 2 });
  }),
  'enter:location.service-shaft': once('location.service-shaft', (s, cx) => {
    for (const p of s.formation) p.facing = 'RIGHT';
    emit(cx, { k: 'service-shaft' });
  }),
  'enter:location.lower-accessway': once('location.lower-accessway', (s, cx) => {
    const top = s.formation[0];
    if (!top) return;
    emit(cx, { k: 'lower-accessway', marine: top.marine });
    push(s, { t: 'spawn', side: opposite(top.facing), at: { marine: top.marine }, count: 2 });
  }),
  'enter:location.wreckage-labyrinth': once('location.wreckage-labyrinth', (s, cx) => {
    for (const p of s.formation) {
      if (p[p.facing].terrain.length === 0) continue;
      p.facing = opposite(p.facing);
      emit(cx, { k: 'wreckage-turn', marine: p.marine });
    }
  }),
  'enter:location.munitorium': munitorium,
  'enter:location.dark-catacombs': darkCatacombs,
  'enter:location.black-holds': blackHolds,
  'enter:location.hibernation-cluster': once('location.hibernation-cluster', (s, cx) => {
    const n = s.formation.length;
    emit(cx, { k: 'hibernation-cluster', count: n });
    push(s, { t: 'refill', left: n, right: n });
  }),
  'enter:location.wrath-of-baal-chapel': chapel,
  'enter:location.genestealer-lair': lair,
};
