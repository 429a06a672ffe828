/**
 * The independent rules review's reproductions (issue 13), each run through the CLI's `step`
 * command as the issue asks; answers adapted where the corrected prompts differ. Each fails on
 * the engine before issue 13. Positions: tests/fixtures/review-repros/ (README there).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../scripts/cli';

const DIR = resolve(__dirname, '../fixtures/review-repros');

function step(name: string): { code: number; log: string[]; now: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(['step', '--position', `${DIR}/${name}.position.json`, '--answers', `${DIR}/${name}.answers.json`], {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  const text = err.join('\n');
  const log = (text.split('--- log ---')[1] ?? '').split('--- now ---')[0]?.trim().split('\n') ?? [];
  return { code, log, now: text.split('--- now ---')[1]?.trim() ?? '' };
}

describe('review reproductions (issue 13)', () => {
  it('01 a marine swapped by his team-mate has moved: no move of his own is offered (RB p17–18, D-22)', () => {
    const r = step('01-swapped-marine-moves-again');
    expect(r.log).toEqual(['Gideon and Noctis trade places.']);
    expect(r.now).toMatch(/^Waiting for 'face'/);
  });

  it("02 They're Everywhere! with a short pile: the player picks who gets the card; the log names only them (RB p21)", () => {
    const r = step('02-theyre-everywhere-short-pile-no-choice');
    expect(r.log.join('\n')).not.toContain('refused');
    expect(r.log).toContain("They're Everywhere!: a Genestealer appears in front of Gideon, Deino, Noctis.");
    expect(r.log).toContain('A head Genestealer spawns left of Gideon.');
  });

  it('03 Run and Gun in any order: Noctis fires first, Gideon still fires after seeing the miss (RB p19)', () => {
    const r = step('03-run-and-gun-fixed-order');
    expect(r.log.join('\n')).not.toContain('refused');
    expect(r.log).toContain('Noctis rolls 4: a miss.');
    expect(r.log).toContain('Run and Gun: Gideon pays a Support token and fires on the move.');
  });

  it('04 Overwatch in any order: Valencio fires first, then Leon (RB p19)', () => {
    const r = step('04-overwatch-fixed-order');
    expect(r.log.join('\n')).not.toContain('refused');
    expect(r.log).toContain('Valencio rolls 5: a miss.');
    expect(r.log).toContain('Overwatch: Leon pays a Support token and fires.');
  });

  it("05 Dead Aim: after a skull a re-roll is offered, a 4 would slay 3 (RB p15)", () => {
    const r = step('05-dead-aim-skull-reroll-withheld');
    expect(r.now).toMatch(/^Waiting for 'attack-reroll'/);
  });

  it('06 Power Field shields only the chosen swarm: the unshielded swarm a shift brings beside it still attacks (D-29, F12)', () => {
    const r = step('06-power-field-swallows-unattacked-swarm');
    expect(r.log).toContain('Calistarius is slain. The marines below move up.');
    // The next defence roll is the unshielded swarm's attack, which the old engine swallowed.
    expect(r.now).toMatch(/^Waiting for a die reveal/);
  });

  it('07 swarms joined by a shift attack on their own; the log says the marines below move up (RB p28–29, D-24)', () => {
    const r = step('07-two-unattacked-swarms-attack-as-one');
    expect(r.log).toContain('Calistarius is slain. The marines below move up.');
    expect(r.log).toContain('The swarm of 1 right of Scipio attacks Scipio: he rolls 3, a miss.');
    expect(r.now).toMatch(/^Waiting for a die reveal/);
  });
});
