import { DEFAULT_IDLE_TIMEOUT_SECONDS, OTP_LENGTH, ZFeeRatesOverrideSchema } from '@anumati/domain';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Defaults are folders of the repository, whatever the working directory. */
const fromRepository = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));

/** The server's own sample boundary layers (modules/plot-map/plot-map.route.ts). */
export const DEFAULT_MAP_LAYERS_BASE_URL = '/api/v1/map_layers';

const isUrlOrPath = (value: string) => value.startsWith('/') || /^https?:\/\/[^\s/]+/i.test(value);

const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(fromRepository('data')),
  /** Signs one-time code hashes; set a long random value in production. */
  AUTH_SECRET: z.string().min(16).default('anumati-development-secret-change-me'),
  OTP_LENGTH: z.coerce.number().int().min(4).max(8).default(OTP_LENGTH),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(DEFAULT_IDLE_TIMEOUT_SECONDS),
  /** Where SMS go: an in-memory outbox the demo reads at /api/dev/sms, or an HTTP gateway. */
  SMS_SINK: z.enum(['outbox', 'http']).default('outbox'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** Requests per minute per address on login and verifyOtp. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
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
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Where documents are kept: the server's disk, or an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** The local adapter's folder; by default `storage` inside DATA_DIR. */
  STORAGE_DIR: z.string().optional(),
  /** Signs the local adapter's upload forms and download links; set a long random value in production. */
  STORAGE_SECRET: z.string().min(16).default('anumati-storage-development-secret'),
  /** How long a download link or an upload form stays valid. */
  STORAGE_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(7 * 86_400)
    .default(900),
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
   * Overload guard (@fastify/under-pressure, issue 15 §3): while the event loop lags more than this, requests are
   * answered 503 with Retry-After rather than queued behind the lag; 0 turns the check off.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** The same guard on the JavaScript heap in use, in bytes; 0 (the default) turns it off. */
  MAX_HEAP_USED_BYTES: z.coerce.number().int().min(0).default(0),
});

export type TConfig = Omit<z.infer<typeof ZConfigSchema>, 'STORAGE_DIR'> & { STORAGE_DIR: string };

/** Reads and checks the environment once, at start; a bad value stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.AUTH_SECRET === ZConfigSchema.shape.AUTH_SECRET.parse(undefined)) {
    throw new Error('Invalid configuration: AUTH_SECRET must be set in production');
  }
  if (
    config.NODE_ENV === 'production' &&
    config.PLATFORM_API_KEY === ZConfigSchema.shape.PLATFORM_API_KEY.parse(undefined)
  ) {
    throw new Error('Invalid configuration: PLATFORM_API_KEY must be set in production');
  }
  if (config.SMS_SINK === 'http' && !config.SMS_GATEWAY_URL) {
    throw new Error('Invalid configuration: SMS_GATEWAY_URL is required when SMS_SINK=http');
  }
  if (
    config.NODE_ENV === 'production' &&
    config.STORAGE_DRIVER === 'local' &&
    config.STORAGE_SECRET === ZConfigSchema.shape.STORAGE_SECRET.parse(undefined)
  ) {
    throw new Error('Invalid configuration: STORAGE_SECRET must be set in production');
  }
  if (
    config.STORAGE_DRIVER === 's3' &&
    (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY)
  ) {
    throw new Error(
      'Invalid configuration: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when STORAGE_DRIVER=s3',
    );
  }
  return { ...config, STORAGE_DIR: config.STORAGE_DIR ?? join(config.DATA_DIR, 'storage') };
}
