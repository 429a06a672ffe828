/**
 * The host's own player does not read another player's Instinct Event card in the log while
 * that player resolves it in secret (RB p14; issue 33).
 */
import { describe, expect, it } from 'vitest';
import { answerInPlace, newGame, renderLog, secretRunOf, type DecisionPrompt, type GameEvent, type GameState } from '../../src/engine';
import type { LogEntry } from '../../src/persistence/games';
import { mulberry } from '../../src/strategy/rand';
import { hostLog } from '../../src/ui/multi/host-log';

describe("the host's log during a guest's secret Event decision", () => {
  it('leaves out the draw of the card and what followed, and gives it all back once decided', () => {
    for (let seed = 1; seed < 300; seed++) {
      const r = newGame({ players: [{ name: 'Ana', teams: ['BLUE', 'GREY'] }, { name: 'Ben', teams: ['RED', 'YELLOW'] }, { name: 'Cy', teams: ['GREEN', 'PURPLE'] }], chance: 'dealer', seed });
      if (!r.ok) throw new Error(r.error);
      const s: GameState = r.state;
      const rand = mulberry(seed);
      const log: LogEntry[] = [];
      for (let i = 0; i < 2000 && s.prompt && !s.outcome; i++) {
        const p = s.prompt as DecisionPrompt;
        const events: GameEvent[] = [];
        const choice = p.options[Math.floor(rand() * p.options.length)] as string;
        answerInPlace(s, choice, null, undefined, events);
        log.push({ index: i, choice, ask: p.ask, player: p.player, secret: p.secret, log: renderLog(events), events });
        const runner = secretRunOf(s);
        if (runner === null || runner === 0 || !s.event) continue;
        const shown = hostLog(log, s, [0]);
        expect(JSON.stringify(shown)).not.toContain(`"card":"${s.event}"`);
        expect(shown.slice(0, -1)).toEqual(log.slice(0, shown.length - 1));
        // The host's own secret decision: its player sees its own card.
        expect(hostLog(log, s, [runner])).toBe(log);
        return;
      }
    }
    throw new Error('no guest Instinct decision in 300 games');
  });
});
