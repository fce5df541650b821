import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@/shared/webhooks';
import { loadConfig } from '../../config';
import { addressAllowed, checkWebhookUrl, policyOf } from './url-policy';

const closed = { allowLocal: false };
const local = { allowLocal: true };

/** This machine, as an attacker may spell it in a webhook URL. */
const LOOPBACK_URLS = [
  'http://127.0.0.1:4000/x',
  'https://127.0.0.1/x',
  'http://2130706433/', // decimal
  'http://0x7f000001/', // hex
  'http://0x7f.1/',
  'http://0177.0.0.1/', // octal
  'http://127.1/', // short form
  'http://127.0.0.1./', // trailing dot
  'https://127.254.3.4/',
  'http://localhost/',
  'http://localhost./',
  'http://LOCALHOST:9443/',
  'http://%6c%6fcalhost/',
  'http://api.localhost/',
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'https://[::ffff:127.0.0.1]:9443/', // IPv4-mapped, as issue 26 found it
  'https://[::ffff:7f00:1]/',
  'https://[0:0:0:0:0:ffff:127.0.0.1]/',
];

/** Never reachable, whatever WEBHOOK_ALLOW_LOCAL_HTTP says. */
const PRIVATE_URLS = [
  'https://0.0.0.0/', // reaches this machine on Linux
  'http://0/',
  'https://10.1.2.3/x',
  'https://172.16.0.1/',
  'https://172.31.255.255/',
  'https://192.168.0.10/x',
  'https://169.254.169.254/latest', // cloud metadata
  'https://100.64.0.1/', // carrier-grade NAT
  'https://100.127.255.254/',
  'https://192.0.0.8/',
  'https://198.18.0.1/',
  'https://224.0.0.1/', // multicast
  'https://239.255.255.250/',
  'https://255.255.255.255/',
  'https://240.0.0.1/',
  'https://[::]/',
  'https://[::127.0.0.1]/', // IPv4-compatible
  'https://[::ffff:10.0.0.1]/',
  'https://[::ffff:a9fe:a9fe]/', // mapped 169.254.169.254
  'https://[::ffff:0:7f00:1]/', // IPv4-translated
  'https://[64:ff9b::a00:1]/', // NAT64 of 10.0.0.1
  'https://[2002:7f00:1::]/', // 6to4
  'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', // Teredo
  'https://[fc00::1]/', // unique-local
  'https://[fd12:3456::1]/',
  'https://[fe80::1]/', // link-local
  'https://[ff02::1]/', // multicast
  'https://printer.local/',
  'https://metadata.google.internal/',
  'https://router.home.arpa/',
  'https://intranet/', // one label: completed with the server's search domains
];

describe('webhook URL policy', () => {
  it('refuses every spelling of this machine unless WEBHOOK_ALLOW_LOCAL_HTTP is set', () => {
    for (const url of LOOPBACK_URLS) {
      expect(() => checkWebhookUrl(url, closed), url).toThrow(WEBHOOK_MESSAGES.urlPrivateNetwork);
      expect(checkWebhookUrl(url, local), url).toBeTruthy();
    }
  });

  it('refuses private, link-local, CGNAT, multicast and reserved addresses in every case', () => {
    for (const url of PRIVATE_URLS)
      for (const policy of [closed, local])
        expect(() => checkWebhookUrl(url, policy), `${url} ${JSON.stringify(policy)}`).toThrow(
          WEBHOOK_MESSAGES.urlPrivateNetwork,
        );
  });

  it('accepts https to public addresses, and plain http nowhere else than this machine', () => {
    for (const policy of [closed, local]) {
      expect(checkWebhookUrl('https://hooks.example.com/x', policy)).toBe(
        'https://hooks.example.com/x',
      );
      expect(checkWebhookUrl('https://93.184.216.34/x', policy)).toBe('https://93.184.216.34/x');
      expect(checkWebhookUrl('https://[2606:4700:4700::1111]/x', policy)).toBe(
        'https://[2606:4700:4700::1111]/x',
      );
      // A public address inside a NAT64 prefix is public.
      expect(checkWebhookUrl('https://[64:ff9b::5db8:d822]/', policy)).toBeTruthy();
      expect(() => checkWebhookUrl('http://hooks.example.com/x', policy)).toThrow(
        WEBHOOK_MESSAGES.urlHttpsRequired,
      );
      expect(() => checkWebhookUrl('http://93.184.216.34/x', policy)).toThrow(
        WEBHOOK_MESSAGES.urlHttpsRequired,
      );
    }
  });

  it('judges the address a delivery connects to the same way', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '127.8.9.10']) {
      expect(addressAllowed(ip, closed), ip).toBe(false);
      expect(addressAllowed(ip, local), ip).toBe(true);
    }
    for (const ip of [
      '0.0.0.0',
      '10.0.0.5',
      '100.64.1.1',
      '169.254.169.254',
      '::ffff:192.168.1.1',
      '::127.0.0.1',
      'fd00::1',
      'fe80::1%eth0',
      'ff02::1',
      '::',
    ]) {
      expect(addressAllowed(ip, closed), ip).toBe(false);
      expect(addressAllowed(ip, local), ip).toBe(false);
    }
    for (const ip of ['93.184.216.34', '2606:4700:4700::1111', '::ffff:93.184.216.34'])
      expect(addressAllowed(ip, closed), ip).toBe(true);
  });

  it('depends on WEBHOOK_ALLOW_LOCAL_HTTP alone, never on NODE_ENV', () => {
    expect(policyOf(loadConfig({}))).toEqual(closed);
    expect(policyOf(loadConfig({ NODE_ENV: 'development' }))).toEqual(closed);
    expect(policyOf(loadConfig({ NODE_ENV: 'production' }))).toEqual(closed);
    expect(policyOf(loadConfig({ WEBHOOK_ALLOW_LOCAL_HTTP: 'true' }))).toEqual(local);
    expect(
      policyOf(loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_LOCAL_HTTP: 'true' })),
    ).toEqual(local);
  });
});
