/**
 * Concurrent load for `npm run bench`: the server keeps this process, the load generator runs
 * in another (bench/load-client.ts). On a machine of two or more CPUs each gets one of its
 * own (taskset, from util-linux): this process the first, the client the second. Sharing
 * cores, the client's work and both processes' garbage-collection helpers took turns with the
 * server's thread, and those turns, not the server, set the 50-connection tail (decision 055).
 * The bare reference server (reference-server.ts) runs here too, on the server's CPU.
 */
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
};
export type LoadFigures = {
  rps: number;
  /** Milliseconds, to the microsecond. */
  p50: number;
  p99: number;
  /** 2xx answers received, the warm-up run's included: the server spent its CPU time on both. */
  answers: number;
  non2xx: number;
  errors: number;
};

/** The q-quantile of ascending `sorted` (NaN when empty). */
export const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CLIENT = path.join(HERE, 'load-client.ts');
const REFERENCE = path.join(HERE, 'reference-server.ts');
const SERVER_CPU = '0';
const CLIENT_CPU = '1';

const hasTaskset = () => {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * Pins this process (every thread of it, and those it starts later) to the first CPU, and
 * says whether clients will get the second. False, and nothing pinned, on one CPU or
 * without taskset.
 */
export function pinServer(): boolean {
  if (os.availableParallelism() < 2 || !hasTaskset()) return false;
  execFileSync('taskset', ['-a', '-c', '-p', SERVER_CPU, String(process.pid)], {
    stdio: 'ignore',
  });
  return true;
}

/** One autocannon run from the client process, on the second CPU when `pinned`. */
export function runLoad(options: LoadOptions, pinned: boolean): Promise<LoadFigures> {
  const node = [process.execPath, '--import', 'tsx', CLIENT, JSON.stringify(options)];
  const [command, ...args] = pinned ? ['taskset', '-c', CLIENT_CPU, ...node] : node;
  return new Promise((resolve, reject) => {
    const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load client exited with ${code}`));
      try {
        resolve(JSON.parse(out) as LoadFigures);
      } catch {
        reject(new Error(`the load client printed no figures: ${out.slice(0, 200)}`));
      }
    });
  });
}

export type ServerCpu = { micros: number; answers: number };

/** Headers that belong to one connection or one moment, not to an answer. */
const OF_THE_CONNECTION = new Set(['connection', 'date', 'keep-alive', 'transfer-encoding']);

/** One answer as it went over the wire: its headers and its bytes, still encoded. */
function rawAnswer(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (!OF_THE_CONNECTION.has(name) && value !== undefined) {
              kept[name] = Array.isArray(value) ? value.join(', ') : value;
            }
          }
          resolve({ headers: kept, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/**
 * Starts the bare reference server (reference-server.ts) in a child process. Started after
 * pinServer(), it inherits the server's CPU. `replay(url, headers)` fetches the answer at
 * `url` and returns the reference's URL that sends it again (`?burn=<µs>` to burn CPU time
 * before each answer).
 */
export async function startReferenceServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', REFERENCE], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the reference server exited with ${code}`)));
    child.stdout.setEncoding('utf8').once('data', (line: string) => {
      resolve(`http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`);
    });
  });
  return {
    replay: async (url: string, headers: Record<string, string>) => {
      const answer = await rawAnswer(url, headers);
      const kept = await fetch(`${base}/answers`, {
        method: 'POST',
        body: JSON.stringify({ headers: answer.headers, body: answer.body.toString('base64') }),
      });
      return `${base}/answers/${((await kept.json()) as { id: number }).id}`;
    },
    /** The reference's CPU time so far (µs, every thread) and the answers it has sent. */
    cpu: async () => (await (await fetch(`${base}/cpu`)).json()) as ServerCpu,
    stop: () => child.kill('SIGTERM'),
  };
}
