/**
 * The real server process the attack suite runs against, started like `npm start` on a
 * fresh DATA_DIR (PGlite) or a fresh PostgreSQL database, and killed with SIGKILL when asked.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

export const ROOT = path.resolve(import.meta.dirname, '../..');

export type Leg = {
  name: 'pglite' | 'postgres';
  dataDir: string;
  /** Set on the PostgreSQL leg: a database of its own, dropped afterwards. */
  databaseUrl: string;
};

export type ServerOptions = { rateLimits: boolean };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export class ServerProcess {
  private child: ChildProcess | undefined;
  private output = '';
  readonly logFile: string;
  setupLink: string | undefined;

  constructor(
    readonly leg: Leg,
    readonly port: number,
  ) {
    this.logFile = path.join(leg.dataDir, '..', `${path.basename(leg.dataDir)}-server.log`);
  }

  get baseUrl() {
    return `http://localhost:${this.port}`;
  }

  get env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.leg.dataDir,
      DATABASE_URL: this.leg.databaseUrl,
      APP_URL: this.baseUrl,
      AUTH_SECRET: 'security-suite-secret-0123456789abcdef0123',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: '',
      // As `npm start` runs by default: the SSRF family checks that nothing local is reachable.
      WEBHOOK_ALLOW_LOCAL_HTTP: '',
    };
  }

  /** Starts the server and waits until /healthz answers (and the setup link, on an empty database). */
  async start(opts: ServerOptions, expectSetupLink: boolean) {
    fs.mkdirSync(this.leg.dataDir, { recursive: true });
    this.output = '';
    this.setupLink = undefined;
    const log = fs.openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: { ...this.env, RATE_LIMITS: opts.rateLimits ? 'on' : 'off' },
      stdio: ['ignore', 'pipe', log],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      fs.appendFileSync(this.logFile, text);
      if (this.output.length < 100_000) this.output += text;
      const match = this.output.match(/https?:\/\/\S+\/setup\?token=[\w-]+/);
      if (match) this.setupLink = match[0];
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(
          `the server exited (${child.exitCode}) while starting; see ${this.logFile}:\n${this.tail()}`,
        );
      }
      if (Date.now() > deadline)
        throw new Error(`the server did not start in 90 s; see ${this.logFile}`);
      const healthy = await fetch(`${this.baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (healthy && (!expectSetupLink || this.setupLink)) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  tail() {
    try {
      return fs.readFileSync(this.logFile, 'utf8').slice(-3000);
    } catch {
      return this.output.slice(-3000);
    }
  }

  get alive() {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  /** SIGKILL: no shutdown hook runs, the lock file and the database are left as a crash leaves them. */
  async kill9() {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  /** A graceful stop (SIGTERM), then SIGKILL if it hangs. */
  async stop() {
    const child = this.child;
    if (!child || !this.alive) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  /** The e-mails sent to `to`, read with the product's CLI as an operator would. */
  async outbox(to: string): Promise<{ to: string; subject: string; links: string[] }[]> {
    const { stdout } = await execFileAsync(
      process.execPath,
      ['bin/stratagent.mjs', 'outbox', '--to', to, '--json'],
      { cwd: ROOT, env: this.env, maxBuffer: 20 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as { to: string; subject: string; links: string[] }[];
  }

  /** The first link of the newest e-mail to `to` whose subject matches. */
  async latestLink(to: string, subject: RegExp): Promise<string> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mail = (await this.outbox(to)).find((m) => subject.test(m.subject));
      if (mail?.links[0]) return mail.links[0];
      if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${subject} arrived`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

export function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(5432, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const adminUrl = () =>
  process.env.SECURITY_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
}
