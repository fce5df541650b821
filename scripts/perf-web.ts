/**
 * `npm run perf:web`: web vitals of the production build as a visitor on a mid-range phone
 * would meet them. Starts the real server on a fresh embedded database with the demo loaded,
 * then loads each page cold (the cache off) in a headless Chromium tab with 4× CPU throttling
 * and DevTools' "Fast 4G" network profile, and prints the median of five loads: LCP, CLS, the
 * JavaScript transferred and the HTML's first byte, with how many of the loads the server
 * rendered. A page that misses a target is measured once more; exits 1 when it misses again.
 *
 *   npm run perf:web                 builds dist/web first when it is missing
 *   PERF_PORT=4300 npm run perf:web  another port (default 4210)
 *   PERF_WEB_ENFORCE=cls npm run perf:web
 *                                    fail only on the targets named (lcp, cls; default
 *                                    both); a miss of another target is still printed
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_DIST = path.join(ROOT, 'dist/web');
const PORT = Number(process.env.PERF_PORT ?? 4210);
const BASE = `http://localhost:${PORT}`;
const LOADS = 5;
const TARGET_LCP_MS = 1000;
const TARGET_CLS = 0.05;
const TARGETS = ['lcp', 'cls'] as const;
const ENFORCED = new Set(
  (process.env.PERF_WEB_ENFORCE ?? TARGETS.join(','))
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => (TARGETS as readonly string[]).includes(name)),
);
/** The whole run, build included, stays inside CI's time box. */
const DEADLINE_MS = 420_000;

// Chrome DevTools' "Fast 4G" preset (its throttling presets scale the nominal figures).
const FAST_4G = {
  offline: false,
  latency: 60 * 2.75,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;

type Vitals = {
  lcp: number;
  lcpElement: string;
  cls: number;
  jsBytes: number;
  jsCount: number;
  /** When the HTML's first byte arrived, and whether it carried the page's markup. */
  ttfb: number;
  rendered: boolean;
};
type PageCase = { name: string; path: string; signedIn: boolean };

const execFileAsync = promisify(execFile);
let server: ChildProcess | undefined;
let dataDir: string | undefined;

/** Stops the server this run started, then removes its data directory. */
async function stopServer() {
  const running = server;
  server = undefined;
  if (running && running.exitCode === null && running.signalCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

async function buildIfMissing() {
  if (fs.existsSync(path.join(WEB_DIST, 'index.html'))) return;
  console.log('Building the web app (dist/web is missing)…');
  await execFileAsync('npx', ['vite', 'build'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
}

function serverEnv() {
  return {
    ...process.env,
    DATA_DIR: dataDir!,
    PORT: String(PORT),
    DATABASE_URL: '',
    APP_URL: BASE,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  };
}

async function startServer() {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-web-'));
  // What `npm start` runs: the server bundle (built here when it is older than its sources).
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: serverEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server.on('exit', (code) => {
    if (code && code !== 0) console.error(`The server exited with code ${code}.`);
  });
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error('The server did not start.');
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error('The server did not answer /healthz within 30 s.');
}

async function loadDemo(): Promise<{ email: string; password: string }> {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['bin/stratagent.mjs', 'demo', '--json'],
    { cwd: ROOT, env: serverEnv() },
  );
  const { accounts } = JSON.parse(stdout) as {
    accounts: { type: string; role?: string; email: string; password: string }[];
  };
  const owner = accounts.find((a) => a.type === 'SME' && !a.role);
  if (!owner) throw new Error('The demo has no SME owner.');
  return owner;
}

async function signIn(context: BrowserContext, owner: { email: string; password: string }) {
  const res = await context.request.post(`${BASE}/api/auth/sign-in/email`, {
    headers: { origin: BASE },
    data: { email: owner.email, password: owner.password },
  });
  if (!res.ok()) throw new Error(`Signing in as the demo owner answered ${res.status()}.`);
  const outputs = await context.request.get(`${BASE}/api/v1/outputs`);
  const { data } = (await outputs.json()) as { data: { id: string; title: string }[] };
  // The same output in every run: the demo saves its outputs together, so their order by date
  // is not fixed, and outputs of different kinds paint differently.
  const [first] = data.sort((a, b) => a.title.localeCompare(b.title));
  if (!first) throw new Error('The demo owner has no output to open.');
  return first.id;
}

/** The page is settled once nothing was added to it, fetched or painted for this long. */
const QUIET_MS = 1500;
const SETTLE_LIMIT_MS = 12_000;

type PageVitals = { lcp: number; lcpElement: string; cls: number; lastChange: number };

/**
 * Runs in the page before its own scripts: LCP is the last candidate reported; CLS sums
 * shifts without recent input in session windows (gap < 1 s, window ≤ 5 s) and keeps the
 * largest window, as the web-vitals library does. `lastChange` tells when the page last
 * fetched, painted or changed its DOM, for deciding it has settled. No named inner
 * functions: tsx would wrap them in a helper that does not exist in the page.
 */
function observeVitals() {
  const vitals: PageVitals = { lcp: 0, lcpElement: '', cls: 0, lastChange: 0 };
  (window as unknown as { __vitals: PageVitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) {
      vitals.lcp = last.startTime;
      // What to look at when the LCP is late: the element, and the start of its text.
      const element = (last as PerformanceEntry & { element: Element | null }).element;
      const text = element?.textContent?.trim().slice(0, 24) ?? '';
      vitals.lcpElement = element ? `${element.tagName.toLowerCase()} "${text}"` : '';
    }
    vitals.lastChange = performance.now();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver(() => {
    vitals.lastChange = performance.now();
  }).observe({ type: 'resource', buffered: true });
  new MutationObserver(() => {
    vitals.lastChange = performance.now();
  }).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  let windowValue = 0;
  let windowStart = 0;
  let previous = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (entry.hadRecentInput) continue;
      const joins = windowValue > 0 && entry.startTime - previous < 1000;
      const fits = entry.startTime - windowStart < 5000;
      if (joins && fits) windowValue += entry.value;
      else {
        windowValue = entry.value;
        windowStart = entry.startTime;
      }
      previous = entry.startTime;
      vitals.cls = Math.max(vitals.cls, windowValue);
    }
    vitals.lastChange = performance.now();
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * One browser tab, set up as a visitor's phone: the cache off (every load is cold), DevTools'
 * "Fast 4G" and a 4× slower CPU. Its first navigation, to an answer with no page in it, starts
 * the tab's renderer process: a visitor's tab has one already, and starting it (a few hundred
 * milliseconds of CPU on this machine, beside a server rendering the page) is no part of the
 * page's load.
 */
async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${BASE}/healthz`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(observeVitals);
  return page;
}

/** How long the tab rests on a blank page between loads, so one load's work ends before the next. */
const BETWEEN_LOADS_MS = 300;

/** One cold load of `url` in `page`, after a blank page has replaced the previous one. */
async function measure(page: Page, url: string): Promise<Vitals> {
  await page.goto('about:blank');
  await sleep(BETWEEN_LOADS_MS);
  const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  // The server renders these pages, unless it gave up (past 1 s) and left them to the browser.
  const rendered = (await response?.text())?.includes('<div id="root" inert>') ?? false;
  // The session, the page's chunks and data, and the paints they cause come after `load`.
  const loaded = Date.now();
  while (Date.now() - loaded < SETTLE_LIMIT_MS) {
    const quiet = await page.evaluate(
      () => performance.now() - (window as unknown as { __vitals: PageVitals }).__vitals.lastChange,
    );
    if (quiet >= QUIET_MS) break;
    await sleep(250);
  }
  const vitals = await page.evaluate(() => {
    const { lcp, lcpElement, cls } = (window as unknown as { __vitals: PageVitals }).__vitals;
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const scripts = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter((r) => new URL(r.name).pathname.endsWith('.js'));
    return {
      lcp,
      lcpElement,
      cls,
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize || r.encodedBodySize), 0),
      jsCount: scripts.length,
      ttfb: navigation?.responseStart ?? 0,
    };
  });
  return { ...vitals, rendered };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The medians of LOADS cold loads of one page, and the targets they miss. */
async function measurePage(context: BrowserContext, url: string) {
  const page = await openTab(context);
  const runs: Vitals[] = [];
  try {
    for (let i = 0; i < LOADS; i++) runs.push(await measure(page, url));
  } finally {
    await page.close();
  }
  const lcp = median(runs.map((r) => r.lcp));
  const cls = median(runs.map((r) => r.cls));
  return {
    lcp,
    lcpElement: runs.find((r) => r.lcp === lcp)?.lcpElement ?? '',
    cls,
    jsBytes: median(runs.map((r) => r.jsBytes)),
    jsCount: median(runs.map((r) => r.jsCount)),
    ttfb: median(runs.map((r) => r.ttfb)),
    rendered: runs.filter((r) => r.rendered).length,
    misses: [lcp > TARGET_LCP_MS ? 'lcp' : '', cls > TARGET_CLS ? 'cls' : ''].filter(Boolean),
  };
}

async function main() {
  const started = Date.now();
  await buildIfMissing();
  await startServer();
  const owner = await loadDemo();

  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(chromiumLaunchOptions);
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const member = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const outputId = await signIn(member, owner);
    const pages: PageCase[] = [
      { name: '/', path: '/', signedIn: false },
      { name: '/login', path: '/login', signedIn: false },
      { name: '/dashboard', path: '/dashboard', signedIn: true },
      { name: '/campaigns', path: '/campaigns', signedIn: true },
      { name: '/outputs/{id}', path: `/outputs/${outputId}`, signedIn: true },
    ];

    console.log(
      `\nMedian of ${LOADS} cold loads, ${CPU_SLOWDOWN}× CPU slowdown, Fast 4G ` +
        `(${FAST_4G.latency} ms, ${Math.round((FAST_4G.downloadThroughput * 8) / 1e5) / 10} Mbit/s down)\n`,
    );
    console.log(
      'page'.padEnd(16),
      'LCP ms'.padStart(8),
      'CLS'.padStart(7),
      'JS KB'.padStart(8),
      'files'.padStart(6),
      'TTFB ms'.padStart(8),
      'rendered'.padStart(9),
      '  LCP element'.padEnd(36),
      `targets LCP ≤ ${TARGET_LCP_MS} ms, CLS ≤ ${TARGET_CLS}`,
    );
    let missed = 0;
    for (const p of pages) {
      const context = p.signedIn ? member : visitor;
      let result = await measurePage(context, `${BASE}${p.path}`);
      let again = false;
      // The machine may be shared (a CI job beside other work): a page that misses an enforced
      // target is measured once more, and only a second miss fails the run.
      if (result.misses.some((name) => ENFORCED.has(name))) {
        again = true;
        result = await measurePage(context, `${BASE}${p.path}`);
      }
      const { lcp, lcpElement, cls, jsBytes, jsCount, ttfb, rendered, misses } = result;
      const verdict = misses.map(
        (name) => `${name.toUpperCase()} over target${ENFORCED.has(name) ? '' : ' (not enforced)'}`,
      );
      if (misses.some((name) => ENFORCED.has(name))) missed++;
      console.log(
        p.name.padEnd(16),
        lcp.toFixed(0).padStart(8),
        cls.toFixed(3).padStart(7),
        (jsBytes / 1024).toFixed(0).padStart(8),
        String(jsCount).padStart(6),
        ttfb.toFixed(0).padStart(8),
        `${rendered}/${LOADS}`.padStart(9),
        `  ${lcpElement}`.padEnd(36),
        (verdict.length ? verdict.join(', ') : 'ok') + (again ? ' (measured twice)' : ''),
      );
    }
    console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s in all.`);
    if (ENFORCED.size < TARGETS.length)
      console.log(`Enforced targets: ${[...ENFORCED].join(', ') || 'none'} (PERF_WEB_ENFORCE).`);
    return missed ? 1 : 0;
  } finally {
    await browser?.close();
  }
}

const finish = (code: number) => void stopServer().finally(() => process.exit(code));
const deadline = setTimeout(() => {
  console.error(`perf:web did not finish within ${DEADLINE_MS / 1000} s.`);
  finish(1);
}, DEADLINE_MS);
process.on('SIGINT', () => finish(130));
process.on('SIGTERM', () => finish(143));

main().then(
  (code) => {
    clearTimeout(deadline);
    finish(code);
  },
  (error: unknown) => {
    clearTimeout(deadline);
    console.error(error instanceof Error ? error.message : error);
    finish(1);
  },
);
