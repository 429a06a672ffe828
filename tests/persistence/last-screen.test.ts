import { describe, expect, it } from 'vitest';
import { rememberScreen, startScreen } from '../../src/persistence/last-screen';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('the screen to reopen', () => {
  it('reopens the game that was open when the app starts with no hash', () => {
    const store = memory();
    rememberScreen('#/play/abc', store);
    expect(startScreen('', store)).toBe('#/play/abc');
    expect(startScreen('#/', store)).toBe('#/play/abc');
    expect(startScreen('#/games', store)).toBe('#/games'); // an explicit screen wins
    rememberScreen('#/table/t1', store);
    expect(startScreen('', store)).toBe('#/table/t1'); // a table-companion game reopens too
  });
  it('opens home when home (or a form) was the last screen, or storage refuses', () => {
    const store = memory();
    rememberScreen('#/new', store);
    expect(startScreen('', store)).toBe('');
    rememberScreen('#/table/new', store);
    expect(startScreen('', store)).toBe('');
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(() => rememberScreen('#/play/x', broken)).not.toThrow();
    expect(startScreen('', broken)).toBe('');
  });
});
