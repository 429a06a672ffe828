/**
 * What an Event card would do at this table right now, in plain words: its ability, where
 * each spawn box puts Genestealers (which terrain, how many, from which pile) and which swarms
 * its movement icon would move where. Pure: it reads the position and changes nothing.
 */
import { eventDef, terrainDef } from '../data';
import type { GameState, GenestealerType } from './types';
import { name, opposite, row, SIDES, swarmHasIcon } from './rules/formation';
import { setupCardOf } from './rules/terrain-and-blips';

export interface EventPreview {
  id: string;
  name: string;
  instinct: boolean;
  spawns: string[];
  movement: string[];
}

function side(s: 'LEFT' | 'RIGHT'): string {
  return s === 'LEFT' ? 'left' : 'right';
}

function spawnLines(s: GameState, colour: string, size: 'MAJOR' | 'MINOR'): string[] {
  const n = size === 'MAJOR' ? setupCardOf(s).spawn.major : setupCardOf(s).spawn.minor;
  const what = `${size === 'MAJOR' ? 'Major' : 'Minor'} spawn (${n}) at every ${colour.toLowerCase()} terrain`;
  const at: string[] = [];
  const left = { LEFT: s.blips.LEFT.length, RIGHT: s.blips.RIGHT.length };
  s.formation.forEach((p, r) => {
    for (const sd of SIDES) {
      for (const t of p[sd].terrain) {
        if (terrainDef(t.id).colour !== colour) continue;
        const limit = s.effects.spawnLimited[t.id];
        const want = Math.min(n, limit ?? n);
        const got = Math.min(want, left[sd]);
        left[sd] -= got;
        at.push(`${got} at the ${terrainDef(t.id).name}, ${side(sd)} of ${name(p.marine)} (position ${r + 1})${got < want ? `: the ${side(sd)} blip pile runs short` : ''}`);
      }
    }
  });
  return at.length ? [`${what}: ${at.join('; ')}.`] : [`${what}: there is none, so nothing spawns.`];
}

function movementLines(s: GameState, icon: GenestealerType, mode: 'ADJACENT' | 'FLANK'): string[] {
  const out: string[] = [];
  const n = s.formation.length;
  s.formation.forEach((p, r) => {
    for (const sd of SIDES) {
      for (const sw of p[sd].swarms) {
        if (!swarmHasIcon(sw, icon)) continue;
        const here = `The ${side(sd)} swarm of ${name(p.marine)} (${sw.cards.length})`;
        const to = mode === 'ADJACENT' ? (sd === 'LEFT' ? r + 1 : r - 1) : -1;
        if (mode === 'ADJACENT' && to >= 0 && to < n) out.push(`${here} moves ${to > r ? 'down' : 'up'} to ${name(row(s, to).marine)}.`);
        else if (opposite(p.facing) === sd) out.push(`${here} is already behind him and stays.`);
        else out.push(`${here} flanks to his ${side(opposite(p.facing))}, behind him.`);
      }
    }
  });
  const verb = mode === 'FLANK' ? 'flanks' : 'moves';
  if (out.length === 0) out.push(`No swarm holds a ${icon.toLowerCase()} Genestealer now.`);
  out.unshift(`Then every swarm with a ${icon.toLowerCase()} ${verb}; Genestealers spawned by this card move too:`);
  return out;
}

export function previewEvent(s: GameState, eventId: string): EventPreview {
  const ev = eventDef(eventId);
  return {
    id: ev.id,
    name: ev.name,
    instinct: ev.instinct,
    spawns: ev.spawns.flatMap((b) => spawnLines(s, b.colour, b.size)),
    movement: ev.movement ? movementLines(s, ev.movement.icon, ev.movement.mode) : ['This card moves no swarm.'],
  };
}
