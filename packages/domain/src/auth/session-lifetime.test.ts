import { describe, expect, it } from 'vitest';
import {
  SESSION_TOUCH_EVERY_MS,
  SESSION_TOUCH_FLUSH_MS,
  isSessionLive,
  liveSessionBounds,
  sessionEndsAt,
  sessionTouchBefore,
} from './session-lifetime';

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

describe('sessionTouchBefore: coalesced last-seen writes keep the idle timeout exact', () => {
  it('writes every request when the idle timeout is too short to coalesce', () => {
    const now = at(1000);
    expect(sessionTouchBefore({ idleTimeoutSeconds: 60 }, now)).toEqual(now);
    expect(sessionTouchBefore(LIMITS, now)).toEqual(new Date(now.getTime() - SESSION_TOUCH_EVERY_MS));
  });

  /**
   * Two processes answer one officer's requests at random gaps around the idle timeout. Each writes the stored
   * last-seen time when it is older than the bound, else remembers the request and flushes within the flush
   * interval; each judges a request by the stored time and its own remembered one. Their verdicts must be the
   * exact rule's, judged by the real last request, at every request.
   */
  it.each([1, 2, 3, 4, 5])('agrees with the exact rule on every request (seed %i)', (seed) => {
    let state = seed;
    const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const idleMs = LIMITS.idleTimeoutSeconds * 1000;
    let stored = 0;
    const remembered = [0, 0];
    const flushPhase = [random() * SESSION_TOUCH_FLUSH_MS, random() * SESSION_TOUCH_FLUSH_MS];
    const lastFlush = [0, 0];
    let realLast = 0;
    let now = 0;
    for (let request = 0; request < 2000; request += 1) {
      const gaps = [200, 1000, SESSION_TOUCH_EVERY_MS, idleMs - 3000, idleMs, idleMs + 1];
      now += Math.round(random() * (gaps[Math.floor(random() * gaps.length)] ?? 0));
      for (const process of [0, 1]) {
        const lastTick =
          Math.floor((now - (flushPhase[process] ?? 0)) / SESSION_TOUCH_FLUSH_MS) * SESSION_TOUCH_FLUSH_MS +
          (flushPhase[process] ?? 0);
        if (lastTick > (lastFlush[process] ?? 0)) {
          stored = Math.max(stored, remembered[process] ?? 0);
          remembered[process] = 0;
          lastFlush[process] = lastTick;
        }
      }
      const process = random() < 0.5 ? 0 : 1;
      const seen = Math.max(stored, remembered[process] ?? 0);
      const judged = isSessionLive(
        { createdAt: SIGN_IN, lastSeenAt: new Date(SIGN_IN.getTime() + seen) },
        { ...LIMITS, maxAgeSeconds: 10 ** 9 },
        new Date(SIGN_IN.getTime() + now),
      );
      expect(judged).toBe(now - realLast <= idleMs);
      if (!judged) return;
      realLast = now;
      const touchBefore = sessionTouchBefore(LIMITS, new Date(SIGN_IN.getTime() + now)).getTime() - SIGN_IN.getTime();
      if (stored < touchBefore) stored = now;
      else remembered[process] = Math.max(remembered[process] ?? 0, now);
    }
  });
});
