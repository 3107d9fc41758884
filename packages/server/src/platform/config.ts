import { DEFAULT_IDLE_TIMEOUT_SECONDS, OTP_LENGTH, ZFeeRatesOverrideSchema } from '@anumati/domain';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Defaults are folders of the repository, whatever the working directory. */
const fromRepository = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));

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
});

export type TConfig = z.infer<typeof ZConfigSchema>;

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
  return config;
}
