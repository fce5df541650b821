/**
 * Fixed-window rate limits for our own public endpoints (better-auth limits its own).
 * Kept in memory per process: behind a load balancer each process limits independently,
 * which still bounds abuse; a shared store is a later concern (docs/decisions/004).
 */
import { AppError } from './errors';

export type RateRule = { window: number; max: number };
export type RateLimiter = { check(key: string, rule: RateRule): void; reset(): void };

export function createRateLimiter(enabled: boolean): RateLimiter {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    check(key, rule) {
      if (!enabled) return;
      const now = Date.now();
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        if (hits.size > 10_000) {
          for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
        }
        hits.set(key, { count: 1, resetAt: now + rule.window * 1000 });
        return;
      }
      entry.count += 1;
      if (entry.count > rule.max) {
        const seconds = Math.ceil((entry.resetAt - now) / 1000);
        throw new AppError(
          'rate_limited',
          `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
        );
      }
    },
    reset: () => hits.clear(),
  };
}
