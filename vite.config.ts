import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { THEME_SCRIPT } from './src/shared/theme-script.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** What the server may answer compressed; source maps are for developers and stay as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;

/** The web app's build, not the development server nor the server renderer's build (dist/ssr). */
const inWebBuild: Plugin['apply'] = (config, { command }) =>
  command === 'build' && !config.build?.ssr;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every
 * compressible file of the build, so the server sends them as they are instead of compressing
 * each answer (the server picks the sibling by Accept-Encoding; the naming is its contract).
 * Runs after the whole build is written, so it also covers what `publicDir` copied.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'stratagent:precompress',
    apply: inWebBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = await fs.readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await fs.readFile(full);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}

const THEME_SCRIPT_MARKER = '<!-- theme-script -->';

/**
 * Puts the theme script (src/shared/theme-script.ts) inline where index.html marks its place,
 * in development and in the build: it must run before the first paint, and a script of its
 * own would hold the page until one more request came back. The CSP allows it by its hash.
 */
function inlineThemeScript(): Plugin {
  return {
    name: 'stratagent:inline-theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_SCRIPT_MARKER)) {
          throw new Error(`index.html has no ${THEME_SCRIPT_MARKER} for the theme script`);
        }
        return html.replace(THEME_SCRIPT_MARKER, () => `<script>${THEME_SCRIPT}</script>`);
      },
    },
  };
}

/**
 * Puts the built stylesheet inside index.html (decision 052): the first paint needs it, and as
 * a file it waits for a connection behind the scripts the page preloads, then for its own round
 * trip. A `disabled` link still names the file, which the browser neither fetches nor applies:
 * lazy chunks list the entry's stylesheet among their dependencies, and Vite's preload helper
 * adds it to the page unless a stylesheet link already names it.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'stratagent:inline-stylesheet',
    apply: inWebBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle?.[file];
            const css = asset?.type === 'asset' ? String(asset.source) : null;
            // A stylesheet that could close the element stays a file.
            if (css === null || /<\/style/i.test(css)) return link;
            return `<style>${css}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}

/**
 * Preloads from index.html the app that main.tsx starts once the first paint is done (decision
 * 052): the entry imports it dynamically, which would otherwise leave the browser to find it
 * only when the entry runs. Its modules and everything they import statically.
 */
function preloadApp(): Plugin {
  return {
    name: 'stratagent:preload-app',
    apply: inWebBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          const imported = bundle[file];
          if (imported?.type !== 'chunk' || files.has(file)) return;
          files.add(file);
          imported.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        const links = [...files]
          .filter((file) => !html.includes(`href="/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        return html.replace('</head>', () => `${links}  </head>`);
      },
    },
  };
}

/** Where the public pages rendered ahead of time are written, beside Vite's manifest. */
const PRERENDERED = '.vite/prerendered.json';

/**
 * Renders the public pages ahead of time once the web app is built: a server build of
 * src/web/entry-server.tsx (into dist/ssr) renders each of its paths, and the markup is
 * written to `<outDir>/.vite/prerendered.json` as `{ [path]: { title, html } }`, which the
 * server puts in the page for a signed-out visitor (src/server/lib/spa-index.ts).
 */
function prerender(): Plugin {
  let outDir = '';
  return {
    name: 'stratagent:prerender',
    apply: inWebBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const ssrDir = r('./dist/ssr');
      await build({
        configFile: r('./vite.config.ts'),
        logLevel: 'warn',
        build: {
          ssr: r('./src/web/entry-server.tsx'),
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          sourcemap: false,
          rolldownOptions: { output: { codeSplitting: false } },
        },
        // One file with its packages inside, built for production like the web app (React's
        // production build, whatever NODE_ENV the server runs with).
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      });
      type Entry = {
        PRERENDERED_PATHS: readonly string[];
        renderPublicPage: (p: string) => Promise<string>;
      };
      const entry = (await import(
        `${pathToFileURL(path.join(ssrDir, 'entry-server.js')).href}?t=${Date.now()}`
      )) as Entry;
      const pages: Record<string, { title: string; html: string }> = {};
      for (const page of entry.PRERENDERED_PATHS) {
        const markup = await entry.renderPublicPage(page);
        // React puts a page's <title> first; it belongs in the document's head.
        const title = /^<title>(.*?)<\/title>/.exec(markup);
        pages[page] = {
          title: title?.[1] ?? '',
          html: title ? markup.slice(title[0].length) : markup,
        };
      }
      await fs.writeFile(path.join(outDir, PRERENDERED), JSON.stringify(pages));
    },
  };
}

/**
 * The page's entry and what it imports statically: index.html, main.tsx, the stylesheet, the
 * id of the page's module list, and Vite's helper for main.tsx's dynamic import of the app (which has a chunk of its own, below).
 * Kept out of the app's chunk, so that the entry runs, and waits for the first paint, without
 * the app's code.
 */
const PAGE_ENTRY =
  /[\\/]src[\\/](?:web[\\/](?:index\.html|main\.tsx|styles\.css)|shared[\\/]page-modules\.ts)|vite[\\/]preload-helper/;

export default defineConfig({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  plugins: [
    react(),
    tailwindcss(),
    inlineThemeScript(),
    inlineStylesheet(),
    preloadApp(),
    precompress(),
    prerender(),
  ],
  resolve: { alias: { '@/shared': r('./src/shared'), '@/web': r('./src/web') } },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // Read by `npm run size` (scripts/size-budget.ts) to know what each page loads first.
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app (boot.tsx) is an entry of its own beside index.html's: main.tsx starts it after
      // the first paint, and as an entry its static imports form the `app` group below.
      input: { index: r('./src/web/index.html'), boot: r('./src/web/boot.tsx') },
      // src/shared modules build zod schemas at their top level beside the seeds' constants;
      // a page that imports only a constant should not carry the schemas nor zod. Building a
      // schema has no side effect, so an unused one can go.
      treeshake: {
        manualPureFunctions: ['z'],
        // src/shared holds constants, schemas and pure functions only (STYLE.md): importing one
        // of its modules runs nothing a page needs unless it uses what the module exports.
        moduleSideEffects: (id) => !/[\\/]src[\\/]shared[\\/]/.test(id),
        propertyReadSideEffects: false,
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // TanStack Query's parts that only signed-in pages use (mutations, infinite and
              // parallel queries, hydration) stay with those pages.
              test: (id) =>
                /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query)|tailwind-merge|clsx|class-variance-authority)[\\/]/.test(
                  id,
                ) &&
                !/[\\/](?:useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|useQueries|queriesObserver|HydrationBoundary|hydration)\.js$/.test(
                  id,
                ),
            },
            // Everything else the app imports statically (its providers, router, error boundary,
            // the button and icons they use) in one chunk beside the framework: every page loads
            // it anyway, and a file each would cost a round trip each. Not the page's entry:
            // it stays a file of its own, to run before the rest.
            // Vite's helper for dynamic imports, which both the entry and the app call: in the
            // app's chunk, it would make the entry import the whole app statically.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !PAGE_ENTRY.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/logout': 'http://localhost:3000',
    },
  },
});
