/**
 * One screen per decision (issue 32): which engine questions form one decision, and that a
 * tap stores exactly the engine's answers, one step each (so replay, undo and export are as
 * before). Positions come from real games played by the heuristic bot.
 */
import { describe, expect, it } from 'vitest';
import { answer, type DecisionPrompt, type GameEvent, type GameState } from '../../src/engine';
import { allPaths, answeredFor, decisionScreen } from '../../src/ui/play/decisions/group';
import { MOVE_ACTIVATE } from '../../src/ui/play/decisions/ask-groups';
import { playPath } from '../../src/ui/play/decisions/play-path';
import { settleFrom, settleSame, settlingPath } from '../../src/ui/play/decisions/settle';
import { pocketSaid } from '../../src/ui/play/words/said';
import { answerLine, decisionLine } from '../../src/ui/play/words/options';
import { recapLine } from '../../src/ui/play/words/recap';
import { positions, SOLO, TRIO } from './heuristic-positions';
import { build, play } from '../engine/build';

/** Just enough of the game model: the position, its prompt, answers through the engine, each one recorded. */
function fakeGame(s: GameState) {
  const game = {
    state: { value: s as GameState | null },
    prompt: {
      get value(): DecisionPrompt | null {
        const p = game.state.value?.prompt;
        return p && p.kind === 'decision' ? p : null;
      },
    },
    busy: { value: false },
    stored: [] as string[],
    recent: { value: [] as string[] },
    recentEvents: { value: [] as GameEvent[] },
    async choose(option: string): Promise<boolean> {
      const r = answer(game.state.value as GameState, option);
      if (!r.ok) return false;
      game.stored.push(option);
      game.state.value = r.state;
      game.recent.value = [...r.log];
      game.recentEvents.value = r.events;
      return true;
    },
    async chooseRun(next: () => string | null): Promise<number> {
      let n = 0;
      for (let o = next(); o !== null && (await game.choose(o)); o = next()) n++;
      return n;
    },
  };
  return game;
}

const games = [...positions(SOLO(4)), ...positions(SOLO(7)), ...positions(TRIO(3))];

describe('which engine questions form one decision', () => {
  it('a Move + Activate card: move, turn and activate of that card on one screen, and "Nothing to do" passes them all', () => {
    const s = games.find((g) => g.prompt?.kind === 'decision' && g.prompt.ask === 'move' && decisionScreen(g)!.sections.length === 3) as GameState;
    expect(s).toBeDefined();
    const p = s.prompt as DecisionPrompt;
    const d = decisionScreen(s)!;
    // RB p17–18: swap, then turn, then activate; each part is the same card's question.
    expect(d.sections.map((x) => x.prompt.ask)).toEqual(['move', 'face', 'activate']);
    expect(d.sections.every((x) => x.prompt.subject === p.subject && x.prompt.player === p.player)).toBe(true);
    expect(d.pass).toEqual(['done', 'done', 'done']);
    // A turn is asked after passing on the moves: its path is that pass, then the turn.
    for (const o of d.sections[1]!.options) expect(o.path.slice(0, 1)).toEqual(['done']);
    for (const o of d.sections[2]!.options) expect(o.path.slice(0, 2)).toEqual(['done', 'done']);
  });

  it('every path is a run of legal answers of one player, nothing revealed before its last answer, nothing secret after its first', () => {
    let grouped = 0;
    for (const s of games) {
      const d = decisionScreen(s);
      if (!d) continue;
      const player = (s.prompt as DecisionPrompt).player;
      for (const { path } of allPaths(d)) {
        let at = s;
        path.forEach((o, i) => {
          const p = at.prompt as DecisionPrompt;
          expect(p.kind).toBe('decision');
          expect(p.player).toBe(player);
          if (i > 0) expect(p.secret).toBe(false);
          const r = answer(at, o);
          if (!r.ok) throw new Error(`${path.join(' ')}: ${r.error}`);
          if (i < path.length - 1) expect(r.reveals).toBe(0);
          at = r.state;
        });
        if (path.length > 1) grouped++;
      }
    }
    expect(grouped).toBeGreaterThan(20);
  });

  it('never spans two Action cards nor a choice of Action cards', () => {
    for (const s of games) {
      const d = decisionScreen(s)!;
      const p = s.prompt as DecisionPrompt;
      if (MOVE_ACTIVATE.has(p.ask)) expect(d.sections.every((x) => x.prompt.subject === p.subject)).toBe(true);
      if (p.ask === 'choose-action') expect(allPaths(d).every((x) => x.path.length === 1)).toBe(true);
    }
  });

  it('a swap and what finishes the card after it are one tap (issue 32: swap, then turn or use a Door)', () => {
    let checked = 0;
    for (const s of games) {
      const d = decisionScreen(s);
      const move = d?.sections.find((x) => x.prompt.ask === 'move');
      if (!d || !move) continue;
      const swaps = move.options.map((o) => o.path[o.path.length - 1] as string);
      // Team-mates' swap is offered once, whichever of them starts it (swaps.ts).
      const pairs = swaps.map((k) => k.split(':').slice(1, 3).sort().join('+'));
      expect(new Set(pairs).size).toBe(pairs.length);
      for (const o of move.options.filter((x) => x.subs)) {
        const head = o.path;
        // Its follow-ups after the app's own answers: each chip is the swap, then a path the screen after the swap offers.
        const after = settleFrom((answer(s, head[head.length - 1] as string) as { state: GameState }).state).at;
        const next = allPaths(decisionScreen(after)!).map((x) => x.path.join(' '));
        const first = s.prompt as DecisionPrompt;
        for (const x of o.subs!) {
          expect(x.path.slice(0, head.length)).toEqual(head);
          const rest = x.path.slice(head.length);
          if (rest.length === 0) continue; // "another swap": the swap alone
          expect(next).toContain(rest.join(' '));
          // No chip swaps twice: a second swap is the "another swap" tap's own screen.
          expect(rest.some((a) => a.startsWith('swap:'))).toBe(false);
        }
        // "Nothing else" finishes the card: its next question is no longer this card's.
        const none = o.subs![0]!;
        let at = s;
        for (const a of none.path) at = (answer(at, a) as { state: GameState }).state;
        at = settleFrom(at).at;
        const np = at.prompt;
        expect(np && np.kind === 'decision' && MOVE_ACTIVATE.has(np.ask) && np.subject === first.subject && np.player === first.player).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('two marines turned the same way read as one turn ("Turn Zael and Omnio to face right")', () => {
    let checked = 0;
    for (const s of games) {
      const face = decisionScreen(s)?.sections.find((x) => x.prompt.ask === 'face');
      for (const o of face?.options ?? []) {
        const flips = o.path.filter((a) => a.startsWith('flip:')).map((a) => a.slice(5));
        if (flips.length !== 2) continue;
        const facing = flips.map((m) => s.formation.find((x) => x.marine === m)?.facing);
        const text = o.text ?? '';
        if (facing[0] === facing[1]) expect(text).toMatch(new RegExp(`^Turn \\w+ and \\w+ to face ${facing[0] === 'LEFT' ? 'right' : 'left'}$`));
        else expect(text).toContain(' · ');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('Heroic Charge and the three it slays are one tap; "one at a time" keeps every other set (cards.json action.heroic-charge)', () => {
    const trio = [...positions(TRIO(3)), ...positions(TRIO(5)), ...positions(TRIO(8))];
    const s = trio.find((g) => decisionScreen(g)?.sections[0]?.options.some((o) => o.path[0]?.startsWith('ability:action.heroic-charge') && o.subs)) as GameState;
    expect(s).toBeDefined();
    const o = decisionScreen(s)!.sections[0]!.options.find((x) => x.path[0]?.startsWith('ability:action.heroic-charge'))!;
    const alone = o.subs![o.subs!.length - 1]!;
    expect(alone.path).toEqual(o.path);
    for (const x of o.subs!.slice(0, -1)) {
      expect(x.path[0]).toBe(o.path[0]);
      // Up to three Genestealers: each set slays three of one swarm, and the charge's die comes after.
      let at = s;
      let slain = 0;
      for (const a of x.path) {
        const r = answer(at, a);
        if (!r.ok) throw new Error(`${x.path.join(' ')}: ${r.error}`);
        slain += r.events.filter((e) => e.k === 'genestealer-slain').length;
        at = settleFrom(r.state).at;
      }
      expect(slain).toBe(3);
    }
  });

  it('an attacker and the swarm he attacks are one pick when he has a real choice of swarm', () => {
    const s = games.find((g) => decisionScreen(g)?.sections[0]?.options.some((o) => o.subs && o.steps[0]?.prompt.ask === 'attacker')) as GameState;
    expect(s).toBeDefined();
    const o = decisionScreen(s)!.sections[0]!.options.find((x) => x.subs)!;
    expect(o.subs!.every((x) => x.steps[0]!.prompt.ask === 'attack-target' && x.path[0] === o.path[0])).toBe(true);
  });
});

describe('a tap stores exactly the engine answers of its path', () => {
  it('one stored step per engine answer, and the same position as those answers given one by one', async () => {
    let checked = 0;
    for (const s of games) {
      const d = decisionScreen(s)!;
      const long = allPaths(d).find((x) => x.path.length > 1 && !x.repeat);
      if (!long) continue;
      const game = fakeGame(s);
      const n = await playPath(game, long.path);
      expect(n).toBe(long.path.length);
      expect(game.stored).toEqual(long.path);
      let one = s;
      for (const a of long.path) {
        const r = answer(one, a);
        if (!r.ok) throw new Error(r.error);
        one = r.state;
      }
      expect(game.state.value).toEqual(one);
      if (++checked >= 12) break;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('stops at an answer the position does not offer, storing nothing for it', async () => {
    const s = games.find((g) => g.prompt?.kind === 'decision' && g.prompt.ask === 'move') as GameState;
    const game = fakeGame(s);
    expect(await playPath(game, ['no-such-answer', 'done'])).toBe(0);
    expect(game.stored).toEqual([]);
  });
});

describe('a question with one real answer is taken for the player', () => {
  it('settles every such question as stored steps and stops at a real one', async () => {
    const s = games.find((g) => settlingPath(g) !== null) as GameState;
    expect(s).toBeDefined();
    const game = fakeGame(s);
    await settleSame(game);
    expect(game.stored.length).toBeGreaterThan(0);
    expect(settlingPath(game.state.value)).toBeNull();
  });
});

describe('a re-roll that is the marine\'s only hope (docs/rulings.md Q32-2)', () => {
  it('a killing defence roll is re-rolled for the player, and the new die is asked', async () => {
    const rows = ['| lorenzo> |', '[CLAW CLAW] | deino<+1 |', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'];
    const s = play(build({ rows, start: { phase: 'genestealer-attack' } }).state, '1').state;
    expect(s.prompt).toMatchObject({ ask: 'defence-reroll', options: ['reroll', 'keep'] });
    expect(settlingPath(s)).toEqual(['reroll']);
    // Said once, with why, in the recap and the log.
    const given = settleFrom(s).answers;
    expect(given).toEqual([{ o: 'reroll', told: { w: 'rerolled-for-you' } }]);
    expect(pocketSaid({ w: 'rerolled-for-you' }, { ask: 'defence-reroll', choice: 'reroll', player: 0, secret: false }, s)).toBe("Deino's killing roll is re-rolled for you: keeping it would lose him and his tokens alike.");
    expect(pocketSaid({ w: 'rerolled-for-you' }, { ask: 'defence-reroll', choice: 'reroll', player: 0, secret: false }, null)).toBe('Re-rolled for you: keeping a roll that kills would lose him and his tokens alike.');
    const game = fakeGame(s);
    await settleSame(game);
    expect(game.stored).toEqual(['reroll']);
    expect(game.state.value?.prompt).toMatchObject({ kind: 'reveal', reveal: 'die' });
  });

  it('with the Artefact in his player\'s hand, the player decides which to spend', () => {
    const rows = ['| lorenzo> |', '[CLAW CLAW] | deino<+1 |', '| gideon> |', '| noctis> |', '| calistarius> |', '| scipio> |'];
    const s = play(build({ rows, start: { phase: 'genestealer-attack' } }).state, '1').state;
    expect(settlingPath({ ...s, artefactHolder: 0 })).toBeNull();
  });
});

describe('"Nothing to do" or "Done"', () => {
  const resolves = (card: string): { k: string; card?: string } => ({ k: 'resolves', card });
  it('reads "Done" once the player answered something for this card since it began', () => {
    expect(answeredFor([{ ask: 'choose-action', events: [resolves('action.a')] }], 'action.a')).toBe(false);
    expect(answeredFor([{ ask: 'choose-action', events: [resolves('action.a')] }, { ask: 'move', events: [] }], 'action.a')).toBe(true);
    // The card before it (its own answers) does not count for this one.
    expect(answeredFor([{ ask: 'move', events: [] }, { ask: 'activate', events: [resolves('action.b')] }], 'action.b')).toBe(false);
  });
});

describe('solo words (issue 32 §3)', () => {
  const solo = positions(SOLO(4), 40);
  const trio = positions(TRIO(3), 40);
  it('no player name before a solo answer; the name stays when several play', () => {
    const s = solo.find((g) => g.prompt?.kind === 'decision' && g.prompt.ask === 'support-target') ?? (solo.find((g) => g.prompt?.kind === 'decision' && g.prompt.ask !== 'choose-action') as GameState);
    const p = s.prompt as DecisionPrompt;
    expect(decisionLine({ ask: p.ask, choice: p.options[0] as string, player: 0, secret: false }, s)).not.toMatch(/^Ana: /);
    const t = trio.find((g) => g.prompt?.kind === 'decision' && g.prompt.ask !== 'choose-action') as GameState;
    const q = t.prompt as DecisionPrompt;
    expect(decisionLine({ ask: q.ask, choice: q.options[0] as string, player: q.player, secret: false }, t)).toMatch(/^(Ana|Ben|Cy): /);
  });

  it('solo names its own Action card; with several players the card stays secret until turned up', () => {
    const s = solo[0] as GameState;
    expect(decisionLine({ ask: 'choose-action', choice: 'action.overwatch', player: 0, secret: true }, s)).toBe('Red team: Overwatch.');
    const t = trio[0] as GameState;
    const line = decisionLine({ ask: 'choose-action', choice: 'action.overwatch', player: 1, secret: true }, t);
    expect(line).toMatch(/^(Ana|Ben|Cy) chose an Action card in secret\.$/);
    expect(line).not.toContain('Overwatch');
  });

  it('an answer the engine already tells is not told twice', () => {
    const s = solo[0] as GameState;
    expect(answerLine({ ask: 'activate', choice: 'activate:marine.leon:terrain.door', player: 0, secret: false }, s, [{ k: 'terrain-activated', marine: 'marine.leon', terrain: 'terrain.door' }])).toBeNull();
    // An answer its events do not name keeps its own line.
    expect(answerLine({ ask: 'support-target', choice: 'marine.deino', player: 0, secret: false }, s, [{ k: 'terrain-activated', marine: 'marine.leon', terrain: 'terrain.door' }])).not.toBeNull();
    // The swarm attacked and the die rolled are told by the attack's and the roll's own lines.
    const swarm = { side: 'LEFT' as const, size: 2, marine: 'marine.noctis' };
    expect(answerLine({ ask: 'attack-target', choice: 'swarm:2:LEFT:0', player: 0, secret: false }, s, [{ k: 'attack-target', marine: 'marine.noctis', swarm }])).toBeNull();
    expect(answerLine({ ask: 'intimidation', choice: 'roll', player: 0, secret: false }, s, [{ k: 'intimidation', roll: 5 }])).toBeNull();
    // Without such an event the answer keeps its line.
    expect(answerLine({ ask: 'intimidation', choice: 'roll', player: 0, secret: false }, s, [])).not.toBeNull();
    // A swarm picked for another question keeps its line, though a defence roll later in the same answer names a swarm.
    const defence: GameEvent = { k: 'defence-roll', marine: 'marine.noctis', roll: 4, swarm, broodLords: 0, result: 'miss' };
    expect(answerLine({ ask: 'intimidation-pick', choice: 'swarm:2:LEFT:0', player: 0, secret: false }, s, [defence])).not.toBeNull();
    // An attack on the other side is not this swarm's.
    expect(answerLine({ ask: 'attack-target', choice: 'swarm:2:RIGHT:0', player: 0, secret: false }, s, [{ k: 'attack-target', marine: 'marine.noctis', swarm }])).not.toBeNull();
  });

  it('a Move + Activate card\'s pass says nothing: a swap and its passes in one tap are told by the swap alone', () => {
    const s = solo[0] as GameState;
    for (const ask of ['move', 'face', 'activate']) expect(answerLine({ ask, choice: 'done', player: 0, secret: false }, s, [])).toBeNull();
    // Other questions' passes still say what was chosen ("No more attacks").
    expect(answerLine({ ask: 'attacker', choice: 'done', player: 0, secret: false }, s, [])).not.toBeNull();
  });

  it('a recap tells an answer from the board it was given on, not from the board of now', () => {
    // An attack on a swarm, and a later board on which that swarm reads differently (it grew,
    // shrank or moved): the recap must say what the player saw when choosing.
    const at = solo.findIndex((g) => g.prompt?.kind === 'decision' && g.prompt.ask === 'attack-target' && g.prompt.options.some((o) => o.startsWith('swarm:')));
    expect(at).toBeGreaterThanOrEqual(0);
    const before = solo[at] as GameState;
    const p = before.prompt as DecisionPrompt;
    const d = { ask: p.ask, choice: p.options.find((o) => o.startsWith('swarm:')) as string, player: p.player, secret: p.secret };
    const then = decisionLine(d, before);
    const later = solo.slice(at + 1).find((g) => decisionLine(d, g) !== then) as GameState;
    expect(later).toBeDefined();
    expect(recapLine({ t: 'decided', d: { ...d, said: { w: 'answer' }, before } }, later)).toBe(then);
    // Without the position it was given in (a guest's recap), it is worded from the board shown.
    expect(recapLine({ t: 'decided', d }, later)).toBe(decisionLine(d, later));
  });
});
