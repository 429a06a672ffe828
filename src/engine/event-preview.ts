/**
 * What an Event card would do at this table right now, in plain words: its ability, where
 * each spawn box puts Genestealers (which terrain, how many, from which pile) and which swarms
 * its movement icon would move where. Pure: it reads the position and changes nothing. The
 * words are the `log` area's, in the language `say` speaks (English unless told).
 */
import { eventDef, terrainDef } from '../data';
import type { TerrainColour } from '../data/types';
import type { GameState, GenestealerType } from './types';
import { opposite, row, SIDES, swarmHasIcon } from './rules/formation';
import { setupCardOf } from './rules/terrain-and-blips';
import { speech, type LogKey, type LogSay, type Speech } from './words/log';
import { SAY_EN } from './words/log-en';

export interface EventPreview {
  id: string;
  name: string;
  instinct: boolean;
  spawns: string[];
  movement: string[];
}

const COLOUR: Record<TerrainColour, LogKey> = { RED: 'log.preview.colour.red', ORANGE: 'log.preview.colour.orange', YELLOW: 'log.preview.colour.yellow', GREEN: 'log.preview.colour.green' };

function spawnLines(s: GameState, colour: TerrainColour, size: 'MAJOR' | 'MINOR', sp: Speech): string[] {
  const { say, where, sided } = sp;
  const n = size === 'MAJOR' ? setupCardOf(s).spawn.major : setupCardOf(s).spawn.minor;
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
        const place = { n: got, terrain: terrainDef(t.id).name, where: where(sd, p.marine), position: r + 1 };
        at.push(got < want ? say(sided(sd, 'log.preview.spawnAtShortLeft', 'log.preview.spawnAtShortRight'), place) : say('log.preview.spawnAt', place));
      }
    }
  });
  const box = { n, colour: say(COLOUR[colour]) };
  if (at.length === 0) return [say(size === 'MAJOR' ? 'log.preview.majorNone' : 'log.preview.minorNone', box)];
  // The places are items of one list, each whole in itself: "2 at the Door, left of Leon (position 1)".
  return [say(size === 'MAJOR' ? 'log.preview.major' : 'log.preview.minor', { ...box, places: at.join('; ') })];
}

function movementLines(s: GameState, icon: GenestealerType, mode: 'ADJACENT' | 'FLANK', sp: Speech): string[] {
  const { say, name, sided, gsType } = sp;
  const out: string[] = [];
  const n = s.formation.length;
  s.formation.forEach((p, r) => {
    for (const sd of SIDES) {
      for (const sw of p[sd].swarms) {
        if (!swarmHasIcon(sw, icon)) continue;
        const here = { marine: name(p.marine), size: sw.cards.length };
        const to = mode === 'ADJACENT' ? (sd === 'LEFT' ? r + 1 : r - 1) : -1;
        if (mode === 'ADJACENT' && to >= 0 && to < n) out.push(say(to > r ? sided(sd, 'log.preview.movesDownLeft', 'log.preview.movesDownRight') : sided(sd, 'log.preview.movesUpLeft', 'log.preview.movesUpRight'), { ...here, to: name(row(s, to).marine) }));
        else if (opposite(p.facing) === sd) out.push(say(sided(sd, 'log.preview.staysLeft', 'log.preview.staysRight'), here));
        else {
          const behind = opposite(p.facing);
          out.push(say(sd === 'LEFT' ? sided(behind, 'log.preview.flanksLeftToLeft', 'log.preview.flanksLeftToRight') : sided(behind, 'log.preview.flanksRightToLeft', 'log.preview.flanksRightToRight'), here));
        }
      }
    }
  });
  const type = gsType(icon);
  if (out.length === 0) out.push(say('log.preview.noSwarm', { type }));
  out.unshift(say(mode === 'FLANK' ? 'log.preview.thenFlank' : 'log.preview.thenMove', { type }));
  return out;
}

export function previewEvent(s: GameState, eventId: string, say: LogSay = SAY_EN): EventPreview {
  const ev = eventDef(eventId);
  const sp = speech(say);
  return {
    id: ev.id,
    name: ev.name,
    instinct: ev.instinct,
    spawns: ev.spawns.flatMap((b) => spawnLines(s, b.colour, b.size, sp)),
    movement: ev.movement ? movementLines(s, ev.movement.icon, ev.movement.mode, sp) : [say('log.preview.noMovement')],
  };
}
