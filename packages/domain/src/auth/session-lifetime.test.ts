import { describe, expect, it } from 'vitest';
import { isSessionLive, liveSessionBounds, sessionEndsAt } from './session-lifetime';

const SIGN_IN = new Date('2026-11-02T05:30:00Z');
const at = (seconds: number) => new Date(SIGN_IN.getTime() + seconds * 1000);
const LIMITS = { idleTimeoutSeconds: 300, maxAgeSeconds: 12 * 3600 };

describe('sessionEndsAt and isSessionLive', () => {
  it.each([
    ['just signed in', 0, 0, 300, true],
    ['idle exactly the timeout', 0, 300, 300, true],
    ['idle one second past the timeout', 0, 301, 300, false],
    ['used a minute ago, 4 minutes idle', 60, 299, 360, true],
    ['busy to the last second of 12 hours', 12 * 3600 - 10, 12 * 3600, 12 * 3600, true],
    ['busy but past 12 hours', 12 * 3600 - 10, 12 * 3600 + 1, 12 * 3600, false],
  ])('%s', (_name, lastSeenSeconds, nowSeconds, endsAtSeconds, isLive) => {
    const session = { createdAt: SIGN_IN, lastSeenAt: at(lastSeenSeconds) };
    expect(sessionEndsAt(session, LIMITS)).toEqual(at(endsAtSeconds));
    expect(isSessionLive(session, LIMITS, at(nowSeconds))).toBe(isLive);
  });
});

describe('liveSessionBounds', () => {
  it('holds exactly the live sessions, to the second at each limit', () => {
    const times = [0, 1, 299, 300, 301, 12 * 3600 - 1, 12 * 3600, 12 * 3600 + 1].map(at);
    for (const createdAt of times.slice(0, 3)) {
      for (const lastSeenAt of times.filter((time) => time >= createdAt)) {
        for (const now of times.filter((time) => time >= lastSeenAt)) {
          const bounds = liveSessionBounds(LIMITS, now);
          const isWithin =
            lastSeenAt.getTime() >= bounds.lastSeenFrom.getTime() &&
            createdAt.getTime() >= bounds.createdFrom.getTime();
          expect(isWithin).toBe(isSessionLive({ createdAt, lastSeenAt }, LIMITS, now));
        }
      }
    }
  });
});
