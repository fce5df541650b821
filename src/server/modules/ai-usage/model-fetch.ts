/**
 * The fetch an organization's own OpenAI-compatible server is called with (decision 071):
 * node:http(s) with a `lookup` that checks every address a name resolves to as the socket
 * connects, so a name re-pointed after it was saved (DNS rebinding) cannot reach this machine
 * or a private network unless the operator allows it. A refused address fails like an
 * unreachable one (`TypeError('fetch failed')`, which the AI SDK reports as "cannot
 * connect"), so an open port and a closed one read the same.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { hostOf } from '../webhooks/url-policy';
import { addressReach } from './model-base-url';

const allowed = (address: string, allowPrivate: boolean) => {
  const reach = addressReach(address);
  return reach === 'public' || (reach === 'private' && allowPrivate);
};

const fetchFailed = (cause: unknown) => new TypeError('fetch failed', { cause });

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

export function guardedModelFetch(policy: { allowPrivate: boolean }): typeof fetch {
  const lookup: LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const refused = addresses.find((a) => !allowed(a.address, policy.allowPrivate));
      if (refused) return callback(new Error('address not allowed'), '', 4);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  return async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input));
    const host = hostOf(url);
    if (net.isIP(host) && !allowed(host, policy.allowPrivate))
      throw fetchFailed(new Error('address not allowed'));
    const headers = new Headers(init?.headers ?? request?.headers);
    const body = init?.body ?? null;
    if (body !== null && typeof body !== 'string')
      throw new TypeError('The model fetch sends JSON text bodies only');
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const req = client.request(
        url,
        {
          method: init?.method ?? request?.method ?? 'GET',
          headers: Object.fromEntries(headers),
          lookup,
          signal: init?.signal ?? undefined,
        },
        (res) => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            for (const v of [value ?? []].flat()) answer.append(name, v);
          const status = res.statusCode ?? 502;
          resolve(
            new Response(
              NO_BODY.has(status) ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>),
              { status, statusText: res.statusMessage, headers: answer },
            ),
          );
        },
      );
      req.on('error', (error) => reject(error.name === 'AbortError' ? error : fetchFailed(error)));
      req.end(body ?? undefined);
    });
  };
}
