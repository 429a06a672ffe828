import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/chromium';

/**
 * Browser tests run against the built app (`npm run build` first), on Debian's Chromium,
 * at a phone's size. Each spec serves dist/ itself (tests/e2e/static-server.ts) so it
 * can stop the server mid-test.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Service workers and IndexedDB make each test stateful; one at a time on 2 cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
    // Specs take the screenshots they need; one per test on top cost about a second each on 2 cores.
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumArgs],
    },
  },
});
