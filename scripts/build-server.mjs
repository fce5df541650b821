/**
 * The server compiled ahead of time (decision 036): `npm start` runs dist/server/main.mjs,
 * bundled by esbuild from src/server/main.ts (with the chunks it loads), instead of having tsx compile
 * some hundreds of TypeScript files at every start. Packages stay external (node_modules
 * is loaded as usual). Each module's `import.meta.url` keeps naming its source file, so
 * what the server finds beside its code (migrations, the web build, the parser child's
 * entry) is found exactly as when it runs from source: the bundle belongs to this checkout.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

export const SERVER_BUNDLE = path.join(ROOT, 'dist/server/main.mjs');
export const SERVER_SOURCES = ['src/server', 'src/shared', 'tsconfig.json', 'package-lock.json'];

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

export async function buildServer() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(ROOT, 'src/server/main.ts')],
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
    packages: 'external',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    plugins: [sourceUrls],
    logLevel: 'warning',
  });
}

// `node scripts/build-server.mjs` builds once (`npm run build`, an image's build step).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await buildServer();
