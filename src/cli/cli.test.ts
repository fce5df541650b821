/**
 * The real `bin/stratagent.mjs`, run as a user runs it: on its own embedded database in a
 * temporary DATA_DIR, or (on the PostgreSQL leg) on a fresh PostgreSQL database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readLock } from '../server/db/data-dir-lock';
import { withDatabase } from '../server/testing/global-setup';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = path.join(ROOT, 'bin/stratagent.mjs');
const PG_URL = process.env.TEST_DATABASE_URL;

type Run = { code: number | null; stdout: string; stderr: string };

function run(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    // Started from another directory: the bin must find the repo on its own.
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: os.tmpdir(),
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The port a starting server publishes into the lock file once it listens. */
async function waitForPort(
  dataDir: string,
  server: ChildProcess,
  log: () => string,
): Promise<number> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline && server.exitCode === null) {
    const port = readLock(dataDir)?.port;
    if (port) return port;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not start:\n${log()}`);
}

describe('npx stratagent', { timeout: 90_000 }, () => {
  let dataDir: string;
  let env: Record<string, string>;
  let pgDatabase: string | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratagent-cli-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '', PORT: '3999', APP_URL: '', LOG_LEVEL: 'info' };
    if (PG_URL) {
      pgDatabase = `stratagent_tcli${crypto.randomBytes(3).toString('hex')}_${process.ppid}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${pgDatabase} TEMPLATE ${inject('pgTemplate')}`);
      await admin.end();
      env.DATABASE_URL = withDatabase(PG_URL, pgDatabase);
    }
  });

  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pgDatabase && PG_URL) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('invites an e-mail, and the outbox shows the invitation with its sign-up link', async () => {
    const invite = await run(['invite', 'Dana@Example.com'], env);
    expect(invite.stderr).toBe('');
    expect(invite.code).toBe(0);
    expect(invite.stdout).toContain('Invited dana@example.com (SME)');

    const outbox = await run(['outbox', '--to', 'dana@example.com'], env);
    expect(outbox.code).toBe(0);
    expect(outbox.stdout).toContain('To:      dana@example.com');
    expect(outbox.stdout).toContain('Subject: Your invitation to Stratagent');
    expect(outbox.stdout).toMatch(
      /^ {2}http:\/\/localhost:3999\/signup\?email=dana%40example\.com&invite=[\w-]{43}$/m,
    );
    expect(outbox.stdout).not.toContain('"level"');
  });

  it('prints the outbox as JSON with --json, filtered and limited', async () => {
    expect((await run(['invite', 'erin@example.com', '--type', 'agency'], env)).code).toBe(0);

    const res = await run(['outbox', '--json', '--limit', '1'], env);
    expect(res.code).toBe(0);
    const entries = JSON.parse(res.stdout) as {
      to: string;
      subject: string;
      text: string;
      links: string[];
    }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      to: 'erin@example.com',
      subject: 'Your invitation to Stratagent',
    });
    // An operator's invitation: nobody asked, so nobody is thanked for a request.
    expect(entries[0]!.text).toContain("create your agency's workspace");
    expect(entries[0]!.text).not.toContain('request');
    expect(entries[0]!.links[0]).toContain('/signup?email=erin%40example.com');
    expect(entries[0]!.text).toContain('Create your account');

    const none = await run(['outbox', '--to', 'nobody@example.com'], env);
    expect(none.stdout.trim()).toBe('No e-mails to nobody@example.com.');
  });

  it('fails with a message when admin grant names an unknown user', async () => {
    const res = await run(['admin', 'grant', 'ghost@example.com'], env);
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe('No user has the e-mail ghost@example.com');
    expect(res.stdout).toBe('');
  });

  it('refuses a bad e-mail, a bad type and an unknown command', async () => {
    const email = await run(['invite', 'not-an-email'], env);
    expect(email.code).toBe(1);
    expect(email.stderr.trim()).toBe('Please enter a valid email address');

    const type = await run(['invite', 'a@example.com', '--type', 'ENTERPRISE'], env);
    expect(type.code).toBe(1);
    expect(type.stderr).toContain('--type must be SME or AGENCY');

    const unknown = await run(['frobnicate'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command: frobnicate');
    expect(unknown.stderr).toContain('Usage: npx stratagent');

    const help = await run(['--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('admin grant <email>');
  });

  describe.skipIf(Boolean(PG_URL))('while the server holds the embedded database', () => {
    let serverDir: string;
    let server: ChildProcess | undefined;
    let log = '';

    beforeAll(() => {
      serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratagent-cli-server-'));
    });
    afterAll(() => {
      if (server && server.exitCode === null) server.kill('SIGKILL');
      fs.rmSync(serverDir, { recursive: true, force: true });
    });

    it('goes through the server, and the server releases the lock on SIGTERM', async () => {
      const serverEnv = {
        DATA_DIR: serverDir,
        DATABASE_URL: '',
        PORT: '0',
        LOG_LEVEL: 'info',
        RATE_LIMITS: 'off',
      };
      server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...serverEnv },
      });
      server.stdout!.on('data', (d) => (log += d));
      server.stderr!.on('data', (d) => (log += d));

      const port = await waitForPort(serverDir, server, () => log);
      const invite = await run(['invite', 'frank@example.com'], serverEnv);
      expect(invite.stderr).toBe('');
      expect(invite.code).toBe(0);
      expect(log).toContain('"path":"/api/internal/cli"');

      const signup = await fetch(`http://127.0.0.1:${port}/api/v1/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'frank@example.com',
          password: 'Sup3rSecret!',
          confirmPassword: 'Sup3rSecret!',
          organizationName: 'Frank Films',
        }),
      });
      expect(signup.status).toBe(201);

      const grant = await run(['admin', 'grant', 'frank@example.com'], serverEnv);
      expect(grant.stdout.trim()).toBe('frank@example.com is now a platform admin.');

      const outbox = await run(['outbox', '--json'], serverEnv);
      expect((JSON.parse(outbox.stdout) as { to: string }[]).map((e) => e.to)).toContain(
        'frank@example.com',
      );
      expect(log.match(/"path":"\/api\/internal\/cli"/g)).toHaveLength(3);

      const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(fs.existsSync(path.join(serverDir, 'stratagent.lock'))).toBe(false);
    });
  });
});
