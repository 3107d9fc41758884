import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie (issue 51 §2): a browser where an officer signed in carries a token, signed with a key drawn
 * from AUTH_SECRET, naming a device of that officer. Failures from it count against that device alone, so strangers'
 * failures (which lock the officer's unknown devices) never lock it out. The token does not name the officer: a
 * shared office computer keeps one per officer who signed in on it, the newest first.
 */
const DEVICE_COOKIE = 'anumati_device';
/** A device is forgotten a year after its last sign-in (each sign-in issues a new token). */
const DEVICE_TOKEN_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Officers remembered per browser: a shared office computer, not an unbounded cookie. */
const TOKENS_PER_BROWSER = 5;
const SEPARATOR = '~';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const ISSUED_AT = /^\d{1,12}$/;

export function createDeviceTokens(options: { secret: string; isSecure: boolean }) {
  const key = createHmac('sha256', options.secret).update('anumati device token').digest();
  const mac = (username: string, deviceId: string, issuedAt: string) =>
    createHmac('sha256', key).update(`${username}\n${deviceId}\n${issuedAt}`).digest('base64url');

  /** The device a token names when it is this officer's, unaltered and not too old; else null. */
  function deviceOf(token: string, username: string, now: Date): string | null {
    const [deviceId = '', issuedAt = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0 || !DEVICE_ID.test(deviceId) || !ISSUED_AT.test(issuedAt)) return null;
    const expected = Buffer.from(mac(username, deviceId, issuedAt));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const ageSeconds = now.getTime() / 1000 - Number(issuedAt);
    return ageSeconds >= 0 && ageSeconds <= DEVICE_TOKEN_MAX_AGE_SECONDS ? deviceId : null;
  }

  return {
    /** The officer's device among the browser's tokens (the cookie's value), or null: an unknown device. */
    knownDevice(cookieValue: string | null, username: string, now: Date): string | null {
      for (const token of (cookieValue ?? '').split(SEPARATOR).slice(0, TOKENS_PER_BROWSER)) {
        const deviceId = deviceOf(token, username, now);
        if (deviceId) return deviceId;
      }
      return null;
    },

    /**
     * The cookie's new value after a sign-in: a fresh token for the device (a new one when it was unknown) first,
     * then the other officers' tokens; this officer's older ones go.
     */
    afterSignIn(cookieValue: string | null, username: string, deviceId: string | null, now: Date): string {
      const id = deviceId ?? randomBytes(16).toString('base64url');
      const issuedAt = String(Math.floor(now.getTime() / 1000));
      const others = (cookieValue ?? '')
        .split(SEPARATOR)
        .filter((token) => token !== '' && deviceOf(token, username, now) === null);
      return [`${id}.${issuedAt}.${mac(username, id, issuedAt)}`, ...others]
        .slice(0, TOKENS_PER_BROWSER)
        .join(SEPARATOR);
    },

    /**
     * The Set-Cookie header: sent back only to /graphql, never readable by the console's scripts, never sent by
     * another site's request (SameSite=Strict; the console calls /graphql from its own origin), HTTPS only in
     * production.
     */
    setCookieHeader(value: string): string {
      const secure = options.isSecure ? '; Secure' : '';
      return `${DEVICE_COOKIE}=${value}; Path=/graphql; Max-Age=${DEVICE_TOKEN_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
    },
  };
}

/** The device cookie's value in a Cookie header, or null. */
export function deviceCookieOf(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return null;
}
