import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { GameOptions, GameState } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { gameStore } from '../../src/persistence/games';
import { GameModel } from '../../src/ui/models/game-model';
import { momentOf, splitForSecret } from '../../src/ui/models/moment';

let counter = 0;
const freshStore = () => gameStore(new CompanionDB(`moment-db-${++counter}`));
const trio: GameOptions = {
  players: [
    { name: 'Ana', teams: ['BLUE', 'RED'] },
    { name: 'Ben', teams: ['GREEN', 'GREY'] },
    { name: 'Cy', teams: ['PURPLE', 'YELLOW'] },
  ],
  chance: 'dealer',
  seed: 21,
};
const state = { round: 2, order: ['action.block', 'action.overwatch'] } as unknown as GameState;

describe('public moments (issue 11)', () => {
  it('sorts deaths (with their roll), travel, the Event and slain Genestealers, folding none', () => {
    const m = momentOf(
      [
        'Ana attacks.',
        'The swarm of 2 left of Leon attacks Leon: he rolls 1, not enough.',
        'Leon is slain. The marines below move up.',
        'A Genestealer left of Scipio is slain.',
        'The squad enters the Dark Catacombs.',
        'Event drawn: Chaos of Battle.',
        'Chaos of Battle: every marine turns to face the other way.',
        'A tail Genestealer spawns left of Noctis at the Door.',
        'Round 3: each combat team chooses an Action card.',
      ],
      state,
    );
    expect(m?.deaths).toEqual(['The swarm of 2 left of Leon attacks Leon: he rolls 1, not enough. Leon is slain. The marines below move up.']);
    expect(m?.travel).toEqual(['The squad enters the Dark Catacombs.']);
    expect(m?.event?.id).toMatch(/^event\.chaos-of-battle/);
    expect({ ...m?.event, id: null }).toEqual({ id: null, name: 'Chaos of Battle', lines: ['Chaos of Battle: every marine turns to face the other way.', 'A tail Genestealer spawns left of Noctis at the Door.'] });
    expect(m?.slain).toEqual(['A Genestealer left of Scipio is slain.']);
    expect(m?.other).toEqual(['Ana attacks.', 'The swarm of 2 left of Leon attacks Leon: he rolls 1, not enough.', 'Round 3: each combat team chooses an Action card.']);
  });

  it('the reveal takes the cards in initiative order; quiet lines make no recap', () => {
    expect(momentOf(['Revealed: Block (1), Overwatch (4). Ana is the current player.'], state)?.reveal).toEqual(['action.block', 'action.overwatch']);
    expect(momentOf(['Leon turns to face left.', 'A Support token goes on Leon.'], state)).toBeNull();
  });

  it('an Event met by a secret Instinct decision waits for that decision', () => {
    const lines = ['Leon is slain.', 'Event drawn: Stalking from the Shadows.', 'x'];
    expect(splitForSecret(lines, true)).toEqual({ now: ['Leon is slain.'], later: ['Event drawn: Stalking from the Shadows.', 'x'] });
    expect(splitForSecret(lines, false)).toEqual({ now: lines, later: [] });
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
});

describe('spawns told as one line per place', () => {
  it('groups consecutive spawns at the same place and keeps single ones as they are', async () => {
    const { groupSpawns } = await import('../../src/ui/models/moment');
    expect(
      groupSpawns([
        'A tail Genestealer spawns left of Leon at the Door.',
        'A head Genestealer spawns left of Leon at the Door.',
        'A claw Genestealer spawns right of Noctis at the Corridor.',
        'The left swarm of Leon (head) moves down to Noctis.',
      ]),
    ).toEqual(['2 Genestealers (tail, head) spawn left of Leon at the Door.', 'A claw Genestealer spawns right of Noctis at the Corridor.', 'The left swarm of Leon (head) moves down to Noctis.']);
  });
});
