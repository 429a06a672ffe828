/**
 * A recap's Event part: its spawns and moves are on the board (NEW, MOVED) and fold away, but
 * what the Event's own ability did is nowhere else, so it leads the part. A player read "Gun
 * Jam" and its rule, never which team it jammed (issue 32, found in a player's walk).
 */
import { describe, expect, it } from 'vitest';
import { newGame, type GameEvent } from '../../src/engine';
import type { Moment } from '../../src/ui/play/moment';
import { recapParts } from '../../src/ui/play/RecapParts';
import { foldedCounts } from '../../src/ui/play/InlineRecap';

describe('the Event part of a recap', () => {
  it('leads with what the Event did that the board does not show (Gun Jam: which team)', () => {
    const r = newGame({ players: [{ name: 'Ana', teams: ['BLUE', 'RED', 'GREEN'] }], chance: 'dealer', seed: 1 });
    if (!r.ok) throw new Error(r.error);
    const s = r.state;
    const spawned: GameEvent = { k: 'spawned', type: 'HEAD', side: 'LEFT', marine: s.formation[0]?.marine as string, terrain: null };
    const moved: GameEvent = { k: 'swarm-moved', side: 'LEFT', marine: s.formation[0]?.marine as string, icon: 'HEAD', to: s.formation[1]?.marine as string, toSide: 'LEFT', flank: false };
    const jam: GameEvent = { k: 'gun-jam', team: 'RED' };
    const m: Moment = { round: 2, reveal: null, deaths: [], travel: [], event: { id: 'event.gun-jam.1', lines: [{ t: 'event', ev: spawned }, { t: 'event', ev: moved }, { t: 'event', ev: jam }] }, slain: [], other: [] };
    const part = recapParts(m, s).parts.find((p) => p.kind === 'event');
    expect(part?.lines[0]).toBe('Gun Jam: next round the Red team may not choose its Attack card.');
    expect(part?.lead).toBe(1);
    // Folded, that line stays; the spawn and the move fold away.
    expect(foldedCounts(part ? [part] : [])).toEqual([1]);
    // An Event that only spawns and moves leads with nothing: the board tells it.
    const plain = recapParts({ ...m, event: { id: 'event.the-swarm.1', lines: [{ t: 'event', ev: spawned }, { t: 'event', ev: moved }] } }, s).parts.find((p) => p.kind === 'event');
    expect(plain?.lead).toBe(0);
  });
});
