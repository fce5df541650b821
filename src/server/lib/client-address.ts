/**
 * The address a request came from. Each reverse proxy appends the address it received the
 * request from to X-Forwarded-For, so with `trustedProxies` proxies in front of us the entry
 * that many places from the right was written by our outermost proxy; everything to its left
 * came from the client and can be forged. Without trusted proxies the header is ignored.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  const chain = [socketAddress ?? 'unknown'];
  if (trustedProxies > 0 && forwardedFor) {
    chain.push(
      ...forwardedFor
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .reverse(),
    );
  }
  return normalize(chain[Math.min(trustedProxies, chain.length - 1)]!);
}

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is the same client as `203.0.113.7`. */
function normalize(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && address.includes('.')
    ? address.slice(7)
    : address;
}
