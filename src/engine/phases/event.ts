/**
 * Event Phase (RB p13–14, p21–22): the current player draws an Event, resolves its ability,
 * then its boxes left to right: spawns at every Terrain card of the box's colour, then the
 * movement of every swarm holding the pictured Genestealer type. Swarms in the same place
 * merge at the end of the phase (RB p28).
 */
import { eventDef, terrainDef } from '../../data';
import type { Ctx, Handler } from '../context';
import { decide, pop, push, emit } from '../context';
import { endOfEventFrames, eventAbilityFrames, spawnLimit } from '../abilities/hooks';
import { revealableTypes, takeBlip } from '../rules/decks';
import { addToSide, opposite, row, rowOf, SIDES, swarmHasIcon, terrainRow } from '../rules/formation';
import { setupCardOf } from '../rules/terrain-and-blips';
import { mergeSwarms } from '../rules/swarms';
import { drawEventCard, pushSpawnBoxes } from './setup';
import type { Frame, GameState, GenestealerType, Side, SpawnBoxFrame, SpawnFrame, Swarm } from '../types';
import { ensureEventDeck } from '../rules/decks';

export const eventPhase: Handler<Extract<Frame, { t: 'event-phase' }>> = {
  step(s, f, cx) {
    switch (f.step) {
      case 'draw':
        ensureEventDeck(s);
        return { kind: 'reveal', reveal: 'event', why: { code: 'event-draw' } };
      case 'ability':
        f.step = 'spawn';
        push(s, ...eventAbilityFrames(s, s.event as string));
        return null;
      case 'spawn':
        f.step = 'move';
        pushSpawnBoxes(s);
        return null;
      case 'move': {
        f.step = 'end';
        const mv = eventDef(s.event as string).movement;
        if (mv) moveSwarms(s, mv.icon, mv.mode, cx);
        return null;
      }
      case 'end':
        pop(s);
        s.eventDiscard.push(s.event as string);
        s.event = null;
        mergeSwarms(s);
        for (const p of s.formation) for (const side of SIDES) for (const sw of p[side].swarms) (sw.attacked = false), (sw.moved = false);
        s.effects.spawnLimited = {};
        push(s, ...endOfEventFrames(s));
        return null;
    }
  },
  answer(s, f, choice, cx) {
    drawEventCard(s, choice, cx);
    f.step = 'ability';
  },
};

/** Terrain cards of a colour, top to bottom, left before right. */
function terrainOfColour(s: GameState, colour: string): string[] {
  const out: string[] = [];
  for (const p of s.formation) for (const side of SIDES) for (const t of p[side].terrain) if (terrainDef(t.id).colour === colour) out.push(t.id);
  return out;
}

/**
 * One spawn box: the setup card's major or minor number at each Terrain card of that colour,
 * from the blip pile on its side. When a pile cannot fill every such terrain on its side, the
 * current player picks which is filled first (FAQ F11).
 */
export const spawnBox: Handler<SpawnBoxFrame> = {
  step(s, f) {
    if (f.pending === null) {
      f.pending = terrainOfColour(s, f.colour);
      return null;
    }
    const pending = f.pending.filter((t) => terrainRow(s, t));
    if (pending.length === 0) {
      pop(s);
      return null;
    }
    const amount = f.size === 'MAJOR' ? setupCardOf(s).spawn.major : setupCardOf(s).spawn.minor;
    const first = pending[0] as string;
    const side = (terrainRow(s, first) as { side: Side }).side;
    const sameSide = pending.filter((t) => terrainRow(s, t)?.side === side);
    const need = sameSide.reduce((n, t) => n + Math.min(amount, spawnLimit(s, t)), 0);
    if (sameSide.length > 1 && s.blips[side].length < need && s.blips[side].length > 0) {
      return decide(s.current, 'spawn-first', sameSide, f.colour);
    }
    f.pending = pending.filter((t) => t !== first);
    push(s, { t: 'spawn', side, at: { terrain: first }, count: Math.min(amount, spawnLimit(s, first)) });
    return null;
  },
  answer(s, f, choice) {
    const amount = f.size === 'MAJOR' ? setupCardOf(s).spawn.major : setupCardOf(s).spawn.minor;
    const side = (terrainRow(s, choice) as { side: Side }).side;
    f.pending = (f.pending ?? []).filter((t) => t !== choice);
    push(s, { t: 'spawn', side, at: { terrain: choice }, count: Math.min(amount, spawnLimit(s, choice)) });
  },
};

/** Spawns cards one at a time from the blip pile of that side; an empty pile spawns nothing (RB p21). */
export const spawn: Handler<SpawnFrame> = {
  step(s, f) {
    if (f.count <= 0 || s.blips[f.side].length === 0 || spawnRow(s, f) < 0) {
      pop(s);
      return null;
    }
    return { kind: 'reveal', reveal: 'genestealer', side: f.side, why: { code: 'blip-turned', side: f.side } };
  },
  answer(s, f, choice, cx) {
    const r = spawnRow(s, f);
    const card = takeBlip(s, f.side, choice as GenestealerType);
    addToSide(s, r, f.side, [card]);
    f.count--;
    const limited = 'terrain' in f.at ? s.effects.spawnLimited[f.at.terrain] : undefined;
    if (limited !== undefined && 'terrain' in f.at) {
      s.effects.spawnLimited[f.at.terrain] = limited - 1;
      f.count = Math.min(f.count, limited - 1);
    }
    emit(cx, { k: 'spawned', type: choice as GenestealerType, side: f.side, marine: row(s, r).marine, terrain: 'terrain' in f.at ? f.at.terrain : null });
  },
};

function spawnRow(s: GameState, f: SpawnFrame): number {
  if ('terrain' in f.at) return terrainRow(s, f.at.terrain)?.row ?? -1;
  return rowOf(s, f.at.marine);
}

export { revealableTypes };

/**
 * Moves every swarm holding the icon once (RB p22): left swarms go down and right swarms up
 * (the arrows on the marine cards); off an end they flank instead. Flanking puts the swarm
 * behind its marine; one already behind stays. Each swarm moves at most once per phase.
 */
export function moveSwarms(s: GameState, icon: GenestealerType, mode: 'ADJACENT' | 'FLANK', cx: Ctx): void {
  const moving: { sw: Swarm; row: number; side: Side }[] = [];
  s.formation.forEach((p, r) => {
    for (const side of SIDES) for (const sw of p[side].swarms) if (!sw.moved && swarmHasIcon(sw, icon)) moving.push({ sw, row: r, side });
  });
  if (moving.length === 0) emit(cx, { k: 'nothing-moves', icon });
  for (const m of moving) {
    let toRow = m.row;
    let toSide = m.side;
    if (mode === 'ADJACENT') toRow = m.side === 'LEFT' ? m.row + 1 : m.row - 1;
    if (mode === 'FLANK' || toRow < 0 || toRow >= s.formation.length) {
      toRow = m.row;
      toSide = opposite(row(s, m.row).facing);
    }
    m.sw.moved = true;
    const who = row(s, m.row).marine;
    if (toRow === m.row && toSide === m.side) {
      emit(cx, { k: 'swarm-stays', side: m.side, marine: who });
      continue;
    }
    const from = row(s, m.row)[m.side].swarms;
    from.splice(from.indexOf(m.sw), 1);
    row(s, toRow)[toSide].swarms.push(m.sw);
    emit(cx, { k: 'swarm-moved', side: m.side, marine: who, icon, to: row(s, toRow).marine, toSide, flank: toRow === m.row });
  }
}
