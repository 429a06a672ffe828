/**
 * Travel (RB p25–26): at the end of any phase, an empty blip pile moves the formation to the
 * next Location, unless the Location deck is empty. Door tokens may first slay Genestealers;
 * then the new card, its terrain, fresh blip piles, and its "upon entering" ability.
 */
import { isSetupLocation, locationDef, terrainDef } from '../../data';
import type { Handler } from '../context';
import { decide, pop, push, emit } from '../context';
import { uponEnteringFrames } from '../abilities/hooks';
import { allSwarmRefs, parseRef, refKey, slayableCards, swarmAt } from '../rules/formation';
import { clearTerrain, discardBlips, placeTerrain, refillFrame } from '../rules/terrain-and-blips';
import { slayFrame } from '../rules/frames';
import type { Frame, GameState } from '../types';

export function travelDue(s: GameState): boolean {
  return !s.outcome && s.locationDeck.length > 0 && (s.blips.LEFT.length === 0 || s.blips.RIGHT.length === 0);
}

export const travelCheck: Handler<Extract<Frame, { t: 'travel-check' }>> = {
  step(s, _f, cx) {
    pop(s);
    if (!travelDue(s)) return null;
    emit(cx, { k: 'travel' });
    const doors: Frame[] = [];
    for (const p of s.formation) {
      for (const side of ['LEFT', 'RIGHT'] as const) {
        for (const t of p[side].terrain) if (t.id === 'terrain.door' && t.tokens > 0) doors.push({ t: 'door-slay', door: t.id, left: t.tokens });
      }
    }
    push(s, ...doors, { t: 'travel', step: 'draw' });
    return null;
  },
};

/** Before leaving, the current player may slay one Genestealer anywhere per token on the Door. */
export const doorSlay: Handler<Extract<Frame, { t: 'door-slay' }>> = {
  step(s, f) {
    const targets = allSwarmRefs(s).filter((r) => slayableCards(s, swarmAt(s, r)).length > 0).map(refKey);
    if (f.left <= 0 || targets.length === 0) {
      pop(s);
      return null;
    }
    return decide(s.current, 'door-slay', [...targets, 'done'], f.door);
  },
  answer(s, f, choice) {
    if (choice === 'done') {
      pop(s);
      return;
    }
    f.left--;
    push(s, slayFrame(parseRef(choice), 1, null));
  },
};

export const travel: Handler<Extract<Frame, { t: 'travel' }>> = {
  step(s, f, cx) {
    switch (f.step) {
      case 'draw':
        return { kind: 'reveal', reveal: 'location', why: { code: 'next-location' } };
      case 'terrain': {
        clearTerrain(s);
        const loc = locationDef(s.location);
        placeTerrain(s, loc.terrain, cx);
        f.step = 'blips';
        return null;
      }
      case 'blips':
        discardBlips(s);
        push(s, refillFrame(locationDef(s.location).blips));
        f.step = 'enter';
        return null;
      case 'enter':
        pop(s);
        push(s, ...uponEnteringFrames(s, s.location));
        return null;
    }
  },
  answer(s, f, choice, cx) {
    s.locationDeck.shift();
    s.pastLocations.push(s.location);
    s.location = choice;
    s.stats.locationsReached++;
    const loc = locationDef(choice);
    emit(cx, { k: 'location-entered', location: choice, final: !isSetupLocation(loc) && loc.isFinal });
    f.step = 'terrain';
  },
};

export { terrainDef };
