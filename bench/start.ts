/**
 * `tsx bench/start.ts`: how long `npm start` takes to give its first answer on an existing
 * data directory (issue 10, point 6), next to what a bare `node -e ""` costs on this machine
 * in the same run.
 *
 * A fresh data directory is prepared by one start (migrations, and the web build when it is
 * out of date) and a stop; then RUNS starts each measure the time from spawning
 * `node scripts/start.mjs` to the first 200 of /healthz, and RUNS bare node starts measure
 * spawn to exit. The table shows the medians; the target is the start's median less bare
 * node's ≤ 2 s. Exit 1 when it is missed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const TARGET_MS = 2_000;
const PREPARE_TIMEOUT_MS = 600_000;
const START_TIMEOUT_MS = 60_000;
const POLL_MS = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const now = () => performance.now();

/** A port nothing listens on now (BENCH_START_PORT when set). */
async function freePort(): Promise<number> {
  if (process.env.BENCH_START_PORT) return Number(process.env.BENCH_START_PORT);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', timeout: 1_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server and resolves with the milliseconds from spawn to the first 200. */
async function startOnce(dataDir: string, port: number, timeoutMs: number) {
  const began = now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (!(await healthy(port))) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (now() - began > timeoutMs)
        throw new Error(`no answer on port ${port} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return now() - began;
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

async function bareNode() {
  const began = now();
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await exited(child);
  return now() - began;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratagent-start-'));
  const port = await freePort();
  try {
    const prepare = await startOnce(dataDir, port, PREPARE_TIMEOUT_MS);
    console.log(`prepared ${dataDir} (first start: ${(prepare / 1000).toFixed(1)} s)`);
    const starts: number[] = [];
    const nodes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      starts.push(await startOnce(dataDir, port, START_TIMEOUT_MS));
      nodes.push(await bareNode());
    }
    const start = median(starts);
    const node = median(nodes);
    const net = start - node;
    const ok = net <= TARGET_MS;
    console.log('\n| measure | median | runs |');
    console.log('|---|---:|---|');
    console.log(
      `| bare \`node -e ""\` | ${node.toFixed(0)} ms | ${nodes.map((v) => v.toFixed(0)).join(', ')} |`,
    );
    console.log(
      `| \`npm start\` to first /healthz 200 | ${start.toFixed(0)} ms | ${starts.map((v) => v.toFixed(0)).join(', ')} |`,
    );
    console.log(
      `| start less bare node (target ≤ ${TARGET_MS} ms) | ${net.toFixed(0)} ms ${ok ? 'ok' : 'MISSED'} | |`,
    );
    return ok ? 0 : 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
