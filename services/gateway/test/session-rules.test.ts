import { describe, expect, it } from 'vitest';
import { rateLimitVerdict } from '../src/protection/rate-limit';
import { sessionStatus } from '../src/session/session';

const MINUTE = 60_000;
const timeouts = { idleMs: 60 * MINUTE, absoluteMs: 24 * 60 * MINUTE };
const signedIn = (signedInAgo: number, seenAgo: number | null, now = 10_000 * MINUTE) => ({
  times: {
    userId: 'u1',
    signedInAt: now - signedInAgo,
    lastSeenAt: seenAgo === null ? null : now - seenAgo,
  },
  now,
});

describe('where a session stands', () => {
  it('is signed out without a user (a sign-in in progress has none yet)', () => {
    expect(sessionStatus({ userId: null, signedInAt: null, lastSeenAt: null }, 0, timeouts)).toBe(
      'signed-out',
    );
  });

  it('is active within both timeouts, and marked seen again at most once a minute', () => {
    const recent = signedIn(5 * MINUTE, 30_000);
    expect(sessionStatus(recent.times, recent.now, timeouts)).toBe('active');
    const minuteAgo = signedIn(5 * MINUTE, MINUTE);
    expect(sessionStatus(minuteAgo.times, minuteAgo.now, timeouts)).toBe('seen-again');
    const neverSeen = signedIn(5 * MINUTE, null);
    expect(sessionStatus(neverSeen.times, neverSeen.now, timeouts)).toBe('seen-again');
  });

  it('ends after the idle timeout, and after the absolute timeout however busy', () => {
    const idle = signedIn(2 * 60 * MINUTE, 60 * MINUTE + 1);
    expect(sessionStatus(idle.times, idle.now, timeouts)).toBe('expired');
    const old = signedIn(24 * 60 * MINUTE + 1, 10_000);
    expect(sessionStatus(old.times, old.now, timeouts)).toBe('expired');
    const noStart = { userId: 'u1', signedInAt: null, lastSeenAt: 0 };
    expect(sessionStatus(noStart, 0, timeouts)).toBe('expired');
  });
});

describe('a request counted against its rate limit', () => {
  const limit = { max: 3, windowMs: MINUTE };

  it('says what is left, and when the window starts again', () => {
    expect(rateLimitVerdict(limit, 1, 59_001)).toEqual({
      headers: { 'x-ratelimit-limit': 3, 'x-ratelimit-remaining': 2, 'x-ratelimit-reset': 60 },
      retryAfterS: null,
    });
    expect(rateLimitVerdict(limit, 3, 1000).retryAfterS).toBeNull();
  });

  it('refuses past the limit, with Retry-After', () => {
    expect(rateLimitVerdict(limit, 4, 12_500)).toEqual({
      headers: {
        'x-ratelimit-limit': 3,
        'x-ratelimit-remaining': 0,
        'x-ratelimit-reset': 13,
        'retry-after': 13,
      },
      retryAfterS: 13,
    });
  });
});
