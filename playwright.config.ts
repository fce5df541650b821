import { defineConfig, devices } from '@playwright/test';
import { testChromiumLaunchOptions } from './e2e/support/chromium';
import type { E2EOptions } from './e2e/support/fixtures';
import { E2E_WORKERS } from './e2e/support/server';

/**
 * Each worker talks to a server of its own (e2e/support/server.ts), started by the global
 * set-up, so tests run side by side without sharing an installation.
 */
export default defineConfig<object, E2EOptions>({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: true,
  workers: E2E_WORKERS,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app stops its animations for reduced motion (styles.css): nothing repaints in a loop
    // while a test waits.
    reducedMotion: 'reduce',
    launchOptions: testChromiumLaunchOptions,
  },
  // The journey claims an installation of its own through the one-time setup page, side by
  // side with the other tests; every worker's installation is claimed for the same owner
  // (ADMIN) through the API before its first test (e2e/support/fixtures.ts).
  projects: [
    {
      name: 'journey',
      testMatch: /(^|[\\/])journey\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], journey: true },
    },
    {
      name: 'chromium',
      testIgnore: /(^|[\\/])journey\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
