import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const ROOT = r('.');

/**
 * A test gets a database only through the testing helpers (`createTestApp`, `openTestDatabase`
 * or the template that `global-setup` builds), so a test file that imports none of them is a
 * unit test: it runs in the `unit` project, on threads, without the migrated template. Every
 * other test file is a `server` test: one database per file (decision 058).
 */
const DATABASE_HELPERS = /from '[./]*(?:server\/)?testing\/(?:test-app|global-setup)'/;

function testFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

const serverSideTests = [...testFiles('src/server'), ...testFiles('src/cli')];
const needsDatabase = (file: string) =>
  DATABASE_HELPERS.test(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const databaseTests = serverSideTests.filter(needsDatabase);
const pureServerTests = serverSideTests.filter((file) => !needsDatabase(file));

export default defineConfig({
  resolve: { alias: { '@/shared': r('./src/shared'), '@/web': r('./src/web') } },
  test: {
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Web files that render opt into a DOM with a `@vitest-environment` comment: happy-dom,
          // which sets up in half of jsdom's time, or jsdom where a test relies on what
          // happy-dom does not do faithfully (a disabled <fieldset> disabling its controls,
          // a <select>'s default option, a form's reset values).
          include: [
            'src/web/**/*.test.{ts,tsx}',
            'src/shared/**/*.test.ts',
            'scripts/eval/**/*.test.ts',
            ...pureServerTests,
          ],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: databaseTests,
          globalSetup: ['src/server/testing/global-setup.ts'],
          pool: 'forks',
          isolate: false,
        },
      },
    ],
  },
});
