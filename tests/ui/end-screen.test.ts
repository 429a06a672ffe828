/**
 * The end screen's count of marines lost (issue 35): after Rescue Space Marine brought a marine
 * back and he fell again, it said "lost Zael and Omnio and Zael" and "Marines lost 7" of 6.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../engine/build';
import { run, solo } from '../engine/abilities/helpers';
import { slayMarine } from '../../src/engine/rules/casualties';
import { lostAtEnd } from '../../src/ui/pocket/EndScreen';

describe('marines lost at the end', () => {
  // cards.json event.rescue-space-marine: a dead marine whose team-mate lives rejoins the squad.
  const rescued = () => {
    const s = build({ players: solo('BLUE', 'GREEN', 'GREY'), rows: ['[CLAW] | lorenzo< |', '| gideon< |'], start: { phase: 'event' } }).state;
    return run(s, 'event.rescue-space-marine', 'marine.noctis').state;
  };

  it('a marine brought back and still standing is not lost', () => {
    const s = rescued();
    expect(s.stats.marinesLost).toContain('marine.noctis'); // the engine keeps every death
    expect(lostAtEnd(s)).not.toContain('marine.noctis');
    expect(lostAtEnd(s)).toHaveLength(3); // Deino, Calistarius, Scipio
  });

  it('a marine brought back who falls again is lost once, and the total never passes the squad', () => {
    const s = rescued();
    slayMarine(s, 'marine.noctis', {});
    expect(s.stats.marinesLost.filter((m) => m === 'marine.noctis')).toHaveLength(2);
    const lost = lostAtEnd(s);
    expect(lost.filter((m) => m === 'marine.noctis')).toHaveLength(1);
    expect(lost).toHaveLength(4);
    expect(lost.length + s.formation.length).toBe(6);
  });
});
