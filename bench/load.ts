/**
 * Concurrent load for `npm run bench`: the server keeps this process, the load generator runs
 * in another (bench/load-client.ts). On a machine of two or more CPUs each gets one of its
 * own (taskset, from util-linux): this process the first, the client the second. Sharing
 * cores, the client's work and both processes' garbage-collection helpers took turns with the
 * server's thread, and those turns, not the server, set the 50-connection tail (decision 055).
 */
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
};
export type LoadFigures = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

const CLIENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-client.ts');
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
