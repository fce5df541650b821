/**
 * Where an organization's OpenAI-compatible server may be (decision 071). The server calls it
 * with the organization's key and tells the admin what happened, so an address is an SSRF
 * risk like a webhook's (decision 043): public https addresses always; this machine and
 * private networks (Ollama on localhost or on the office LAN, plain http allowed) only when
 * the operator sets ALLOW_PRIVATE_MODEL_URLS=true; link-local (cloud metadata), multicast and
 * reserved addresses never. A name is judged on every address it resolves to when the URL is
 * saved, and again as each call connects (model-fetch.ts); the address ranges and the
 * private and loopback names are the webhooks' (url-policy.ts): one outbound-address policy.
 */
import dns from 'node:dns/promises';
import net from 'node:net';
import { AI_MODEL_MESSAGES } from '@/shared/ai-models';
import { AppError } from '../../lib/errors';
import {
  hostOf,
  isLoopbackAddress,
  isLoopbackName,
  isPrivateName,
  isPublicAddress,
} from '../webhooks/url-policy';

/** The private networks a self-hosted model server lives on: RFC 1918, CGNAT, unique-local. */
const PRIVATE_NETWORKS = (() => {
  const list = new net.BlockList();
  list.addSubnet('10.0.0.0', 8, 'ipv4');
  list.addSubnet('172.16.0.0', 12, 'ipv4');
  list.addSubnet('192.168.0.0', 16, 'ipv4');
  list.addSubnet('100.64.0.0', 10, 'ipv4');
  list.addSubnet('fc00::', 7, 'ipv6');
  return list;
})();

export type Reach = 'public' | 'private' | 'forbidden';

/** Public, loopback or private network (allowed by the operator's flag), or never reached. */
export function addressReach(address: string): Reach {
  if (isPublicAddress(address)) return 'public';
  if (isLoopbackAddress(address)) return 'private';
  const family = net.isIPv4(address) ? 'ipv4' : 'ipv6';
  return PRIVATE_NETWORKS.check(address, family) ? 'private' : 'forbidden';
}

const invalid = (message: string) =>
  new AppError('validation_error', message, { field: 'base_url' });

/** The addresses a host stands for; empty when its name does not resolve (yet). */
async function addressesOf(host: string): Promise<string[]> {
  if (net.isIP(host)) return [host];
  if (isLoopbackName(host)) return ['127.0.0.1'];
  try {
    return (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

/**
 * The normalised base URL (no trailing slash), or a 400 naming what is wrong. A name that
 * does not resolve passes: nothing can be reached through it, and Test connection says so.
 */
export async function checkModelBaseUrl(
  raw: string,
  policy: { allowPrivate: boolean },
): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalid(AI_MODEL_MESSAGES.baseUrlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw invalid(AI_MODEL_MESSAGES.baseUrlInvalid);
  const host = hostOf(url);
  if (!host) throw invalid(AI_MODEL_MESSAGES.baseUrlInvalid);
  if (url.username || url.password) throw invalid(AI_MODEL_MESSAGES.baseUrlCredentials);
  const reaches = (await addressesOf(host)).map(addressReach);
  if (!net.isIP(host) && (isLoopbackName(host) || isPrivateName(host))) reaches.push('private');
  if (reaches.includes('forbidden')) throw invalid(AI_MODEL_MESSAGES.baseUrlForbidden);
  if (reaches.includes('private')) {
    if (!policy.allowPrivate) throw invalid(AI_MODEL_MESSAGES.baseUrlPrivate);
  } else if (url.protocol === 'http:') {
    throw invalid(AI_MODEL_MESSAGES.baseUrlHttpsRequired);
  }
  url.hash = '';
  const text = url.toString();
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end--;
  return text.slice(0, end);
}
