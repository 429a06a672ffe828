/**
 * Chance supplied at the table: impossible reveals are refused with a message and leave the
 * position unchanged (the die has faces 0–5, D-11; cards are limited to those in the box, RB p29).
 */
import { describe, expect, it } from 'vitest';
import { answer, newGame } from '../../src/engine/driver';
import type { GameState } from '../../src/engine/types';
import { asked, build, marineId, options, play, refuse } from './build';

const CALM = ['| lorenzo< |', '| deino< |', '| gideon< |', '| noctis> |', '| calistarius> |', '| scipio> |'];

describe('Die faces (D-11: 0 to 5)', () => {
  const s = build({ rows: ['[CLAW] | lorenzo> |', ...CALM.slice(1)], start: { phase: 'genestealer-attack' } }).state;

  it.each(['6', '-1', '1.5', ' 1', '', 'skull'])('"%s" is refused, nothing changes', (face) => {
    expect(asked(s)).toBe('reveal:die');
    const error = refuse(s, face);
    expect(error).toBe(`"${face}" is not a face of the combat die: enter a number from 0 to 5.`);
  });

  it('a non-string answer is refused', () => {
    const r = answer(s, 3 as unknown as string);
    expect(r).toEqual({ ok: false, error: 'An answer is one of the offered options, not 3.', refusal: { code: 'not-text', value: '3' } });
  });
});

describe('Genestealer reveals', () => {
  // All nine tongue Genestealers are face up: five in the formation, four in the discard pile.
  const spawnAt = (): GameState => {
    const s0 = build({
      rows: ['#dark-corner | lorenzo< |', '| deino< |', '[TONGUE TONGUE TONGUE] | gideon> |', '| noctis> | [TONGUE TONGUE]', '| calistarius> |', '| scipio> |'],
      start: { phase: 'event' },
      gsDiscard: ['TONGUE', 'TONGUE', 'TONGUE', 'TONGUE'],
    }).state;
    // Outnumbered: orange minor at the Dark Corner.
    return play(s0, 'event.outnumbered').state;
  };

  it('a type with no card left face down is not offered and is refused', () => {
    const s = spawnAt();
    expect(s.prompt).toMatchObject({ kind: 'reveal', reveal: 'genestealer', side: 'LEFT' });
    expect(options(s)).toEqual(['CLAW', 'HEAD', 'TAIL']);
    expect(refuse(s, 'TONGUE')).toBe('Every tongue Genestealer is already face up or slain, so the left blip pile cannot hold one.');
    expect(refuse(s, 'SPIKE')).toBe('"SPIKE" is not a Genestealer type (claw, head, tail or tongue).');
    refuse(s, 'SPIKE');
    refuse(s, 'gs.claw.1');
  });

  it('the named type is what spawns, whatever card the engine had on top', () => {
    const s = play(spawnAt(), 'TAIL').state;
    expect(s.formation[0]?.LEFT.swarms.map((sw) => sw.cards)).toEqual([['gs.tail.1']]);
    expect(s.provisional).not.toContain('gs.tail.1');
  });
});

describe('Event and Location reveals', () => {
  it('an Event that is not in the deck (discarded or made up) is refused', () => {
    const s = build({ rows: CALM, start: { phase: 'event' }, eventDiscard: ['event.surrounded', 'event.gun-jam.1'] }).state;
    refuse(s, 'event.gun-jam.1');
    refuse(s, 'event.surrounded');
    refuse(s, 'event.nope');
    expect(options(s)).toContain('event.gun-jam.2');
  });

  it('a Location of another tier is refused: the top card of the deck is a tier-2 card (RB p7 step 3)', () => {
    const s = build({
      rows: CALM,
      start: { phase: 'end-of-resolve-actions' },
      blips: { LEFT: 0, RIGHT: 2 },
      locationDeck: ['location.teleportarium', 'location.generatorium', 'location.toxin-pumping-station'],
    }).state;
    expect(asked(s)).toBe('reveal:location');
    refuse(s, 'location.generatorium');
    refuse(s, 'location.main-corridor');
    refuse(s, 'setup.void-lock-1p');
    expect(options(s)).toEqual(['location.dark-catacombs', 'location.teleportarium', 'location.black-holds']);
  });

  it('a marine of a team not in play cannot be dealt (RB p8 step 5)', () => {
    const r = newGame({ players: [{ name: 'Solo', teams: ['BLUE', 'GREEN', 'GREY'] }], chance: 'table', seed: 0 });
    if (!r.ok) throw new Error(r.error);
    refuse(r.state, marineId('leon'));
    refuse(r.state, 'marine.nobody');
  });
});
