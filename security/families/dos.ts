/**
 * DoS: requests that cost the attacker little and the server much. Each must be answered with
 * a 4xx in under 2 s while /healthz, polled all along, keeps answering within ~500 ms. Runs
 * with rate limits on, and checks that they bite (sign-ins, webhook test events).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { Answer } from '../lib/client';
import type { Org } from '../lib/fixture';
import { clip, fail, newResult, type FamilyResult } from '../lib/report';
import type { ServerProcess } from '../lib/server';

const ANSWER_WITHIN_MS = 2000;
const HEALTH_WITHIN_MS = 500;
const MB = 1024 * 1024;

/** `status`: the exact refusal required (413 for a body over its limit, issue 7 hole 3); otherwise any 4xx. */
type Attack = { name: string; send: () => Promise<Answer>; status?: number };

export async function runDos(server: ServerProcess, org: Org): Promise<FamilyResult> {
  const result = newResult('dos');
  const c = org.owner.client;
  if ((await c.get('/api/v1/me')).status === 401) {
    const { signIn } = await import('../lib/fixture');
    await signIn(c, org.owner.email);
  }
  const campaignId =
    org.ids.campaign ??
    (
      await c.data<{ id: string }>('POST', '/api/v1/campaigns', {
        name: `DoS target ${org.marker}`,
      })
    ).id;

  const cookie = c
    .cookieHeader()
    .map((x) => `${x.name}=${x.value}`)
    .join('; ');
  const send = (path: string, body: Buffer | string, contentType: string, signedIn = true) =>
    rawRequest(
      `${server.baseUrl}${path}`,
      { 'content-type': contentType, origin: server.baseUrl, ...(signedIn ? { cookie } : {}) },
      body,
    );
  const upload = async (name: string, bytes: Buffer | string, type: string) => {
    const form = new FormData();
    form.set(
      'file',
      new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }),
      name,
    );
    form.set('title', 'DoS attempt');
    const encoded = new Response(form);
    return send(
      '/api/v1/documents',
      Buffer.from(await encoded.arrayBuffer()),
      encoded.headers.get('content-type')!,
    );
  };
  const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const bomb = zipBombDocx(200 * MB);
  const nested = nestedDocx(50_000);
  const attacks: Attack[] = [
    {
      name: `1-byte .txt named a + 60 000 × ".-" + a.txt`,
      send: () => upload(`a${'.-'.repeat(60_000)}a.txt`, 'x', 'text/plain'),
    },
    {
      name: '5 MB JSON body to POST /api/v1/campaigns',
      send: () =>
        send(
          '/api/v1/campaigns',
          JSON.stringify({ name: 'big', description: 'x'.repeat(5 * MB) }),
          'application/json',
        ),
      status: 413,
    },
    {
      name: '5 MB JSON body to POST /api/auth/sign-in/email',
      send: () =>
        send(
          '/api/auth/sign-in/email',
          JSON.stringify({ email: 'nobody@security.test', password: 'x'.repeat(5 * MB) }),
          'application/json',
          false,
        ),
      status: 413,
    },
    {
      name: '10 MB CSV to the campaign metrics import',
      send: () =>
        send(`/api/v1/campaigns/${campaignId}/metrics/import`, bigCsv(10 * MB), 'text/csv'),
      status: 413,
    },
    {
      name: `zip-bomb DOCX (${(bomb.length / 1024).toFixed(0)} KB inflating to 200 MB)`,
      send: () => upload('bomb.docx', bomb, docxType),
    },
    {
      name: 'DOCX with 50 000 levels of nested XML',
      send: () => upload('nested.docx', nested, docxType),
    },
  ];

  const health = startHealthPoller(server.baseUrl);
  for (const attack of attacks) {
    health.current = attack.name;
    result.tried++;
    const answer = await attack.send();
    const slow = answer.ms > ANSWER_WITHIN_MS;
    const fourxx = attack.status
      ? answer.status === attack.status
      : answer.status >= 400 && answer.status < 500;
    if (fourxx && !slow) result.refused++;
    else {
      const what =
        answer.status === 0
          ? `no answer after ${(answer.ms / 1000).toFixed(1)} s (${answer.text})`
          : `${answer.status} in ${(answer.ms / 1000).toFixed(2)} s`;
      fail(
        result,
        `${attack.name}: ${what}; expected ${attack.status ?? 'a 4xx'} within ${ANSWER_WITHIN_MS / 1000} s | ${clip(answer.text, 160)}`,
      );
    }
    result.notes.push(
      `${attack.name}: ${answer.status || 'no answer'} in ${answer.ms.toFixed(0)} ms`,
    );
  }
  // Let a stalled server show itself before the poller stops.
  health.current = 'after the attacks';
  await new Promise((r) => setTimeout(r, 1000));
  const polls = await health.stop();
  const slowPolls = polls.filter((p) => p.ms > HEALTH_WITHIN_MS);
  result.notes.push(
    `/healthz polled ${polls.length} times, slowest ${Math.max(...polls.map((p) => p.ms)).toFixed(0)} ms`,
  );
  const byAttack = new Map<string, number[]>();
  for (const p of slowPolls) byAttack.set(p.during, [...(byAttack.get(p.during) ?? []), p.ms]);
  for (const [during, times] of byAttack) {
    fail(
      result,
      `/healthz took over ${HEALTH_WITHIN_MS} ms ${times.length} time(s) during "${during}" (slowest ${Math.max(...times).toFixed(0)} ms)`,
    );
  }

  // Rate limits are on in this server: repeated failed sign-ins from one address must be throttled.
  let throttled = 0;
  for (let i = 0; i < 40 && !throttled; i++) {
    const answer = await send(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'rate-limit@security.test', password: `Wrong-${i}-Passw0rd` }),
      'application/json',
      false,
    );
    result.tried++;
    if (answer.status === 429) throttled++;
  }
  if (throttled) result.refused++;
  else
    fail(
      result,
      'rate limits: 40 failed sign-ins in a row from one address were never answered 429',
    );

  // Each webhook test event is sent at once (issue 26, hole 3): an owner asking for them
  // without end must be throttled. `.invalid` never resolves, so nothing leaves the machine.
  const hook = await c.post('/api/v1/webhooks', {
    url: `https://receiver-${org.marker.toLowerCase()}.example.invalid/stratagent`,
    events: ['metrics.ingested'],
  });
  const hookId = (hook.json as { data?: { id?: string } } | undefined)?.data?.id;
  if (!hookId) {
    fail(result, `webhook for the test-event flood: ${hook.status} ${clip(hook.text)}`);
    return result;
  }
  let pingsThrottled = false;
  for (let i = 0; i < 40 && !pingsThrottled; i++) {
    const answer = await c.post(`/api/v1/webhooks/${hookId}/ping`, {});
    result.tried++;
    if (answer.status === 429) pingsThrottled = true;
  }
  if (pingsThrottled) result.refused++;
  else fail(result, 'rate limits: 40 webhook test events in a row were never answered 429');
  await c.del(`/api/v1/webhooks/${hookId}`);
  return result;
}

/**
 * One request on a connection of its own, with node:http rather than fetch: a server may answer
 * 413 and close before the body is sent, and that answer is what counts, not the broken pipe.
 */
function rawRequest(
  url: string,
  headers: Record<string, string>,
  body: Buffer | string,
  timeoutMs = 30_000,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let answered = false;
    const done = (answer: Omit<Answer, 'ms' | 'json' | 'headers'>) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      resolve({
        ...answer,
        ms: performance.now() - started,
        json: undefined,
        headers: new Headers(),
      });
    };
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', () =>
          done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done({ status: 0, text: `no answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    // A write error after the answer arrived (the server closed early) is fine.
    req.on('error', (error) => setTimeout(() => done({ status: 0, text: error.message }), 50));
    req.end(body);
  });
}

type Poll = { ms: number; during: string };

function startHealthPoller(baseUrl: string) {
  const polls: Poll[] = [];
  const state = { current: 'start', running: true };
  const loop = (async () => {
    while (state.running) {
      const during = state.current;
      const started = performance.now();
      const ok = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) })
        .then((r) => r.ok)
        .catch(() => false);
      polls.push({ ms: ok ? performance.now() - started : Number.POSITIVE_INFINITY, during });
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    set current(name: string) {
      state.current = name;
    },
    async stop() {
      state.running = false;
      await loop;
      return polls;
    },
  };
}

function bigCsv(bytes: number): string {
  const header = 'date,impressions,clicks,conversions,spend,revenue\n';
  const row = '2026-01-05,1200,48,3,150.25,420.00\n';
  return header + row.repeat(Math.ceil(bytes / row.length));
}

/** A minimal stored/deflated ZIP writer: enough for a DOCX that mammoth would open. */
function zip(files: { name: string; chunks: () => Iterable<Buffer> }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    let crc = 0;
    let size = 0;
    const deflated: Buffer[] = [];
    const deflater = zlib.deflateRawSync;
    const raw: Buffer[] = [];
    for (const chunk of file.chunks()) {
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      raw.push(chunk);
    }
    // The chunks repeat: deflating them as one stream keeps the archive tiny.
    deflated.push(deflater(Buffer.concat(raw), { level: 9 }));
    const data = Buffer.concat(deflated);
    const name = Buffer.from(file.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(0, 12);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    parts.push(local, name, data);
    offset += local.length + name.length + data.length;
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

function docx(documentXml: () => Iterable<Buffer>) {
  return zip([
    { name: '[Content_Types].xml', chunks: () => [Buffer.from(CONTENT_TYPES)] },
    { name: '_rels/.rels', chunks: () => [Buffer.from(RELS)] },
    { name: 'word/document.xml', chunks: documentXml },
  ]);
}

/** word/document.xml of `bytes` of paragraphs, deflated to a few hundred KB. */
export function zipBombDocx(bytes: number): Buffer {
  const paragraph = `<w:p><w:r><w:t>${'a'.repeat(200)}</w:t></w:r></w:p>`;
  const block = Buffer.from(paragraph.repeat(Math.floor(MB / paragraph.length)));
  return docx(function* () {
    yield Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>`);
    for (let n = 0; n < bytes; n += block.length) yield block;
    yield Buffer.from('</w:body></w:document>');
  });
}

export function nestedDocx(depth: number): Buffer {
  return docx(function* () {
    yield Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>`);
    yield Buffer.from('<w:sdt><w:sdtContent>'.repeat(depth));
    yield Buffer.from('<w:p><w:r><w:t>deep</w:t></w:r></w:p>');
    yield Buffer.from('</w:sdtContent></w:sdt>'.repeat(depth));
    yield Buffer.from('</w:body></w:document>');
  });
}
