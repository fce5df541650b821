/**
 * The server compiled ahead of time (decision 036): `npm start` runs dist/server/main.mjs,
 * bundled by esbuild from src/server/main.ts (with the chunks it loads), instead of having tsx compile
 * some hundreds of TypeScript files at every start. The pure-JavaScript packages on the start's
 * path (zod, hono, drizzle, better-auth, the AI SDK…) are bundled too: loaded from node_modules
 * they cost some 600 files' resolution, reading and compiling, about twice as long (decision
 * 047). Packages that find files beside their own code, load native or worker code, or load
 * only when used stay external (EXTERNAL_PACKAGES). Each module's `import.meta.url` keeps naming its source file, so
 * what the server finds beside its code (migrations, the web build, the parser child's
 * entry) is found exactly as when it runs from source: the bundle belongs to this checkout.
 */
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

export const SERVER_BUNDLE = path.join(ROOT, 'dist/server/main.mjs');
/** The CLI (`npx stratagent`), bundled with the server: they share its chunks. */
export const CLI_BUNDLE = path.join(ROOT, 'dist/server/cli.mjs');
export const SERVER_SOURCES = [
  'src/server',
  'src/shared',
  'src/cli',
  'tsconfig.json',
  'package-lock.json',
];

/** esbuild plugin: `import.meta.url` of a source module is that module's own file URL. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * Loaded from node_modules as usual: packages that read files next to their own code (the
 * embedded database's WebAssembly, swagger-ui's assets), use worker threads or native add-ons
 * (pino's transports, pg-native), and those that only load when a feature is used.
 */
const EXTERNAL_PACKAGES = new Set([
  '@electric-sql/pglite',
  'pg',
  'pg-native',
  'pino',
  'pino-pretty',
  'swagger-ui-dist',
  'pdf-parse',
  'pdf-lib',
  'mammoth',
  'jszip',
  'nodemailer',
  'smtp-server',
  'mathjs',
  'esbuild',
  'vitest',
]);

const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** esbuild plugin: bare imports are bundled unless their package is in EXTERNAL_PACKAGES. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@/')) return undefined;
      if (args.path.startsWith('node:') || isBuiltin(args.path))
        return { path: args.path, external: true };
      if (EXTERNAL_PACKAGES.has(packageName(args.path))) return { path: args.path, external: true };
      return undefined;
    });
  },
};

export async function buildServer() {
  const { build } = await import('esbuild');
  // Chunks of an earlier build would pile up: their names carry a hash of their content.
  fs.rmSync(path.join(path.dirname(SERVER_BUNDLE), 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(ROOT, 'src/server/main.ts'),
      cli: path.join(ROOT, 'src/cli/main.ts'),
    },
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    // The modules main.ts imports dynamically become chunks of their own, so that they (and
    // the packages they import) load while the database opens.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Bundled CommonJS packages call require(): give the ES module bundle one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    plugins: [externalPackages, sourceUrls],
    logLevel: 'warning',
  });
}

// `node scripts/build-server.mjs` builds once (`npm run build`, an image's build step).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await buildServer();
