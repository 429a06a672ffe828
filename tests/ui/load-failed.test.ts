import { describe, expect, it } from 'vitest';
import { loadFailedMessage } from '../../src/ui/common/load-failed';

describe('a lazy screen that cannot load', () => {
  it('after an update: says reload for the new version and that nothing is lost, never the raw browser text', () => {
    for (const raw of [
      'TypeError: Failed to fetch dynamically imported module: https://x/assets/table-abc.js',
      'TypeError: Importing a module script failed.',
      'TypeError: error loading dynamically imported module',
    ]) {
      const said = loadFailedMessage('table screens', new Error(raw));
      expect(said).toBe('The table screens could not load: the app was probably updated since this tab opened. Reload to use the new version; nothing is lost, every game is saved.');
      expect(said).not.toMatch(/TypeError|dynamically|https?:/);
    }
  });

  it('any other failure: plain words too', () => {
    expect(loadFailedMessage('game screens', 'SyntaxError: x')).toBe('The game screens could not load. Reload the app; nothing is lost, every game is saved.');
  });
});
