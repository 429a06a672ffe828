/**
 * The spawn sheet's rows (issue 27): what the table already turned up for the Event now
 * resolving, and the cards still to turn up for this spawn, one row each in the order they
 * are turned. Each type is still one stored step, checked by the engine and undone alone.
 */
import { answer, type GameState, type Side } from '../../engine';
import { terrainDef } from '../../data';
import type { LogEntry } from '../../persistence/games';
import { marineName, TYPE_NAMES } from '../common/names';
import { spawnPlace } from '../play/words/recap';
import { t } from '../common/words';

/** One Genestealer turned up for the Event being resolved: its type and where it went. */
export interface SpawnDone {
  type: string;
  where: string;
}

/**
 * The Genestealers already turned up for the Event now resolving (or the setup spawn), in the
 * order the table turned them, read from the stored steps since that Event was drawn.
 */
export function spawnsSoFar(log: LogEntry[]): SpawnDone[] {
  let from = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i]?.ask === 'reveal:event') {
      from = i;
      break;
    }
  }
  if (from < 0) return [];
  return log
    .slice(from + 1)
    .filter((e) => e.ask === 'reveal:genestealer')
    .map((e) => ({
      type: TYPE_NAMES[e.choice] ?? e.choice,
      where: e.events.flatMap((ev) => (ev.k === 'spawned' ? [spawnPlace(ev)] : []))[0] ?? '',
    }));
}

/** A card still to turn up: the pile it comes from and where it goes, in the words of the done rows. */
export interface SpawnAhead {
  side: Side;
  where: string;
}

/** Where the card asked for in `s` goes: "left of Leon (position 3) at the Door", near how spawnPlace says it once it is down. */
function placeNow(s: GameState): string | null {
  const f = s.stack[s.stack.length - 1];
  if (!f || f.t !== 'spawn') return null;
  const at = f.at;
  const p = 'terrain' in at
    ? s.formation.find((q) => q.LEFT.terrain.some((x) => x.id === at.terrain) || q.RIGHT.terrain.some((x) => x.id === at.terrain))
    : s.formation.find((q) => q.marine === at.marine);
  if (!p) return null;
  const params = { marine: marineName(p.marine), position: s.formation.indexOf(p) + 1 };
  if ('terrain' in at) return t(f.side === 'LEFT' ? 'tableSpawn.placeLeftAt' : 'tableSpawn.placeRightAt', { ...params, terrain: terrainDef(at.terrain).name });
  return t(f.side === 'LEFT' ? 'tableSpawn.placeLeft' : 'tableSpawn.placeRight', params);
}

/** More than any spawn turns up at once (a setup spawn is at most a dozen cards). */
const AHEAD_LIMIT = 30;

/**
 * The cards this spawn still turns up, the one asked now first, in the order the engine asks
 * them: found by answering ahead on a copy (the types chosen there change where nothing goes,
 * and the rows are worked out again after every entry). Stops at anything that is not a
 * Genestealer type — a question (which terrain fills first) or the end of the spawn.
 */
export function spawnAhead(s: GameState): SpawnAhead[] {
  const out: SpawnAhead[] = [];
  let now = s;
  for (let i = 0; i < AHEAD_LIMIT; i++) {
    const p = now.prompt;
    if (!p || p.kind !== 'reveal' || p.reveal !== 'genestealer') break;
    out.push({ side: p.side, where: placeNow(now) ?? '' });
    const first = p.options[0];
    if (first === undefined) break;
    const r = answer(now, first);
    if (!r.ok) break;
    now = r.state;
  }
  return out;
}

/** One row of the spawn sheet: a card turned up, the one asked now, or one still to come. */
export type SpawnRow = ({ state: 'done' } & SpawnDone) | ({ state: 'now' | 'next' } & SpawnAhead);

/**
 * The spawn sheet's rows, top to bottom: done (from the stored steps), then now, then to come.
 * Done rows only while an Event (or the setup) resolves: a spawn in another phase (Dark
 * Catacombs, Black Holds) is not part of the last Event's.
 */
export function spawnRows(s: GameState, log: LogEntry[]): SpawnRow[] {
  const ahead = spawnAhead(s);
  if (ahead.length === 0) return [];
  const done = s.phase === 'event' || s.phase === 'setup' ? spawnsSoFar(log) : [];
  return [
    ...done.map((d): SpawnRow => ({ state: 'done', ...d })),
    ...ahead.map((a, i): SpawnRow => ({ state: i === 0 ? 'now' : 'next', ...a })),
  ];
}
