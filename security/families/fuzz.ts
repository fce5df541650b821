/**
 * Fuzz: at least 10 000 requests generated from the OpenAPI schemas with a fixed seed (valid,
 * boundary and malformed: wrong types, huge strings, deep nesting, unicode, nulls, missing and
 * extra fields, bad path ids and query parameters), mostly as a signed-in owner, some
 * anonymously. No answer may be a 5xx or no answer at all, and /healthz must answer within
 * 100 ms afterwards.
 */
import { Client, type Answer } from '../lib/client';
import { populate, type Org } from '../lib/fixture';
import {
  fillPath,
  loadOperations,
  opName,
  randomValid,
  resourceOf,
  typesOf,
  type Operation,
  type Schema,
} from '../lib/openapi';
import { createRng, type Rng } from '../lib/prng';
import { clip, fail, newResult, type FamilyResult } from '../lib/report';
import type { ServerProcess } from '../lib/server';

export const FUZZ_SEED = Number(process.env.SECURITY_FUZZ_SEED ?? 0x5ec0de);
const REQUESTS = Number(process.env.SECURITY_FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 8;
const MAX_FUZZ_BODY = 900 * 1024;

/**
 * Starting a real agent run streams for seconds, and a connection test reaches a model
 * provider: these get a valid target rarely.
 */
const EXPENSIVE = /\/(runs|messages|retry|interview-insights|ai-model\/test)$/;
/** Deleting or demoting the fuzz organization's own rows would leave nothing valid to aim at. */
const DESTRUCTIVE = (op: Operation) => op.method === 'DELETE' || op.path.includes('/team/members/');

const BAD_IDS = [
  '',
  ' ',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '../../../etc/passwd',
  '..%2f..%2f',
  "' OR '1'='1",
  '1; DROP TABLE campaigns; --',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'constructor',
  '__proto__',
  'toString',
  '{{7*7}}',
  '${7*7}',
  '<script>alert(1)</script>',
  '😀😀😀',
  '\u202Egnp.exe',
  '\u0000',
  'a'.repeat(2000),
  'é'.repeat(300),
];

const WEIRD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u0000abc\u0000',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(50),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\u202E\u202D\u200B\uFEFF',
  'ﷺ'.repeat(100),
  'Z̸̢̛̤͉̹̭͔̬̻̗̳̜̝̻̖̻̗̼͚̟̹̓̈́̀͑͐͗̂̔̍̾́̅͘͘͝',
  '<script>window.__xss=1</script>',
  "'; DROP TABLE users; --",
  '%s%s%s%n',
  '../../../../etc/passwd',
  '{{constructor.constructor("return 1")()}}',
  '\\',
  '"',
  '\r\n\r\nX-Injected: 1',
  '1e309',
  '-0',
  'true',
  'null',
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
  '.-'.repeat(3000) + 'a',
  'a'.repeat(70_000),
  'x'.repeat(300),
];

type Built = {
  identity: 'owner' | 'anonymous';
  method: string;
  url: string;
  body?: BodyInit;
  headers: Record<string, string>;
  label: string;
};

export async function runFuzz(server: ServerProcess, org: Org): Promise<FamilyResult> {
  const result = newResult('fuzz');
  await populate(org);
  const owner = org.owner.client;
  const anonymous = Client.anonymous(server.baseUrl);
  const { operations, resolve } = await loadOperations(anonymous);
  // better-auth's own routes are not in the document; they take untrusted JSON too.
  const extra: Operation[] = [
    {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      parameters: [],
      bodyType: 'json',
      bodySchema: {
        type: 'object',
        properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
        required: ['email', 'password'],
      },
      permission: 'public',
    },
    {
      method: 'POST',
      path: '/api/auth/request-password-reset',
      parameters: [],
      bodyType: 'json',
      bodySchema: {
        type: 'object',
        properties: { email: { type: 'string', format: 'email' }, redirectTo: { type: 'string' } },
        required: ['email'],
      },
      permission: 'public',
    },
  ];
  const all = [...operations, ...extra];
  const namedFor = (rng: Rng) => (name: string, schema: Schema) => {
    if (name === 'campaign_id' || name === 'p_campaign_id') return org.ids.campaign;
    if (name === 'session_id') return org.ids.session;
    if (name === 'document_ids[]') return org.ids.document;
    if (name === 'output_ids[]') return org.ids.output;
    if (name === 'p_org_id') return org.orgId;
    if (name === 'p_user_id') return org.owner.userId;
    if (name === 'email' && schema.type === 'string')
      return `fuzz-${rng.int(0, 1e9)}@security.test`;
    return undefined;
  };

  const build = (index: number): Built => {
    const rng = createRng((FUZZ_SEED ^ Math.imul(index + 1, 2654435761)) >>> 0);
    const named = namedFor(rng);
    const op = rng.pick(all);
    const identity = rng.chance(0.12) ? 'anonymous' : 'owner';
    const expensive = EXPENSIVE.test(op.path);
    const params: Record<string, string> = {};
    let rawPath = false;
    for (const p of op.parameters.filter((x) => x.in === 'path')) {
      const resource = resourceOf(op.path, p.name);
      const own =
        resource === 'member' ? org.owner.userId : resource ? org.ids[resource] : undefined;
      const validChance = DESTRUCTIVE(op) ? 0 : expensive ? 0.05 : 0.45;
      if (op.path.endsWith('/rpc/{name}') && rng.chance(0.6)) {
        params[p.name] = rng.pick([
          'get_campaigns_list',
          'get_campaign_details',
          'update_campaign',
          'get_user_roles',
          'get_dashboard_metrics_cached',
          'check_onboarding_status',
        ]);
      } else if (own && rng.chance(validChance)) params[p.name] = own;
      else if (rng.chance(0.05)) {
        rawPath = true;
        params[p.name] = rng.pick(['%', '%zz', '%E0%A4%A', '..', '.', '%2e%2e', '%00']);
      } else params[p.name] = rng.pick(BAD_IDS);
    }
    let url = rawPath
      ? op.path.replace(/\{(\w+)\}/g, (_, n: string) => params[n] ?? '')
      : fillPath(op.path, params);
    const query = buildQuery(op, rng);
    if (query) url += `?${query}`;

    const headers: Record<string, string> = {};
    let body: BodyInit | undefined;
    const mode = expensive
      ? rng.chance(0.9)
        ? 'malformed'
        : 'valid'
      : rng.pick(['valid', 'valid', 'boundary', 'malformed', 'malformed', 'malformed']);
    if (
      op.bodyType === 'json' ||
      (op.bodyType === undefined && op.method !== 'GET' && rng.chance(0.3))
    ) {
      const schema = op.bodySchema ?? { type: 'object' };
      const valid = () => randomValid(schema, resolve, rng, named);
      let value: unknown;
      if (mode === 'valid') value = valid();
      else if (mode === 'boundary') value = boundary(schema, resolve, rng, valid());
      else {
        const raw = malformedJson(rng, valid(), schema, resolve);
        if (typeof raw === 'string') {
          body = raw;
          headers['content-type'] = rng.chance(0.8)
            ? 'application/json'
            : rng.pick([
                'text/plain',
                'application/x-www-form-urlencoded',
                'application/json; charset=utf-16',
                '',
              ]);
        } else value = raw.value;
      }
      if (body === undefined) {
        body = JSON.stringify(value);
        headers['content-type'] = 'application/json';
      }
    } else if (op.bodyType === 'multipart') {
      const built = multipart(rng, org, mode);
      body = built.body;
      if (built.contentType) headers['content-type'] = built.contentType;
    } else if (op.bodyType === 'csv') {
      body = csv(rng, mode);
      headers['content-type'] = rng.chance(0.85)
        ? 'text/csv'
        : rng.pick(['application/json', 'text/plain', 'multipart/form-data']);
    }
    // Bodies over the 1 MB limit belong to the DoS family, which reads their refusal on a
    // connection of its own: here they would only close pooled connections under other requests.
    if (typeof body === 'string' && Buffer.byteLength(body) > MAX_FUZZ_BODY)
      body = body.slice(0, MAX_FUZZ_BODY / 4);
    return { identity, method: op.method, url, body, headers, label: `${opName(op)} [${mode}]` };
  };

  const failures: string[] = [];
  const spent = new Map<string, number>();
  let closedUnder = 0;
  let next = 0;
  let networkErrorsInARow = 0;
  let aborted = false;
  const lane = async () => {
    while (!aborted) {
      const index = next++;
      if (index >= REQUESTS) return;
      const r = build(index);
      const client = r.identity === 'owner' ? owner : anonymous;
      const send = () =>
        client.request(r.method, r.url, {
          body: r.body,
          headers: r.headers,
          timeoutMs: EXPENSIVE.test(r.url.split('?')[0]!) ? 60_000 : 15_000,
        });
      let answer: Answer = await send();
      // A pooled keep-alive connection the server closed just as this request went out (it
      // drains an unread body for at most 500 ms, then closes). Browsers resend such a request;
      // so do we, on up to two more pooled connections (the next one in the pool may be closing
      // as well, seen once in CI), and count it. A crashed or stalled server fails them too.
      for (
        let retries = 0;
        retries < 2 &&
        answer.status === 0 &&
        /other side closed|ECONNRESET|UND_ERR_SOCKET/.test(answer.text);
        retries++
      ) {
        closedUnder++;
        answer = await send();
      }
      result.tried++;
      spent.set(r.label, (spent.get(r.label) ?? 0) + answer.ms);
      if (answer.status >= 400 && answer.status < 500) result.refused++;
      if (answer.status >= 500 || answer.status === 0) {
        failures.push(
          `#${index} ${r.identity} ${r.label}: ${r.method} ${clip(r.url, 120)} body=${describeBody(r.body)} → ${answer.status || 'no answer'} ${clip(answer.text, 160)}`,
        );
        result.failed++;
      }
      networkErrorsInARow = answer.status === 0 ? networkErrorsInARow + 1 : 0;
      if (networkErrorsInARow >= 40) aborted = true;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  result.failures.push(...failures);
  if (aborted)
    fail(
      result,
      `stopped early: 40 requests in a row got no answer (the server is down or stalled); ${server.alive ? 'the process is alive' : 'the process exited'}`,
    );
  // The session must have survived the onslaught: a random deletion could have signed us out.
  result.notes.push(
    `seed 0x${FUZZ_SEED.toString(16)}, ${REQUESTS} requests at concurrency ${CONCURRENCY}`,
  );
  if (closedUnder)
    result.notes.push(
      `${closedUnder} time(s) a request met a keep-alive connection the server had just closed, and was sent again`,
    );
  if (process.env.SECURITY_VERBOSE) {
    const slowest = [...spent].sort((x, y) => y[1] - x[1]).slice(0, 12);
    result.notes.push(
      `time by operation: ${slowest.map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join('; ')}`,
    );
  }

  await new Promise((r) => setTimeout(r, 300));
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const answer = await anonymous.get('/healthz', { timeoutMs: 5000 });
    times.push(answer.status === 200 ? answer.ms : Infinity);
    if (answer.status === 200 && answer.ms < 100) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  result.notes.push(
    `/healthz afterwards: ${times.map((t) => (Number.isFinite(t) ? `${t.toFixed(0)} ms` : 'no answer')).join(', ')}`,
  );
  if (!times.some((t) => t < 100))
    fail(
      result,
      `/healthz did not answer within 100 ms after the fuzzing (${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
  return result;
}

/** Lone surrogates cannot be percent-encoded: they travel as U+FFFD. */
function enc(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

function describeBody(body: BodyInit | undefined): string {
  if (body === undefined) return '';
  if (typeof body === 'string') return clip(body, 120);
  if (body instanceof FormData) {
    const parts: string[] = [];
    for (const [name, value] of body) {
      parts.push(
        typeof value === 'string'
          ? `${name}=${clip(JSON.stringify(value), 40)}`
          : `${name}=file(${clip(JSON.stringify(value.name), 40)}, ${value.type || 'no type'}, ${value.size} B)`,
      );
    }
    return `form{${parts.join(', ')}}`;
  }
  return '[binary]';
}

function buildQuery(op: Operation, rng: Rng): string {
  const parts: string[] = [];
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    if (!p.required && rng.chance(0.5)) continue;
    const schema = p.schema ?? {};
    const roll = rng.next();
    let value: string;
    if (roll < 0.4)
      value = String(
        randomValid(
          schema,
          (s) => s ?? {},
          rng,
          () => undefined,
        ),
      );
    else if (roll < 0.55)
      value = rng.pick(['-1', '0', '99999999999999999999', '1.5', 'NaN', 'true', '', '[]', '{}']);
    else value = rng.pick(WEIRD_STRINGS).slice(0, rng.chance(0.5) ? 64 : 5000);
    parts.push(`${enc(p.name)}=${enc(value)}`);
    if (rng.chance(0.1)) parts.push(`${enc(p.name)}=${enc(value)}2`);
  }
  if (rng.chance(0.05))
    parts.push(`${rng.pick(['__proto__[x]', 'constructor', 'unknown', '%ZZ'])}=1`);
  return parts.join('&');
}

/** Valid except at the edges: strings at and past their length limits, numbers past their bounds. */
function boundary(
  schema: Schema,
  resolve: (s: Schema | undefined) => Schema,
  rng: Rng,
  base: unknown,
): unknown {
  const s = resolve(schema);
  if (!s.properties || typeof base !== 'object' || base === null || Array.isArray(base))
    return base;
  const out = { ...(base as Record<string, unknown>) };
  for (const [key, raw] of Object.entries(s.properties)) {
    if (!rng.chance(0.5)) continue;
    const prop = resolve(raw);
    const types = typesOf(prop);
    if (types.includes('string')) {
      const limit = prop.maxLength ?? 1000;
      const over = rng.pick([limit, limit + 1, Math.max((prop.minLength ?? 1) - 1, 0), limit * 10]);
      out[key] = rng.pick(['a', 'é', '😀', ' ']).repeat(Math.min(over, 200_000));
    } else if (types.includes('integer') || types.includes('number')) {
      out[key] = rng.pick([
        (prop.minimum ?? 0) - 1,
        (prop.maximum ?? 2 ** 31) + 1,
        Number.MAX_SAFE_INTEGER,
        -Number.MAX_SAFE_INTEGER,
        0.5,
        1e308,
        -0,
      ]);
    } else if (types.includes('array')) {
      const n = rng.pick([0, (prop.maxItems ?? 50) + 1, 1000]);
      out[key] = Array.from({ length: n }, (_, i) =>
        prop.items && typesOf(resolve(prop.items)).includes('object') ? {} : `item ${i}`,
      );
    }
  }
  return out;
}

/** Either a mutated value to send as JSON, or a raw (possibly invalid) body text. */
function malformedJson(
  rng: Rng,
  valid: unknown,
  schema: Schema,
  resolve: (s: Schema | undefined) => Schema,
): string | { value: unknown } {
  const s = resolve(schema);
  const keys = Object.keys(s.properties ?? {});
  const obj =
    typeof valid === 'object' && valid !== null && !Array.isArray(valid)
      ? { ...(valid as Record<string, unknown>) }
      : {};
  const key = keys.length ? rng.pick(keys) : 'field';
  switch (rng.int(0, 13)) {
    case 0:
      return rng.pick([
        '',
        '{',
        '{"a":',
        'undefined',
        '[1,2',
        '{"a":1,}',
        "{'a':1}",
        'nul',
        '\u0000',
        '{"a":"\\ud800"}',
        '{"a":1}{"b":2}',
        '\uFEFF{}',
      ]);
    case 1:
      return { value: rng.pick([null, [], 'string', 42, true, [obj], Number.POSITIVE_INFINITY]) };
    case 2:
      obj[key] = rng.pick([
        null,
        42,
        -1,
        true,
        false,
        [],
        {},
        [null],
        { nested: true },
        'x',
        1.5,
        '',
      ]);
      return { value: obj };
    case 3: {
      const required = s.required?.length ? rng.pick(s.required) : key;
      delete obj[required];
      return { value: obj };
    }
    case 4:
      return {
        value: {
          ...obj,
          [rng.pick(['extra', 'org_id', 'orgId', 'is_platform_admin', 'role', 'id', 'created_by'])]:
            rng.pick([true, 'x', null, {}]),
        },
      };
    case 5: {
      // Deep nesting, as an array or object chain.
      const depth = rng.pick([100, 1000, 5000]);
      const nested = rng.chance(0.5)
        ? '['.repeat(depth) + ']'.repeat(depth)
        : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      return rng.chance(0.5) ? nested : `{"${key}":${nested}}`;
    }
    case 6:
      obj[key] = rng.pick(WEIRD_STRINGS);
      return { value: obj };
    case 7:
      return `{"__proto__":{"isPlatformAdmin":true,"polluted":1},"constructor":{"prototype":{"polluted":1}},"${key}":${JSON.stringify(obj[key] ?? 'x')}}`;
    case 8:
      obj[key] = 'x'.repeat(rng.pick([10_000, 100_000, 400_000]));
      return { value: obj };
    case 9:
      for (const k of keys) obj[k] = null;
      return { value: obj };
    case 10:
      return {
        value: Object.fromEntries(
          Array.from({ length: rng.pick([100, 2000]) }, (_, i) => [`k${i}`, i]),
        ),
      };
    case 11:
      return {
        value: {
          ...obj,
          [key]: Array.from({ length: 1000 }, () => rng.pick(WEIRD_STRINGS.slice(0, 20))),
        },
      };
    case 12:
      return JSON.stringify(obj).replace(/"/g, rng.pick(["'", '', '\\"']));
    default:
      return { value: { ...obj, [key]: { $gt: '', $ne: null, toString: 'x', valueOf: 1 } } };
  }
}

function multipart(rng: Rng, org: Org, mode: string): { body: BodyInit; contentType?: string } {
  if (mode === 'malformed' && rng.chance(0.4)) {
    const boundary = 'fuzzboundary';
    const raw = rng.pick([
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nno closing boundary`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--${boundary}--`,
      `garbage without boundaries`,
      `--other\r\n\r\n--other--`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${'.-'.repeat(2000)}a.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n--${boundary}--\r\n`,
    ]);
    return {
      body: raw,
      contentType: rng.pick([
        `multipart/form-data; boundary=${boundary}`,
        'multipart/form-data',
        'application/json',
        `multipart/form-data; boundary=`,
      ]),
    };
  }
  const form = new FormData();
  const names = [
    'notes.txt',
    'a',
    '',
    '.txt',
    '../../etc/passwd.txt',
    'x'.repeat(300) + '.txt',
    '😀.md',
    'report.pdf',
    'file.docx',
    'con.txt',
    '\u0000.txt',
    `a${'.-'.repeat(500)}a.txt`,
  ];
  const contents = [
    'hello',
    '',
    '%PDF-1.4 not really a pdf',
    'PK\u0003\u0004 not a zip',
    '\u0000\u0001\u0002',
    'x'.repeat(50_000),
  ];
  const types = [
    'text/plain',
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/octet-stream',
    'text/html',
    '',
  ];
  if (mode !== 'malformed' || rng.chance(0.7)) {
    form.set('file', new Blob([rng.pick(contents)], { type: rng.pick(types) }), rng.pick(names));
  }
  if (rng.chance(0.6)) form.set('title', rng.pick([...WEIRD_STRINGS.slice(0, 15), 'Fuzz title']));
  if (rng.chance(0.4))
    form.set('campaign_id', rng.chance(0.5) ? org.ids.campaign! : rng.pick(BAD_IDS));
  if (rng.chance(0.2)) form.set('client_id', rng.pick(BAD_IDS));
  if (rng.chance(0.1)) form.append('file', new Blob(['second']), 'second.txt');
  return { body: form };
}

function csv(rng: Rng, mode: string): string {
  const header = 'date,impressions,clicks,conversions,spend,revenue';
  const row = () =>
    mode === 'valid'
      ? `2026-0${rng.int(1, 9)}-1${rng.int(0, 9)},${rng.int(0, 5000)},${rng.int(0, 100)},${rng.int(0, 10)},${rng.int(0, 999)}.${rng.int(10, 99)},${rng.int(0, 999)}.00`
      : rng.pick([
          '2026-13-45,1,1,1,1,1',
          'not-a-date,x,y,z,w,v',
          '2026-01-01,-5,-5,-5,-5,-5',
          '2026-01-01,1e309,NaN,Infinity,1.5.5,"unterminated',
          '"a""b",,,,,',
          `2026-01-01,${'9'.repeat(40)},1,1,1,1`,
          '2026-01-01,1,1,1,1,1,extra,columns',
          '=cmd|calc!A1,1,1,1,1,1',
          '\uFEFF2026-01-01;1;1;1;1;1',
          '',
        ]);
  const rows = Array.from({ length: rng.pick([1, 3, 50, 2000]) }, row);
  const head =
    mode === 'malformed' && rng.chance(0.3)
      ? rng.pick(['', 'a,b,c', 'date', header.toUpperCase(), '"date,impressions'])
      : header;
  return [head, ...rows].join(rng.chance(0.8) ? '\n' : '\r\n');
}
