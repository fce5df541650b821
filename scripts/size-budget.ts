/**
 * `npm run size`: the JavaScript each budgeted route loads before its first paint, gzipped,
 * against its budget (scripts/perf-budgets.ts). Read from the build's manifest: the entries
 * (the page's and the app's) and the route's lazy modules, each with the chunks it imports statically, transitively (what the
 * browser fetches, modulepreloaded or not, before it can render the page). Builds first when
 * there is no build. Exits 1 when a route is over its budget.
 *
 * `npm run size -- <outDir>` reads another build (default dist/web). `SIZE_CHUNKS=1 npm run size`
 * also lists each route's chunks, largest first: diffing two builds' lists shows what a page
 * grew by (a `schemas-*.js` there is zod's).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { KB, ROUTE_BUDGETS } from './perf-budgets';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist/web'));
const manifestPath = path.join(outDir, '.vite/manifest.json');

if (!fs.existsSync(manifestPath)) {
  console.log(`No build in ${path.relative(process.cwd(), outDir) || '.'}: building the web app…`);
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), build: { outDir } });
}

const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
// The page's entry (index.html) and the app it starts (boot.tsx): every page loads both.
const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
if (entryKeys.length === 0) throw new Error(`${manifestPath} names no entry chunk`);

/** The module's chunk and every chunk it imports statically, transitively, as output files. */
function staticClosure(key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest: is it still lazily loaded?`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
}

const gzipBytes = new Map<string, number>();
function gzipSize(file: string) {
  let size = gzipBytes.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
    gzipBytes.set(file, size);
  }
  return size;
}

const rows = ROUTE_BUDGETS.map(({ route, modules, maxGzipKb }) => {
  const files = new Set<string>();
  for (const key of [...entryKeys, ...modules]) staticClosure(key, files);
  const kb = [...files].reduce((sum, file) => sum + gzipSize(file), 0) / KB;
  if (process.env.SIZE_CHUNKS) {
    console.log(`${route}: ${files.size} chunks`);
    for (const file of [...files].sort((a, b) => gzipSize(b) - gzipSize(a)))
      console.log(`${(gzipSize(file) / KB).toFixed(1).padStart(8)} KB  ${file}`);
  }
  return { route, chunks: files.size, kb, maxGzipKb, ok: kb <= maxGzipKb };
});

console.log('JavaScript before first paint (gzip -9)');
console.table(
  rows.map(({ route, chunks, kb, maxGzipKb, ok }) => ({
    route,
    chunks,
    'KB gz': Number(kb.toFixed(1)),
    budget: maxGzipKb,
    result: ok ? 'ok' : 'OVER',
  })),
);
if (rows.some((row) => !row.ok)) {
  console.error('A route is over its JavaScript budget (scripts/perf-budgets.ts).');
  process.exit(1);
}
