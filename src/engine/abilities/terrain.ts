/**
 * Terrain activations (RB p18; summaries in src/data/terrain.ts). A marine in front of an
 * activatable Terrain card may use it once per round during a Move + Activate action.
 */
import { isBroodLord, locationDef } from '../../data';
import type { Handler } from '../context';
import { decide, fire, pop, push, emit } from '../context';
import { slayMarine, slayGenestealer } from '../rules/casualties';
import { isSkull } from '../rules/die';
import { ownerOfMarine, row, rowOf, SIDES, slayableCards, terrainRow } from '../rules/formation';
import type { AbilityFrame, GameState, TerrainSlot } from '../types';
import { CONTROL_PANELS } from './control-panels';
import { roll, str } from './common';

function slot(s: GameState, terrain: string): TerrainSlot | null {
  const at = terrainRow(s, terrain);
  if (!at) return null;
  return row(s, at.row)[at.side].terrain.find((t) => t.id === terrain) ?? null;
}

export function removeTerrain(s: GameState, terrain: string): void {
  const at = terrainRow(s, terrain);
  if (!at) return;
  const stack = row(s, at.row)[at.side];
  const i = stack.terrain.findIndex((t) => t.id === terrain);
  const [gone] = stack.terrain.splice(i, 1);
  if (gone) s.supply += gone.tokens;
}

/** Door: a Support token from the supply goes on it; Onward Brothers! may add a second. */
const door: Handler<AbilityFrame> = {
  step(s, f, cx) {
    const d = slot(s, 'terrain.door');
    if (f.step === 'start') {
      if (!d || s.supply === 0) {
        emit(cx, { k: 'door-no-token' });
        pop(s);
        return null;
      }
      d.tokens++;
      s.supply--;
      fire(cx, 'terrain.door');
      emit(cx, { k: 'door-token', tokens: d.tokens, card: 'terrain.door' });
      f.step = 'onward';
      return null;
    }
    // Onward Brothers!: each time a red marine activates a Door, one more token may go on it.
    if (str(f, 'card') === 'action.onward-brothers' && d && s.supply > 0) {
      return decide(ownerOfMarine(s, str(f, 'marine')), 'onward-brothers', ['add', 'skip'], 'terrain.door');
    }
    pop(s);
    return null;
  },
  answer(s, _f, choice, cx) {
    pop(s);
    const d = slot(s, 'terrain.door');
    if (choice !== 'add' || !d) return;
    d.tokens++;
    s.supply--;
    fire(cx, 'action.onward-brothers');
    emit(cx, { k: 'door-token', tokens: d.tokens, card: 'action.onward-brothers' });
  },
};

/** Control Panel: the current Location's control panel effect, if it has one. */
const controlPanel: Handler<AbilityFrame> = {
  step(s, f, cx) {
    pop(s);
    const loc = locationDef(s.location);
    const effect = CONTROL_PANELS[s.location];
    if (!effect || !('ability' in loc) || loc.ability !== 'CONTROL_PANEL') {
      emit(cx, { k: 'no-control-panel', location: s.location });
      return null;
    }
    fire(cx, 'terrain.control-panel');
    fire(cx, s.location);
    push(s, { t: 'ability', id: `cp.${s.location}`, step: 'start', data: { ...f.data } });
    return null;
  },
};

/** Spore Chimney: roll; a skull blocks it for good (the card leaves play). */
const sporeChimney: Handler<AbilityFrame> = {
  step(s, f) {
    if (f.step === 'start') return roll({ code: 'spore-chimney' });
    pop(s);
    return null;
  },
  answer(s, f, choice, cx) {
    fire(cx, 'terrain.spore-chimney');
    f.step = 'done';
    if (isSkull(Number(choice))) {
      removeTerrain(s, 'terrain.spore-chimney');
      emit(cx, { k: 'spore-chimney', roll: Number(choice), sealed: true });
    } else emit(cx, { k: 'spore-chimney', roll: Number(choice), sealed: false });
  },
};

/**
 * Promethium Tank: it leaves play and every Genestealer on its row dies, both sides (except
 * Power Field ones); then a roll of 0 kills the marine who set it off.
 */
const promethiumTank: Handler<AbilityFrame> = {
  step(s, f, cx) {
    if (f.step === 'start') {
      const at = terrainRow(s, 'terrain.promethium-tank');
      removeTerrain(s, 'terrain.promethium-tank');
      fire(cx, 'terrain.promethium-tank');
      emit(cx, { k: 'promethium-flames' });
      if (at) burnRow(s, at.row, str(f, 'marine'), cx);
      f.step = 'roll';
      return null;
    }
    if (f.step === 'roll') return roll({ code: 'promethium-tank', marine: str(f, 'marine') });
    pop(s);
    return null;
  },
  answer(s, f, choice, cx) {
    f.step = 'done';
    const m = str(f, 'marine');
    if (choice === '0' && rowOf(s, m) >= 0) {
      emit(cx, { k: 'promethium-roll', roll: 0, marine: m, caught: true });
      slayMarine(s, m, cx);
    } else emit(cx, { k: 'promethium-roll', roll: Number(choice), marine: m, caught: false });
  },
};

function burnRow(s: GameState, r: number, by: string, cx: Parameters<Handler['step']>[2]): void {
  for (const side of SIDES) {
    const stack = row(s, r)[side];
    for (let index = stack.swarms.length - 1; index >= 0; index--) {
      // Normal Genestealers first, so a Brood Lord may follow once they are gone (RB p24).
      for (;;) {
        const sw = stack.swarms[index];
        if (!sw) break;
        const cards = slayableCards(s, sw);
        const card = cards.find((c) => !isBroodLord(c)) ?? cards[0];
        if (!card) break;
        slayGenestealer(s, { row: r, side, index }, card, cx, by);
      }
    }
  }
}

/** Artefact: the activating player takes it into his hand for one saved defence roll. */
const artefact: Handler<AbilityFrame> = {
  step(s, f, cx) {
    pop(s);
    const m = str(f, 'marine');
    removeTerrain(s, 'terrain.artefact');
    s.artefactHolder = ownerOfMarine(s, m);
    fire(cx, 'terrain.artefact');
    emit(cx, { k: 'artefact-taken', marine: m });
    return null;
  },
};

export const TERRAIN_ABILITIES: Record<string, Handler<AbilityFrame>> = {
  'terrain.door': door,
  'terrain.control-panel': controlPanel,
  'terrain.spore-chimney': sporeChimney,
  'terrain.promethium-tank': promethiumTank,
  'terrain.artefact': artefact,
};
