import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@/shared': r('./src/shared'), '@/web': r('./src/web') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
