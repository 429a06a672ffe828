import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, USAGE } from '../../scripts/cli';
import { answerInPlace } from '../../src/engine';
import type { GameState, Save } from '../../src/engine';
import { CompanionDB } from '../../src/persistence/db';
import { exportGames } from '../../src/persistence/transfer';
import { playTableGame } from '../persistence/saves-helpers';

function run(...argv: string[]): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('cli', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'da-cli-'));
  });
  const at = (name: string) => join(dir, name);

  it('new, then step with answers, then validate', () => {
    expect(run('new', '--players', '2', '--seed', '5', '--out', at('p.json')).code).toBe(0);
    const start = JSON.parse(readFileSync(at('p.json'), 'utf8')) as GameState;
    expect(start.prompt?.kind).toBe('decision');
    // Every team chooses its first option; then the cards are revealed together.
    const answers: string[] = [];
    const s = JSON.parse(JSON.stringify(start)) as GameState;
    while (s.phase === 'choose-actions' && s.prompt) {
      answers.push(s.prompt.options[0] as string);
      expect(answerInPlace(s, answers[answers.length - 1] as string)).toBeNull();
    }
    writeFileSync(at('a.json'), JSON.stringify(answers));
    const r = run('step', '--position', at('p.json'), '--answers', at('a.json'), '--out', at('p2.json'));
    expect(r.code).toBe(0);
    expect(r.err).toContain('--- log ---');
    expect(r.err).toMatch(/Revealed: /);
    const next = JSON.parse(readFileSync(at('p2.json'), 'utf8')) as GameState;
    expect(next).toEqual(s);
    expect(run('validate', at('p2.json'))).toMatchObject({ code: 0 });
  });

  it('step prints the position on stdout without --out, and refuses a wrong answer with exit 1', () => {
    run('new', '--players', '1', '--seed', '3', '--out', at('d.json'));
    writeFileSync(at('none.json'), '[]');
    const same = run('step', '--position', at('d.json'), '--answers', at('none.json'));
    expect(JSON.parse(same.out)).toEqual(JSON.parse(readFileSync(at('d.json'), 'utf8')));
    writeFileSync(at('bad.json'), JSON.stringify(['fly away']));
    const r = run('step', '--position', at('d.json'), '--answers', at('bad.json'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Answer 1 of 1 \("fly away"\) was refused: "fly away" is not possible/);
  });

  it('play --save, then replay matches; a tampered final is reported at its path', () => {
    const r = run('play', '--players', '4', '--seed', '21', '--save', at('g.json'));
    expect(r.out).toMatch(/Outcome: (won|lost) in round \d+/);
    expect(r.out).toMatch(/the save is \d+ bytes/);
    const ok = run('replay', at('g.json'));
    expect(ok.out).toContain('Final position: matches.');
    expect(ok.code).toBe(0);
    const save = JSON.parse(readFileSync(at('g.json'), 'utf8')) as { final: GameState };
    save.final.round += 1;
    writeFileSync(at('g2.json'), JSON.stringify(save));
    const bad = run('replay', at('g2.json'));
    expect(bad.code).toBe(1);
    expect(bad.err).toBe('Final position: differs first at round.');
  });

  it('validate lists the problems of a broken file', () => {
    const s = JSON.parse(readFileSync(at('d.json'), 'utf8')) as GameState;
    (s.formation[0] as { facing: string }).facing = 'UP';
    writeFileSync(at('broken.json'), JSON.stringify(s));
    const r = run('validate', at('broken.json'));
    expect(r.code).toBe(1);
    expect(r.err).toContain("formation[0].facing must be LEFT or RIGHT, not 'UP'.");
  });

  it('replay says in English why a file is not a save', () => {
    writeFileSync(at('not-a-save.json'), JSON.stringify({ format: 'death-angel-save', version: 3 }));
    const r = run('replay', at('not-a-save.json'));
    expect(r).toMatchObject({ code: 1, err: 'Not a save: version must be 1 or 2, not 3.' });
  });

  it.each([
    [[], 'Usage:'],
    [['fly'], "Unknown command 'fly'."],
    [['play', '--players', '7', '--seed', '1'], 'play: --players must be a whole number from 1 to 6'],
    [['play', '--seed', '1'], 'play: --players is required'],
    [['new', '--players', '2', '--seed', '1', '--chance', 'dice'], "--chance must be dealer or table, not 'dice'"],
    [['step', '--position', '/nonexistent.json', '--answers', 'x'], 'cannot read /nonexistent.json'],
    [['replay'], 'replay takes one save file'],
    [['play', '--colour', 'red'], 'unknown option --colour'],
    // The command table is looked up by own keys: prototype members are unknown commands.
    [['constructor'], "Unknown command 'constructor'."],
    [['toString'], "Unknown command 'toString'."],
    [['hasOwnProperty'], "Unknown command 'hasOwnProperty'."],
    [['__proto__'], "Unknown command '__proto__'."],
    [['new', '--players', '2', '--seed', '1', '--out', '/nonexistent-folder/p.json'], 'cannot write /nonexistent-folder/p.json: its folder does not exist'],
    [['play', '--players', '1', '--seed', '1', '--save', '/'], 'cannot write /'],
  ])('usage on bad arguments: %j', (argv, message) => {
    const r = run(...argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).toContain(USAGE.split('\n')[0]);
  });

  it("replay accepts the app's own export file and replays each game, table games with their start and corrections", async () => {
    const played = JSON.parse(readFileSync(at('g.json'), 'utf8')) as { final?: unknown };
    delete played.final;
    const t = await playTableGame(new CompanionDB('cli-export'));
    const { file } = await exportGames(t.database, [t.id]);
    const table = file?.games[0];
    const stream = table?.save as unknown as Save | undefined;
    if (!stream?.start || typeof stream.steps[2] !== 'object') throw new Error('no table game');
    const exported = { format: 'death-angel-companion-export', version: 1, games: [{ save: played, mode: 'pocket' }, table] };
    writeFileSync(at('export.json'), JSON.stringify(exported));
    const r = run('replay', at('export.json'));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Game 1 of 2: replayed \d+ step\(s\): the game is complete\./);
    expect(r.out).toContain('Game 2 of 2: replayed 5 step(s): the game goes on');
    stream.steps[2] = { correction: { t: 'hasOwnProperty' } as never };
    writeFileSync(at('export2.json'), JSON.stringify(exported));
    const bad = run('replay', at('export2.json'));
    expect(bad.code).toBe(1);
    expect(bad.err).toBe('Game 2 of 2: Step 3 of 5 (a correction by hand) was refused: That is not a correction the app knows.');
  });

  it('replay reads an export written before the steps became one stream (corrections beside the answers)', () => {
    const old = resolve(__dirname, '../fixtures/export/before-stream.json');
    const r = run('replay', old);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // The two table games: 16 answers and 1 correction, 31 answers and 3 corrections.
    expect(r.out).toContain('Game 3 of 4: replayed 17 step(s)');
    expect(r.out).toContain('Game 4 of 4: replayed 34 step(s)');
  });

  it('runs as a script through npm run cli', () => {
    const root = resolve(__dirname, '../..');
    const out = execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/cli.ts'), 'replay', at('g.json')], { cwd: dir, encoding: 'utf8' });
    expect(out).toContain('Final position: matches.');
  }, 20_000);
});
