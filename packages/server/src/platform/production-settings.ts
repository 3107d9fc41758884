import { isIP } from 'node:net';

/**
 * What production refuses as weak (issue 51 §6), each refusal a phrase of loadConfig's one line. Development and the
 * tests keep their own values (the browser tests raise the rate limits and SMS caps a thousandfold).
 */

/** At least this many characters, and at least this many bits by the estimate below, for each production secret. */
const MIN_SECRET_LENGTH = 24;
const MIN_SECRET_BITS = 80;

/**
 * The secret's length times the Shannon entropy of its own characters: 0 for 16 identical characters, 40 for
 * "ab" twenty times, about 110 or more for `openssl rand -hex 16` and about 125 for `openssl rand -hex 32`. It
 * rewards variety only, so it under-rates no random value and refuses the repeated and the short.
 */
function estimatedSecretBits(secret: string): number {
  const counts = new Map<string, number>();
  const characters = [...secret];
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return characters.length * bitsPerCharacter;
}

export function secretProblem(name: string, secret: string | undefined): string | null {
  if (secret === undefined) return null;
  const bits = estimatedSecretBits(secret);
  if (secret.length >= MIN_SECRET_LENGTH && bits >= MIN_SECRET_BITS) return null;
  return (
    `${name} (a long random value: at least ${MIN_SECRET_LENGTH} characters and about ${MIN_SECRET_BITS} bits, ` +
    `not ${secret.length} characters of about ${Math.floor(bits)}; e.g. \`openssl rand -hex 32\`)`
  );
}

/**
 * Upper bounds in production. Spec 1 §9 asks for 300 s of idle time; an hour is the most an operator may choose,
 * and a day the most a session may last. The rate limits and SMS caps stay within a few times their defaults: past
 * that they no longer slow anyone down (the SMS caps also bound the code guessing, docs/SECURITY.md).
 */
const PRODUCTION_MAXIMA = {
  IDLE_TIMEOUT_SECONDS: 3600,
  SESSION_MAX_AGE_SECONDS: 24 * 3600,
  AUTH_RATE_LIMIT_PER_MINUTE: 120,
  PUBLIC_RATE_LIMIT_PER_MINUTE: 1200,
  FEEDBACK_RATE_LIMIT_PER_MINUTE: 60,
  AUTH_SMS_PER_HOUR: 10,
  AUTH_SMS_PER_DAY: 30,
  AUTH_RESET_SMS_PER_DAY: 10,
} as const;
export type TBoundedSetting = keyof typeof PRODUCTION_MAXIMA;

export function boundProblems(values: { [TName in TBoundedSetting]?: number | undefined }): string[] {
  return (Object.keys(PRODUCTION_MAXIMA) as TBoundedSetting[]).flatMap((name) => {
    const value = values[name];
    const maximum = PRODUCTION_MAXIMA[name];
    return value !== undefined && value > maximum ? [`${name} of at most ${maximum} (not ${value})`] : [];
  });
}

/** The widest range TRUST_PROXY may name: an IPv4 /16, an IPv6 /64 (one subnet of the operator's proxies). */
const WIDEST_PROXY_PREFIX = { 4: 16, 6: 64 } as const;
/** IPv4 addresses written as IPv6 (::ffff:a.b.c.d) take the IPv4 rule, 96 bits further on. */
const IPV4_MAPPED = /^::ffff:/i;

/**
 * Why a TRUST_PROXY CIDR is too wide, or null. A range wider than a /16 lets machines that are no proxy of the
 * operator's write the client's address (0.0.0.0/1 with 128.0.0.0/1 is everyone; 0.0.0.0/0 crashed the start
 * inside proxy-addr). proxy-addr's names (loopback, linklocal, uniquelocal) are private ranges no client on the
 * internet comes from, and stay allowed (compose.yaml's nginx is on a private network).
 */
export function proxyRangeProblem(entry: string): string | null {
  const [address = '', prefix] = entry.split('/');
  const version = isIP(address);
  if (prefix === undefined || (version !== 4 && version !== 6)) return null;
  const widest =
    version === 6 && IPV4_MAPPED.test(address) ? 96 + WIDEST_PROXY_PREFIX[4] : WIDEST_PROXY_PREFIX[version];
  return Number(prefix) < widest ? `${entry} is wider than a /${widest}` : null;
}
