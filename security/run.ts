/**
 * `npm run test:security`: the attack suite of issue 7, against a real server process on a
 * fresh embedded database (PGlite), and on a fresh PostgreSQL database when one answers on
 * 127.0.0.1:5432. Prints one line per family (tried, refused, leaked/failed) and exits 1 on
 * any leak, 5xx, executed script, lost write or stall.
 *
 * XSS, fuzz and SSRF test rendering and validation, which no database changes, so they run on
 * PGlite only; isolation (RLS), durability (the WAL) and DoS (the rate-limit store) run on both.
 * SECURITY_FULL=1 runs every family on both databases (`.ci/run --full`).
 *
 * SECURITY_FAMILIES=isolation,fuzz,ssrf,xss,durability,dos picks families; SECURITY_LEGS=pglite,postgres
 * picks databases; SECURITY_KEEP=1 keeps the data directories in .tmp/security.
 *
 * The server runs as `npm start` runs it, from the build (made first when it is stale).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runDos } from './families/dos';
import { runDurability } from './families/durability';
import { runFuzz } from './families/fuzz';
import { runIsolation, type IsolationFixture } from './families/isolation';
import { runSsrf } from './families/ssrf';
import { runXss } from './families/xss';
import {
  createApiKey,
  firstTool,
  inviteOrganization,
  inviteTeammate,
  populate,
  populateAgency,
  setUpInstallation,
  unlockApiAccess,
  type Org,
} from './lib/fixture';
import { newResult, printResult, type FamilyResult } from './lib/report';
import {
  createDatabase,
  dropDatabase,
  freePort,
  postgresAnswers,
  ROOT,
  ServerProcess,
  type Leg,
} from './lib/server';

const FAMILIES = ['isolation', 'fuzz', 'ssrf', 'xss', 'durability', 'dos'] as const;
type Family = (typeof FAMILIES)[number];
/** The families whose outcome depends on the database: the only ones the PostgreSQL leg runs. */
const DATABASE_FAMILIES: readonly Family[] = ['isolation', 'durability', 'dos'];
const everyFamilyOnEveryLeg = process.env.SECURITY_FULL === '1';

const wanted = (process.env.SECURITY_FAMILIES ?? FAMILIES.join(','))
  .split(',')
  .map((f) => f.trim())
  .filter(Boolean) as Family[];
for (const f of wanted)
  if (!FAMILIES.includes(f))
    throw new Error(`Unknown family ${f}; choose from ${FAMILIES.join(', ')}`);

async function main() {
  const started = Date.now();
  execFileSync(process.execPath, ['scripts/fresh-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const legs: Leg['name'][] = process.env.SECURITY_LEGS
    ? (process.env.SECURITY_LEGS.split(',') as Leg['name'][])
    : (await postgresAnswers())
      ? ['pglite', 'postgres']
      : ['pglite'];
  if (!process.env.SECURITY_LEGS && !legs.includes('postgres')) {
    console.log('PostgreSQL: no server answers on 127.0.0.1:5432, PGlite only.');
  }

  const all: { leg: string; result: FamilyResult }[] = [];
  for (const name of legs) {
    const legStarted = Date.now();
    console.log(`\n=== ${name} ===`);
    const results = await runLeg(name);
    for (const result of results) all.push({ leg: name, result });
    console.log(`(${name}: ${Math.round((Date.now() - legStarted) / 1000)} s)`);
  }

  console.log('\n=== Summary ===');
  for (const { leg, result } of all) printResult(leg, { ...result, failures: [], notes: [] });
  const failed = all.filter((r) => r.result.failed > 0);
  console.log(
    failed.length
      ? `\n${failed.length} family run(s) failed (${Math.round((Date.now() - started) / 1000)} s).`
      : `\nAll families passed (${Math.round((Date.now() - started) / 1000)} s).`,
  );
  process.exit(failed.length ? 1 : 0);
}

async function runLeg(name: Leg['name']): Promise<FamilyResult[]> {
  const id = crypto.randomBytes(4).toString('hex');
  const baseDir = path.join(ROOT, '.tmp/security');
  const leg: Leg = { name, dataDir: path.join(baseDir, `${name}-${id}`), databaseUrl: '' };
  const dbName = `stratagent_sec_${id}`;
  if (name === 'postgres') leg.databaseUrl = await createDatabase(dbName);
  const server = new ServerProcess(leg, await freePort());
  const results: FamilyResult[] = [];
  const record = (r: FamilyResult) => {
    results.push(r);
    printResult(name, r);
  };
  const runs = (family: Family) =>
    wanted.includes(family) &&
    (name === 'pglite' || everyFamilyOnEveryLeg || DATABASE_FAMILIES.includes(family));
  const guard = async (family: Family, fn: () => Promise<FamilyResult>) => {
    if (!runs(family)) return;
    const t = Date.now();
    try {
      const r = await fn();
      r.notes.push(`${Math.round((Date.now() - t) / 1000)} s`);
      record(r);
    } catch (error) {
      const r = newResult(family);
      r.failed = 1;
      r.failures.push(`the family could not run: ${(error as Error).stack ?? String(error)}`);
      record(r);
    }
  };
  try {
    // Rate limits are off while the isolation and fuzz families send thousands of requests
    // from one address; the DoS family restarts the server with them on and checks they bite.
    await server.start({ rateLimits: false }, true);
    const setupStarted = Date.now();
    const a = await setUpInstallation(server, 'A');
    const admin = a.owner.client;
    const needsPair = runs('isolation');
    const isolation = needsPair ? await buildIsolationFixture(server, a) : undefined;
    console.log(`(fixture: ${Math.round((Date.now() - setupStarted) / 1000)} s)`);

    if (isolation) await guard('isolation', () => runIsolation(isolation));
    await guard('fuzz', async () => runFuzz(server, await inviteOrganization(server, admin, 'F')));
    await guard('ssrf', async () => runSsrf(await inviteOrganization(server, admin, 'S')));
    await guard('xss', async () => runXss(server, await inviteOrganization(server, admin, 'X')));
    await guard('durability', async () =>
      runDurability(server, await inviteOrganization(server, admin, 'D')),
    );
    await guard('dos', async () => {
      await server.stop();
      await server.start({ rateLimits: true }, false);
      return runDos(server, a);
    });
  } catch (error) {
    const r = newResult('set-up');
    r.failed = 1;
    r.failures.push(
      `${(error as Error).stack ?? String(error)}\n--- server log ---\n${server.tail()}`,
    );
    record(r);
  } finally {
    await server.kill9();
    if (process.env.SECURITY_KEEP !== '1') {
      fs.rmSync(leg.dataDir, { recursive: true, force: true });
      fs.rmSync(server.logFile, { force: true });
    }
    if (name === 'postgres')
      await dropDatabase(dbName).catch((e: Error) =>
        console.log(`could not drop ${dbName}: ${e.message}`),
      );
  }
  return results;
}

async function buildIsolationFixture(server: ServerProcess, a: Org): Promise<IsolationFixture> {
  const b = await inviteOrganization(server, a.owner.client, 'B');
  await Promise.all([populate(a), populate(b)]);
  const problems: string[] = [];
  const member = await inviteTeammate(server, a, 'marketing_manager', "A's manager");
  a.ids.member = member.userId;
  const viewer = await inviteTeammate(server, b, 'viewer', "B's viewer").catch((e: Error) => {
    problems.push(`B's owner could not give the read-only role viewer: ${e.message}`);
    return undefined;
  });
  await Promise.all([unlockApiAccess(a), unlockApiAccess(b)]);
  a.ids.apiKey = (await createApiKey(a, ['read', 'write'])).api_key.id;
  const readKey = await createApiKey(b, ['read']).catch((e: Error) => {
    problems.push(`B's owner could not create a read-scoped API key: ${e.message}`);
    return undefined;
  });
  if (readKey) b.ids.apiKey = readKey.api_key.id;
  // An agency with two clients, attacked from inside by a portal user and a member of one.
  const agency = await inviteOrganization(server, a.owner.client, 'G', 'AGENCY')
    .then((g) => populateAgency(server, g))
    .catch((e: Error) => {
      problems.push(`the agency with two clients could not be set up: ${e.message}`);
      return undefined;
    });
  return {
    baseUrl: server.baseUrl,
    victim: a,
    attacker: b,
    viewer: viewer?.client,
    readKey: readKey ? b.owner.client.withKey(readKey.key, "B's read key") : undefined,
    tool: await firstTool(a.owner.client, 'strategy'),
    agency,
    setupProblems: problems,
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
