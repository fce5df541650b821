/**
 * Where deliveries may go (decision 043). https always; plain http only to this machine
 * (localhost, 127.0.0.1, [::1]) outside production, or in production when
 * WEBHOOK_ALLOW_LOCAL_HTTP is set. In production no private-network target (SSRF): the
 * address is checked when the webhook is saved (literal addresses and local names) and again
 * on every delivery, on the address the host name resolves to at connection time.
 */
import net from 'node:net';
import { WEBHOOK_MESSAGES } from '@/shared/webhooks';
import { AppError } from '../../lib/errors';

export type UrlPolicy = {
  /** Production: private targets refused. */
  production: boolean;
  /** This machine's addresses allowed (and over plain http) even in production. */
  allowLocal: boolean;
};

export const policyOf = (config: { isProduction: boolean; webhookAllowLocalHttp: boolean }) => ({
  production: config.isProduction,
  allowLocal: !config.isProduction || config.webhookAllowLocalHttp,
});

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const isLoopbackName = (host: string) => LOOPBACK_NAMES.has(host) || host.endsWith('.localhost');

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
  if (!url.hostname) throw invalid(WEBHOOK_MESSAGES.urlInvalid);
  if (url.username || url.password) throw invalid(WEBHOOK_MESSAGES.urlCredentials);
  const host = url.hostname.toLowerCase();
  const loopback = isLoopbackName(host) || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
  if (url.protocol === 'http:') {
    if (!loopback) throw invalid(WEBHOOK_MESSAGES.urlHttpsRequired);
    if (!policy.allowLocal) throw invalid(WEBHOOK_MESSAGES.urlHttpLocalOnly);
  }
  if (policy.production && !(loopback && policy.allowLocal)) {
    const literal = host.replace(/^\[|\]$/g, '');
    if (
      isLoopbackName(host) ||
      host.endsWith('.local') ||
      host.endsWith('.internal') ||
      (net.isIP(literal) && isPrivateAddress(literal))
    )
      throw invalid(WEBHOOK_MESSAGES.urlPrivateNetwork);
  }
  return url.toString();
}

function isLoopbackAddress(ip: string): boolean {
  if (net.isIPv4(ip)) return ip.startsWith('127.');
  const v4 = mappedV4(ip);
  if (v4) return v4.startsWith('127.');
  return ip === '::1';
}

const mappedV4 = (ip: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges. */
export function isPrivateAddress(ip: string): boolean {
  const v4 = net.isIPv4(ip) ? ip : mappedV4(ip);
  if (v4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const v6 = ip.toLowerCase();
  return (
    v6 === '::' ||
    v6 === '::1' ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    /^fe[89ab]/.test(v6) ||
    v6.startsWith('ff')
  );
}

/** At connection time: whether the resolved address may be reached under the policy. */
export function addressAllowed(ip: string, policy: UrlPolicy): boolean {
  if (!policy.production) return true;
  if (isLoopbackAddress(ip)) return policy.allowLocal;
  return !isPrivateAddress(ip);
}
