import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { allE2EServers, ROOT, spawnServer, type E2EServer } from './server';

/**
 * Reuses the build when it is fresh (building what is stale), then starts one server per
 * worker on an empty installation and keeps each one's setup link.
 */
export default async function globalSetup() {
  execFileSync(process.execPath, ['scripts/fresh-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  await Promise.all(allE2EServers().map(startEmpty));
}

async function startEmpty(server: E2EServer) {
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  fs.mkdirSync(server.dataDir, { recursive: true });
  fs.rmSync(server.setupLinkFile, { force: true });
  if (server.databaseUrl) await recreateDatabase(server.databaseUrl);

  const child = spawnServer(server);
  const link = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`server ${server.index} did not print a setup link:\n${output}`)),
      90_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/https?:\/\/\S+\/setup\?token=[\w-]+/);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    child.on('exit', (code) =>
      reject(new Error(`server ${server.index} exited (${code}):\n${output}`)),
    );
  });
  child.stdout!.resume();
  child.unref();
  fs.writeFileSync(server.setupLinkFile, link);
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
