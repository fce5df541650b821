import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { E2E_DATABASE_URL, E2E_DATA_DIR, ROOT, SETUP_LINK_FILE, spawnServer } from './server';

/** Builds the web app, starts the server on an empty database and keeps its setup link. */
export default async function globalSetup() {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (E2E_DATABASE_URL) await recreateDatabase(E2E_DATABASE_URL);

  const server = spawnServer();

  const link = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`server did not print a setup link:\n${output}`)),
      60_000,
    );
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/https?:\/\/\S+\/setup\?token=[\w-]+/);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  server.stdout!.resume();
  server.unref();
  fs.writeFileSync(SETUP_LINK_FILE, link);
}

/** The journey starts from an empty installation: drop and create the PostgreSQL database. */
async function recreateDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}
