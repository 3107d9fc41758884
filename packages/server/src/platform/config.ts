import {
  codeGuessingBound,
  DAY_MS,
  DEFAULT_IDLE_TIMEOUT_SECONDS,
  DEFAULT_SESSION_MAX_AGE_SECONDS,
  DEFAULT_SIGN_IN_LIMITS,
  HOUR_MS,
  OTP_LENGTH,
  PRODUCTION_IDLE_TIMEOUT_SECONDS,
  type TSignInLimits,
  ZFeeRatesOverrideSchema,
} from '@anumati/domain';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import type { TPoolSettings } from '../db/database';
import { DEVELOPMENT_AUDIT_KEY } from '../modules/audit/audit-chain';
import { REPOSITORY_FOLDER } from './paths';
import { boundProblems, proxyRangeProblem, secretProblem } from './production-settings';

/** Defaults are folders of the repository, whatever the working directory. */
const fromRepository = (path: string) => join(REPOSITORY_FOLDER, path);

/** The server's own sample boundary layers (modules/plot-map/plot-map.route.ts). */
const DEFAULT_MAP_LAYERS_BASE_URL = '/api/v1/map_layers';

/** Issue 13's goal: an attacker who knows the password guesses a code within 30 days with at most this chance. */
export const MAX_CODE_GUESSING_CHANCE = 0.002;
export const GUESSING_PERIOD_MS = 30 * DAY_MS;

/** Fastify's trustProxy: off, a hop count, or the proxies' addresses and CIDRs. Never "everyone" (`true`). */
export type TTrustProxy = false | number | string[];
const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

function parseTrustProxy(text: string, context: z.RefinementCtx): TTrustProxy {
  const value = text.trim();
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be a hop count or addresses and CIDRs separated by commas (not ${bad.join(', ')})`,
    });
    return z.NEVER;
  }
  const tooWide = entries.map(proxyRangeProblem).filter((problem) => problem !== null);
  if (tooWide.length > 0) {
    context.addIssue({ code: 'custom', message: `must name the proxies, not everyone (${tooWide.join(', ')})` });
    return z.NEVER;
  }
  return entries;
}

const isUrlOrPath = (value: string) => value.startsWith('/') || /^https?:\/\/[^\s/]+/i.test(value);

const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL connections per server process (issue 50 §2); the probes have one more of their own. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a request waits for a connection (a new one, or a free one of a full pool) before it fails. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** PostgreSQL ends a statement that runs longer (statement_timeout); 0 for none. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** PostgreSQL ends a statement that waits longer for a lock (lock_timeout); 0 for none. */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** PostgreSQL ends a session whose transaction is left idle longer (idle_in_transaction_session_timeout). */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * The embedded database's folder: `data` by default, `data-production` in production (issue 51), so a folder that
   * ran the demo is never opened by a production start unless named (and then its demo officers stop it).
   */
  DATA_DIR: z.string().optional(),
  /** Signs one-time code hashes; set a long random value in production. */
  AUTH_SECRET: z.string().min(16).default('anumati-development-secret-change-me'),
  OTP_LENGTH: z.coerce.number().int().min(4).max(8).default(OTP_LENGTH),
  /** Spec 1 §9: a session unused this long ends; 300 s by default in production, 3600 s elsewhere. */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().positive().optional(),
  /** A session ends this long after sign-in however busy it is (12 hours by default). */
  SESSION_MAX_AGE_SECONDS: z.coerce.number().int().positive().default(DEFAULT_SESSION_MAX_AGE_SECONDS),
  /**
   * Which proxies may set X-Forwarded-For: a comma-separated list of addresses and CIDRs (or proxy-addr's names
   * loopback, linklocal, uniquelocal), or a hop count. Off by default: the connection's address is the client's.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((text, context): TTrustProxy => parseTrustProxy(text, context)),
  /** Where SMS go: an in-memory outbox the demo reads at /api/dev/sms, or an HTTP gateway. */
  SMS_SINK: z.enum(['outbox', 'http']).default('outbox'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** The SMS provider's API key, sent as a bearer token (modules/sms/sms-gateway.ts). */
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** Tries per message, the first included, before it is recorded as a dead letter. */
  SMS_GATEWAY_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
  /** The pause before the second try, doubled before each further one. */
  SMS_GATEWAY_RETRY_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  /** Bearer token for GET /metrics (Prometheus); /metrics is not served while it is unset. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Per-account sign-in limits (docs/SECURITY.md): the first block comes after this many failures (spec: 9). */
  AUTH_FAILURES_BEFORE_BLOCK: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(DEFAULT_SIGN_IN_LIMITS.failuresBeforeBlock),
  /** Each later block comes after this many more failures. */
  AUTH_FAILURES_BETWEEN_BLOCKS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(DEFAULT_SIGN_IN_LIMITS.failuresBetweenBlocks),
  /** The timed blocks in hours, comma-separated; the next block lasts until an administrator unlocks. */
  AUTH_BLOCK_HOURS: z
    .string()
    .default(DEFAULT_SIGN_IN_LIMITS.blockDurationsMs.map((ms) => ms / HOUR_MS).join(','))
    .transform((text) => text.split(',').map((part) => Number(part.trim())))
    .pipe(
      z
        .array(
          z
            .number()
            .positive()
            .max(24 * 365),
        )
        .min(1),
    ),
  /** How many days a failure counts towards a block. */
  AUTH_FAILURE_WINDOW_DAYS: z.coerce
    .number()
    .positive()
    .max(365)
    .default(DEFAULT_SIGN_IN_LIMITS.failureWindowMs / DAY_MS),
  /** SMS per account (sign-in, resend and reset together) per hour and per day; resets alone per day. */
  AUTH_SMS_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_SIGN_IN_LIMITS.smsPerHour),
  AUTH_SMS_PER_DAY: z.coerce.number().int().min(1).default(DEFAULT_SIGN_IN_LIMITS.smsPerDay),
  AUTH_RESET_SMS_PER_DAY: z.coerce.number().int().min(0).default(DEFAULT_SIGN_IN_LIMITS.resetSmsPerDay),
  /** Requests per minute per address on the sign-in and password operations (counted in the database). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Requests per minute per address on the anonymous REST calls (the public fee calculator). */
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Feedback sent from /feedback per minute per address (issue 55): a person writes one, a script many. */
  FEEDBACK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Issue 51 §3: requests per minute per session on /graphql and the REST API (counted in the database). */
  SESSION_RATE_PER_MINUTE: z.coerce.number().int().positive().max(60_000).default(600),
  /**
   * Requests one session may have running at once on /graphql and the REST API, per server process; four times
   * as many wait for a turn, and any more are refused with 429 (modules/rate-limit/request-budget.ts).
   */
  SESSION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** The same per client address, signed in or not (an office behind one address shares it). */
  ADDRESS_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  /** A GraphQL request still unanswered after this long is answered 503 (its work is abandoned). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /**
   * The console's address as the public reaches it: orders print their check page's link (and QR code) on it,
   * {PUBLIC_CONSOLE_URL}/verify-order/{number}.
   */
  PUBLIC_CONSOLE_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Folder of the built console; served at / when it exists. */
  WEB_DIST_DIR: z.string().default(fromRepository('packages/web/dist')),
  /** The citizen platform's credential for /api/platform (a bearer key; set a long random value in production). */
  PLATFORM_API_KEY: z.string().min(16).default('anumati-platform-development-key'),
  /** Changes to the shipped fee rates, as a JSON object of rate names (README: the illustrative rates). */
  FEE_RATES: z
    .string()
    .default('{}')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON object' });
        return z.NEVER;
      }
    })
    .pipe(ZFeeRatesOverrideSchema),
  /**
   * Loads the demo officers (one published password) when the database is empty: a development convenience,
   * refused in production. Unset, it is on outside production.
   */
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** Where documents are kept: the server's disk, or an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** The local adapter's folder; by default `storage` inside DATA_DIR. */
  STORAGE_DIR: z.string().optional(),
  /**
   * Signs document links (both drivers: an S3 link is redirected to the bucket when opened) and the local
   * adapter's upload forms; set a long random value in production.
   */
  STORAGE_SECRET: z.string().min(16).default('anumati-storage-development-secret'),
  /** How long a download link or an upload form stays valid. */
  STORAGE_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(7 * 86_400)
    .default(900),
  /**
   * Keys the audit trail's hash chain (HMAC-SHA256) and signs its checkpoints (modules/audit/audit-chain.ts): set
   * a long random value in production, kept out of the database, the same on every replica, never changed.
   */
  AUDIT_KEY: z.string().min(32).default(DEVELOPMENT_AUDIT_KEY),
  /** Where the audit trail's signed checkpoints are appended; by default `audit-checkpoints` inside DATA_DIR. */
  AUDIT_CHECKPOINT_DIR: z.string().optional(),
  /** A ClamAV daemon (clamd) to scan every upload before it is kept; no scan when unset (docs/SECURITY.md). */
  CLAMAV_HOST: z.string().min(1).optional(),
  CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  /** How long one scan may take before the upload is refused as unscanned (fail closed). */
  CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('ap-south-1'),
  /** An S3-compatible server (MinIO, Ceph…); AWS when absent. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Where the console loads the plot map's six boundary layer files (KML or KMZ, spec 2 §7): a URL, or a path on
   * this server. By default the sample files the server ships (modules/plot-map/layers).
   */
  MAP_LAYERS_BASE_URL: z
    .string()
    .default(DEFAULT_MAP_LAYERS_BASE_URL)
    .refine(isUrlOrPath, 'must be an http(s) URL or a path starting with /')
    .transform((value) => value.replace(/\/+$/, '')),
  /** The plot map's base tiles (a Leaflet URL template with {z}, {x} and {y}); empty for a map without tiles. */
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine(
      (value) => value === '' || (isUrlOrPath(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part))),
      'must be empty, or an http(s) URL or a path with {z}, {x} and {y}',
    ),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /**
   * Issue 53: a site photo (or site visit) whose device position is farther than this from the plot polygon is
   * flagged FAR_FROM_PLOT on the officers' screens. 200 m covers a phone's usual GPS error and a large plot's
   * approach road; a position at another site is kilometres away.
   */
  FIELD_PHOTO_MAX_DISTANCE_M: z.coerce.number().positive().max(100_000).default(200),
  /**
   * Overload guard (@fastify/under-pressure, issue 15 §3): while the event loop lags more than this, requests are
   * answered 503 with Retry-After rather than queued behind the lag; 0 turns the check off.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** The same guard on the JavaScript heap in use, in bytes; 0 (the default) turns it off. */
  MAX_HEAP_USED_BYTES: z.coerce.number().int().min(0).default(0),
});

const defaultOf = <TKey extends keyof typeof ZConfigSchema.shape>(key: TKey) =>
  ZConfigSchema.shape[key].parse(undefined);

/**
 * What a production start lacks, each with its reason, so an operator fixes everything in one go (issue 13):
 * no shared development secret, no SMS outbox (it would write every one-time code to the log), no demo seed.
 */
function missingForProduction(env: NodeJS.ProcessEnv, config: z.infer<typeof ZConfigSchema>): string[] {
  const problems: string[] = [];
  if (config.AUTH_SECRET === defaultOf('AUTH_SECRET')) problems.push('AUTH_SECRET (a long random value)');
  if (config.PLATFORM_API_KEY === defaultOf('PLATFORM_API_KEY')) {
    problems.push('PLATFORM_API_KEY (a long random value)');
  }
  if (config.STORAGE_SECRET === defaultOf('STORAGE_SECRET')) {
    problems.push('STORAGE_SECRET (a long random value)');
  }
  if (config.AUDIT_KEY === defaultOf('AUDIT_KEY')) problems.push('AUDIT_KEY (a long random value)');
  if (config.SMS_SINK !== 'http') problems.push('SMS_SINK=http (the outbox would log one-time codes)');
  if (!config.SMS_GATEWAY_URL) problems.push('SMS_GATEWAY_URL (the SMS gateway)');
  if (config.PUBLIC_CONSOLE_URL === defaultOf('PUBLIC_CONSOLE_URL')) {
    problems.push("PUBLIC_CONSOLE_URL (the console's public address: every order prints its check link on it)");
  }
  const bound = codeGuessingBound(signInLimitsOf(config), {
    otpLength: config.OTP_LENGTH,
    periodMs: GUESSING_PERIOD_MS,
  });
  if (bound.probability > MAX_CODE_GUESSING_CHANCE) {
    problems.push(
      `AUTH_* limits and OTP_LENGTH that keep a 30-day code guess under ${MAX_CODE_GUESSING_CHANCE * 100}% (now ${(bound.probability * 100).toFixed(3)}%, docs/SECURITY.md)`,
    );
  }
  if (env.SEED_ON_EMPTY === 'true') {
    problems.push('SEED_ON_EMPTY unset or false (the demo officers share a published password)');
  }
  // Issue 51 §6: a set secret is strong too (the defaults are named above), and no limit is set out of reach.
  const secrets = ['AUTH_SECRET', 'PLATFORM_API_KEY', 'STORAGE_SECRET', 'METRICS_TOKEN'] as const;
  for (const name of secrets) {
    const problem = config[name] === defaultOf(name) ? null : secretProblem(name, config[name]);
    if (problem) problems.push(problem);
  }
  problems.push(...boundProblems(config));
  return problems;
}

/** The server's PostgreSQL pool as its configuration sets it (db/database.ts). */
export function poolSettingsOf(config: TConfig): TPoolSettings {
  return {
    max: config.DATABASE_POOL_MAX,
    connectionTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** The per-account sign-in limits of a configuration. */
export function signInLimitsOf(
  config: Pick<
    z.infer<typeof ZConfigSchema>,
    | 'AUTH_FAILURES_BEFORE_BLOCK'
    | 'AUTH_FAILURES_BETWEEN_BLOCKS'
    | 'AUTH_BLOCK_HOURS'
    | 'AUTH_FAILURE_WINDOW_DAYS'
    | 'AUTH_SMS_PER_HOUR'
    | 'AUTH_SMS_PER_DAY'
    | 'AUTH_RESET_SMS_PER_DAY'
  >,
): TSignInLimits {
  return {
    failuresBeforeBlock: config.AUTH_FAILURES_BEFORE_BLOCK,
    failuresBetweenBlocks: config.AUTH_FAILURES_BETWEEN_BLOCKS,
    blockDurationsMs: config.AUTH_BLOCK_HOURS.map((hours) => hours * HOUR_MS),
    failureWindowMs: config.AUTH_FAILURE_WINDOW_DAYS * DAY_MS,
    smsPerHour: config.AUTH_SMS_PER_HOUR,
    smsPerDay: config.AUTH_SMS_PER_DAY,
    resetSmsPerDay: config.AUTH_RESET_SMS_PER_DAY,
  };
}

export type TConfig = Omit<
  z.infer<typeof ZConfigSchema>,
  'DATA_DIR' | 'STORAGE_DIR' | 'IDLE_TIMEOUT_SECONDS' | 'AUDIT_CHECKPOINT_DIR'
> & {
  DATA_DIR: string;
  STORAGE_DIR: string;
  IDLE_TIMEOUT_SECONDS: number;
  AUDIT_CHECKPOINT_DIR: string;
};

/**
 * A setting the operator must change. Its stack is its message alone: the refusal is the process's one line
 * (issue 51 §6), whoever logs it, not a trace of where the check ran.
 */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
    this.stack = message;
  }
}

/** Reads and checks the environment once, at start; a bad value stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigurationError(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  const productionProblems = config.NODE_ENV === 'production' ? missingForProduction(env, config) : [];
  if (productionProblems.length > 0) {
    throw new ConfigurationError(
      `Invalid configuration: production refuses to start until these are set: ${productionProblems.join('; ')}`,
    );
  }
  if (config.SMS_SINK === 'http' && !config.SMS_GATEWAY_URL) {
    throw new ConfigurationError('Invalid configuration: SMS_GATEWAY_URL is required when SMS_SINK=http');
  }
  if (
    config.STORAGE_DRIVER === 's3' &&
    (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY)
  ) {
    throw new ConfigurationError(
      'Invalid configuration: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when STORAGE_DRIVER=s3',
    );
  }
  const idleTimeoutSeconds =
    config.IDLE_TIMEOUT_SECONDS ??
    (config.NODE_ENV === 'production' ? PRODUCTION_IDLE_TIMEOUT_SECONDS : DEFAULT_IDLE_TIMEOUT_SECONDS);
  const dataDir = config.DATA_DIR ?? fromRepository(config.NODE_ENV === 'production' ? 'data-production' : 'data');
  return {
    ...config,
    DATA_DIR: dataDir,
    IDLE_TIMEOUT_SECONDS: idleTimeoutSeconds,
    SEED_ON_EMPTY: env.SEED_ON_EMPTY === undefined ? config.NODE_ENV !== 'production' : config.SEED_ON_EMPTY,
    STORAGE_DIR: config.STORAGE_DIR ?? join(dataDir, 'storage'),
    AUDIT_CHECKPOINT_DIR: config.AUDIT_CHECKPOINT_DIR ?? join(dataDir, 'audit-checkpoints'),
  };
}
