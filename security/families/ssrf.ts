/**
 * SSRF (issue 26, hole 2): an organization's owner points webhooks at this machine and at
 * private networks, spelling the address every way a URL parser or resolver accepts (decimal,
 * hex, octal, short, trailing dot, IPv4-mapped and -compatible IPv6, NAT64, 6to4, link-local,
 * unique-local, CGNAT, multicast, internal names). The server runs as `npm start` runs by
 * default (NODE_ENV and WEBHOOK_ALLOW_LOCAL_HTTP unset): each must be refused with a 400 on the
 * url field, and a receiver listening on 127.0.0.1 must never be reached, not even by a test
 * event sent to a webhook that was accepted by mistake.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Org } from '../lib/fixture';
import { clip, fail, newResult, type FamilyResult } from '../lib/report';

/**
 * `{port}`: the port of a receiver listening on 127.0.0.1, in the spellings that reach this
 * machine. The others would route off it: they carry no port and are never sent anything.
 */
const TARGETS = [
  'http://127.0.0.1:{port}/',
  'https://127.0.0.1:{port}/',
  'http://2130706433:{port}/',
  'http://0x7f000001:{port}/',
  'http://0x7f.0.0.1:{port}/',
  'http://0177.0.0.1:{port}/',
  'http://017700000001:{port}/',
  'http://127.1:{port}/',
  'http://127.0.1:{port}/',
  'http://127.0.0.1.:{port}/',
  'http://127.127.127.127:{port}/',
  'http://localhost:{port}/',
  'http://localhost.:{port}/',
  'http://LocalHost:{port}/',
  'http://%6c%6f%63%61%6c%68%6f%73%74:{port}/',
  'http://hooks.localhost:{port}/',
  'http://[::1]:{port}/',
  'http://[0:0:0:0:0:0:0:1]:{port}/',
  'https://[::ffff:127.0.0.1]:{port}/',
  'https://[::ffff:7f00:1]:{port}/',
  'https://[0:0:0:0:0:ffff:127.0.0.1]:{port}/',
  'https://[::127.0.0.1]/',
  'https://[::ffff:0:127.0.0.1]/',
  'https://[64:ff9b::127.0.0.1]/',
  'https://[2002:7f00:1::1]/',
  'http://0.0.0.0:{port}/',
  'http://0:{port}/',
  'https://[::]:{port}/',
  'https://10.0.0.1/',
  'https://172.16.0.1/',
  'https://192.168.1.1/',
  'https://169.254.169.254/latest/meta-data/',
  'https://[::ffff:169.254.169.254]/latest/meta-data/',
  'https://[fd00:ec2::254]/latest/meta-data/',
  'https://100.64.0.1/',
  'https://224.0.0.1/',
  'https://255.255.255.255/',
  'https://[fe80::1]/',
  'https://[fc00::1]/',
  'https://[ff02::1]/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://printer.local/',
  'https://router.home.arpa/',
  'https://intranet/',
];

export async function runSsrf(org: Org): Promise<FamilyResult> {
  const result = newResult('ssrf');
  const c = org.owner.client;
  const reached: string[] = [];
  const receiver = http.createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    req.resume();
    res.end('internal service answer');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = String((receiver.address() as AddressInfo).port);
  const accepted: { url: string; id: string; local: boolean }[] = [];
  try {
    for (const template of TARGETS) {
      const url = template.replace('{port}', port);
      result.tried++;
      const answer = await c.post('/api/v1/webhooks', {
        url,
        description: `SSRF probe ${org.marker}`,
        events: ['metrics.ingested'],
      });
      const error = (answer.json as { error?: { field?: string } } | undefined)?.error;
      if (answer.status === 400 && error?.field === 'url') {
        result.refused++;
        continue;
      }
      fail(result, `POST /api/v1/webhooks ${url} → ${answer.status} ${clip(answer.text)}`);
      const id = (answer.json as { data?: { id?: string } } | undefined)?.data?.id;
      if (id) accepted.push({ url, id, local: template.includes('{port}') });
    }
    // A local address accepted by mistake gets a test event: it must not reach the receiver.
    // Never one of the others: this suite sends nothing beyond this machine.
    const local = accepted.filter((a) => a.local);
    for (const { id } of local) await c.post(`/api/v1/webhooks/${id}/ping`, {});
    if (local.length) await new Promise((r) => setTimeout(r, 5_000));
    for (const { url, id } of accepted) {
      const log = await c.get(`/api/v1/webhooks/${id}/deliveries`);
      result.notes.push(`accepted ${url}: ${clip(log.text, 200)}`);
      await c.del(`/api/v1/webhooks/${id}`);
    }
    if (reached.length)
      fail(result, `the receiver on 127.0.0.1 was reached: ${reached.slice(0, 5).join(', ')}`);
    result.notes.push(`${TARGETS.length} addresses, receiver on 127.0.0.1:${port}`);
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
  return result;
}
