/** The catalogue's sentences where a word was wrong (issue 27 §4), and its plural forms. */
import { describe, expect, it } from 'vitest';
import type { DecisionPrompt } from '../../src/engine';
import { question } from '../../src/ui/play/words/asks';
import { t } from '../../src/ui/common/words';
import { build } from '../engine/build';
import { run, solo } from '../engine/abilities/helpers';

describe('Full Auto asks to attack again whatever the roll (cards.json action.full-auto: "as many as three times")', () => {
  const fullAuto = () =>
    build({
      players: solo('RED', 'BLUE', 'GREEN'),
      rows: ['[CLAW CLAW] | leon< |', '| valencio> |'],
      start: { phase: 'resolve-actions' },
      chosen: { RED: 'action.full-auto' },
    }).state;

  it('after a miss it does not say Leon hit, and says two attacks are left', () => {
    // Leon attacks the swarm of 2 and rolls 5: no skull, a miss.
    const r = run(fullAuto(), 'marine.leon', '5');
    const p = r.state.prompt as DecisionPrompt;
    expect(p.ask).toBe('full-auto');
    const q = question(p, r.state);
    expect(q.title).toBe('Full Auto: Leon may attack again, hit or miss');
    expect(q.title).not.toMatch(/\bhit\.|\bhit\b(?! or)/);
    expect(q.hint).toBe('2 attacks left in the action.');
  });

  it('before the third attack it says it is his last', () => {
    const r = run(fullAuto(), 'marine.leon', '5', 'attack', '0');
    const q = question(r.state.prompt as DecisionPrompt, r.state);
    expect(q.hint).toBe('His last attack of the action.');
  });
});

describe('plurals and agreement (issue 27 §4), from the catalogue', () => {
  it('one mission played, two missions played', () => {
    expect(t('stats.missionsPlayed', { n: 1 })).toBe('mission played');
    expect(t('stats.missionsPlayed', { n: 2 })).toBe('missions played');
  });

  it('counts through Intl.PluralRules: 0 and 2 are "other" in English, 1 is "one"', () => {
    expect(t('board.supportTokens', { n: 0 })).toBe('0 Support tokens');
    expect(t('board.supportTokens', { n: 1 })).toBe('1 Support token');
    expect(t('board.rowsBelow', { n: 3 })).toBe('3 rows below');
    expect(t('export.exported', { n: 1 })).toBe('Exported 1 game.');
  });

  it('Titus goes first; the Tyranids go first', () => {
    expect(t('sm.log.rollOffTitus', { titus: 5, tyranids: 2 })).toBe('Roll-off: Titus 5, Tyranids 2. Titus goes first.');
    expect(t('sm.log.rollOffTyranids', { titus: 1, tyranids: 4 })).toBe('Roll-off: Titus 1, Tyranids 4. The Tyranids go first.');
  });
});

describe('Munitorium says its first token is one of two (cards.json location.munitorium: "on each of 2 marines")', () => {
  it('the first question names the two tokens; the second names the marine who has the first', () => {
    const s = build({ rows: ['| lorenzo> |', '| gideon> |'], start: { phase: 'event' } }).state;
    const ask = (subject: string | null): DecisionPrompt => ({ kind: 'decision', player: 0, ask: 'munitorium', subject, options: ['marine.lorenzo', 'marine.gideon'], secret: false });
    expect(question(ask(null), s).title).toBe('Munitorium: which marine gets the first of 2 Support tokens?');
    expect(question(ask('marine.lorenzo'), s).title).toBe('Munitorium: a second marine (not Lorenzo) gets a token');
  });

  it('with 1 token left in the supply, the first question asks for the last one, not the first of 2', () => {
    const s = build({ rows: ['| lorenzo> |', '| gideon> |'], start: { phase: 'event' } }).state;
    const ask: DecisionPrompt = { kind: 'decision', player: 0, ask: 'munitorium', subject: null, options: ['marine.lorenzo', 'marine.gideon'], secret: false };
    expect(question(ask, { ...s, supply: 1 }).title).toBe("Munitorium: which marine gets the supply's last Support token?");
    expect(question(ask, { ...s, supply: 2 }).title).toBe('Munitorium: which marine gets the first of 2 Support tokens?');
  });
});

describe('Forward Scouting at the table (its card was turned up and entered, for all to see)', () => {
  it('asks to keep it on top or put it at the bottom, and never says only one player sees it', () => {
    const s = build({ rows: ['| lorenzo> |', '| gideon> |'], start: { phase: 'event' } }).state;
    expect(s.chance).toBe('table');
    const ask: DecisionPrompt = { kind: 'decision', player: 0, ask: 'forward-scouting', subject: 'event.surrounded', options: ['keep', 'bottom'], secret: true };
    const q = question(ask, s);
    expect(q.title).toBe('Forward Scouting: keep this Event card on top, or put it at the bottom of the deck?');
    expect(q.hint).toBeUndefined();
    // In pocket play the card is the scout's secret.
    expect(question(ask, { ...s, chance: 'dealer' }).hint).toBe('Only you see it. Keep it on top, or put it at the bottom of the deck?');
  });
});
