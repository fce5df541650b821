import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // The journey claims the installation through its one-time setup link, so it runs first;
  // the other specs may sign in as its owner (ADMIN) or create their own users.
  projects: [
    {
      name: 'journey',
      testMatch: /(^|[\\/])journey\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'chromium',
      testIgnore: /(^|[\\/])journey\.spec\.ts$/,
      dependencies: ['journey'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
