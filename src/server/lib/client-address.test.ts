import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
  });

  it('takes the entry written by the trusted proxy, not the forgeable left-most one', () => {
    expect(clientAddress('10.0.0.2', 'forged, 198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', 'forged, 198.51.100.1, 10.0.0.3', 2)).toBe('198.51.100.1');
  });

  it('falls back to the left-most entry when the chain is shorter than the trusted proxies', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', 3)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 client', () => {
    expect(clientAddress('::ffff:203.0.113.7', undefined, 0)).toBe('203.0.113.7');
  });
});
