import type { RouteRateLimit as RateLimit } from '@app/service-kit';

export type { RateLimit };

export const ONE_MINUTE_MS = 60_000;

/**
 * What a request's count in its window means: the headers every answer carries, and how many
 * seconds to wait when the count went past the limit (null while within it).
 */
export function rateLimitVerdict(limit: RateLimit, count: number, resetMs: number) {
  const resetS = Math.max(0, Math.ceil(resetMs / 1000));
  const headers: Record<string, number> = {
    'x-ratelimit-limit': limit.max,
    'x-ratelimit-remaining': Math.max(0, limit.max - count),
    'x-ratelimit-reset': resetS,
  };
  if (count <= limit.max) return { headers, retryAfterS: null };
  headers['retry-after'] = resetS;
  return { headers, retryAfterS: resetS };
}
