/**
 * Where deliveries may go (decision 043, amended by issue 26): https to public addresses only,
 * in every environment. This machine (loopback, over http or https) only when the operator sets
 * WEBHOOK_ALLOW_LOCAL_HTTP, which the tests and a local relay need; NODE_ENV plays no part, so
 * `npm start` without it is as closed as production.
 *
 * An address is judged on its normalised form: the WHATWG URL parser turns 2130706433,
 * 0x7f000001, 0177.0.0.1 and 127.1 into 127.0.0.1 and [::ffff:127.0.0.1] into [::ffff:7f00:1];
 * trailing dots and brackets are dropped here, and an IPv6 address that carries an IPv4 one
 * (mapped, translated, NAT64) is judged by the IPv4 address. Ranges live in net.BlockList.
 * The check runs when the webhook is saved and again on every delivery, on the address the
 * name resolves to as the socket connects (deliver.ts), so DNS rebinding cannot get past it.
 */
import net from 'node:net';
import { WEBHOOK_MESSAGES } from '@/shared/webhooks';
import { AppError } from '../../lib/errors';

export type UrlPolicy = {
  /** This machine's loopback addresses may be reached, over plain http too (WEBHOOK_ALLOW_LOCAL_HTTP). */
  allowLocal: boolean;
};

export const policyOf = (config: { webhookAllowLocalHttp: boolean }): UrlPolicy => ({
  allowLocal: config.webhookAllowLocalHttp,
});

/** IANA's special-purpose IPv4 ranges that are not globally reachable, plus multicast and 240/4. */
const NOT_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network": 0.0.0.0 reaches this machine on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** The IPv6 counterparts; the ranges that embed an IPv4 address are handled by embeddedV4. */
const NOT_PUBLIC_V6: [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which tunnels to any IPv4 address
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blockList = (ranges: [string, number][], family: 'ipv4' | 'ipv6') => {
  const list = new net.BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, family);
  return list;
};
const notPublicV4 = blockList(NOT_PUBLIC_V4, 'ipv4');
const notPublicV6 = blockList(NOT_PUBLIC_V6, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 counts as two). */
function groupsOf(ip: string): number[] {
  let text = ip;
  const last = text.slice(text.lastIndexOf(':') + 1);
  if (last.includes('.')) {
    const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -last.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

/**
 * The IPv4 address an IPv6 address stands for: IPv4-mapped (::ffff:a.b.c.d, which a dual-stack
 * socket connects to as a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d) and NAT64 (64:ff9b::/96).
 */
function embeddedV4(ip: string): { v4: string; mapped: boolean } | undefined {
  const g = groupsOf(ip);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const mapped = zeros(0, 5) && g[5] === 0xffff;
  const translated = zeros(0, 4) && g[4] === 0xffff && g[5] === 0;
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !translated && !nat64) return undefined;
  return { v4: [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.'), mapped };
}

const withoutZone = (address: string) => address.split('%')[0]!;

/** Whether an IP address is globally reachable: not loopback, private, link-local, CGNAT, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  const ip = withoutZone(address);
  if (net.isIPv4(ip)) return !notPublicV4.check(ip, 'ipv4');
  if (!net.isIPv6(ip)) return false;
  const embedded = embeddedV4(ip);
  if (embedded) return isPublicAddress(embedded.v4);
  return !notPublicV6.check(ip, 'ipv6');
}

/** 127.0.0.0/8 and ::1, mapped or not; never 0.0.0.0 or another private address. */
export function isLoopbackAddress(address: string): boolean {
  const ip = withoutZone(address);
  if (net.isIPv4(ip)) return ip.startsWith('127.');
  if (!net.isIPv6(ip)) return false;
  const embedded = embeddedV4(ip);
  if (embedded) return embedded.mapped && isLoopbackAddress(embedded.v4);
  return groupsOf(ip).every((x, i) => x === (i === 7 ? 1 : 0));
}

/** At connection time: whether an address a delivery is about to connect to may be reached. */
export function addressAllowed(address: string, policy: UrlPolicy): boolean {
  return isPublicAddress(address) || (policy.allowLocal && isLoopbackAddress(address));
}

/** A URL's host as it is compared: lower case, without IPv6 brackets or trailing dots. */
export function hostOf(url: URL): string {
  let host = url.hostname.toLowerCase();
  if (host.startsWith('[')) host = host.slice(1, -1);
  while (host.endsWith('.')) host = host.slice(0, -1);
  return host;
}

/** Names that only ever resolve to this machine (RFC 6761). */
export const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * Names that resolve inside a private network: mDNS and the reserved internal suffixes, and a
 * name without a dot, which the resolver completes with the server's own search domains.
 */
export const isPrivateName = (host: string) =>
  !host.includes('.') || /\.(?:local|internal|lan|localdomain|home\.arpa)$/.test(host);

const invalid = (message: string) => new AppError('validation_error', message, { field: 'url' });

/** The normalised URL, or a 400 naming what is wrong with it. */
export function checkWebhookUrl(raw: string, policy: UrlPolicy): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalid(WEBHOOK_MESSAGES.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw invalid(WEBHOOK_MESSAGES.urlInvalid);
  const host = hostOf(url);
  if (!host) throw invalid(WEBHOOK_MESSAGES.urlInvalid);
  if (url.username || url.password) throw invalid(WEBHOOK_MESSAGES.urlCredentials);
  const literal = net.isIP(host) !== 0;
  const loopback = literal ? isLoopbackAddress(host) : isLoopbackName(host);
  if (loopback && policy.allowLocal) return url.toString();
  if (loopback || (literal ? !isPublicAddress(host) : isPrivateName(host)))
    throw invalid(WEBHOOK_MESSAGES.urlPrivateNetwork);
  if (url.protocol === 'http:') throw invalid(WEBHOOK_MESSAGES.urlHttpsRequired);
  return url.toString();
}
