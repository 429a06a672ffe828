import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash, type Route } from '../../src/ui/common/router';

describe('routes in the hash', () => {
  it('round-trips every screen', () => {
    const routes: Route[] = [{ name: 'home' }, { name: 'new', from: null }, { name: 'new', from: 'a b' }, { name: 'games' }, { name: 'play', id: 'x-1' }];
    for (const r of routes) expect(parseRoute(routeHash(r))).toEqual(r);
  });
  it('round-trips the other games\' tools', () => {
    const routes: Route[] = [{ name: 'space-hulk' }, { name: 'space-marine' }];
    for (const r of routes) expect(parseRoute(routeHash(r))).toEqual(r);
    expect(routeHash({ name: 'space-hulk' })).toBe('#/space-hulk');
  });
  it('settings remember the game they were opened from, as a whole hash', () => {
    const back = routeHash({ name: 'table', id: 'g 1' });
    const routes: Route[] = [{ name: 'settings', back: null }, { name: 'settings', back }];
    for (const r of routes) expect(parseRoute(routeHash(r))).toEqual(r);
    expect(routeHash({ name: 'settings', back: null })).toBe('#/settings');
    expect(parseRoute(back)).toEqual({ name: 'table', id: 'g 1' });
  });
  it('falls back to home, and to the games list for a play route without a game', () => {
    expect(parseRoute('')).toEqual({ name: 'home' });
    expect(parseRoute('#/nonsense')).toEqual({ name: 'home' });
    expect(parseRoute('#/play')).toEqual({ name: 'games' });
  });
});

describe('a link the app cannot read', () => {
  it('opens home and says the link was broken, instead of throwing before anything is drawn', () => {
    for (const hash of ['#/play/%', '#/rules/%zz', '#/table/%E0%A4%A', '#/stats/%']) {
      expect(() => parseRoute(hash)).not.toThrow();
      expect(parseRoute(hash)).toEqual({ name: 'home', broken: true });
    }
  });
  it('still reads a well-formed escape', () => {
    expect(parseRoute('#/play/a%20b')).toEqual({ name: 'play', id: 'a b' });
    expect(parseRoute('#/')).toEqual({ name: 'home' });
  });
  it('has an address for the guided first game, dealt in one tap', () => {
    expect(routeHash({ name: 'guided' })).toBe('#/guided');
    expect(parseRoute('#/guided')).toEqual({ name: 'guided' });
  });
});
