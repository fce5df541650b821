/**
 * The machine's own tail, for `npm run bench`'s 50-connection lines (decision 056): a bare
 * node:http server, with no framework, no database and nothing kept between requests, that
 * replays the product's answers.
 *
 * - `POST /answers` with `{ headers, body }` (the body in base64) keeps an answer and says
 *   its id;
 * - `GET /answers/<id>?burn=<µs>` burns that much CPU time, then sends the answer's headers
 *   and bytes as they were;
 * - `GET /cpu` says the process's CPU time so far (µs) and how many answers it has sent.
 *
 * bench/run.ts loads it as it loads the product's server, with the product's answer and at
 * its cost per request. Its p99 / p50 is then what this machine and this load give any Node
 * server at that throughput; whatever the product's line shows beyond it is the product's own.
 *
 * Prints its port as JSON on stdout once it listens.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Answer = { headers: Record<string, string>; body: Buffer };
const answers: Answer[] = [];
let sent = 0;

const burn = (microseconds: number) => {
  const until = performance.now() + microseconds / 1000;
  while (performance.now() < until) {
    // The product's CPU time per request, spent.
  }
};

const keep = (req: http.IncomingMessage, res: http.ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const { headers, body } = JSON.parse(Buffer.concat(chunks).toString()) as {
      headers: Record<string, string>;
      body: string;
    };
    answers.push({ headers, body: Buffer.from(body, 'base64') });
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: answers.length - 1 }));
  });
};

const server = http.createServer((req, res) => {
  const [path = '', query] = (req.url ?? '').split('?');
  if (req.method === 'POST' && path === '/answers') return keep(req, res);
  if (path === '/cpu') {
    const { user, system } = process.cpuUsage();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ micros: user + system, answers: sent }));
    return;
  }
  const answer = answers[Number(path.match(/^\/answers\/(\d+)$/)?.[1] ?? -1)];
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  burn(Number(new URLSearchParams(query).get('burn') ?? 0));
  res.writeHead(200, answer.headers);
  res.end(answer.body);
  sent++;
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
