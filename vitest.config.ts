import { defineConfig } from 'vitest/config';

// Unit, scenario and data tests run in Node. Browser tests live in tests/e2e and are run by
// Playwright against the built app, never by Vitest.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // The screens' words, given at once (the app fetches them; Node has no server).
    setupFiles: ['tests/setup-words.ts'],
  },
});
