import { SERVICE_MESSAGES } from '@anumati/domain';
import type { TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { recordSmsDeadLetter } from './sms.repository';
import type { TSmsSink } from './sms-sink';

/** One try may take this long before it counts as failed: a sign-in waits for the code to be sent. */
const ATTEMPT_TIMEOUT_MS = 5_000;
/** The longest pause between two tries, however many there are. */
const MAX_DELAY_MS = 8_000;

export type TSmsGatewayOptions = {
  /** The provider's send endpoint: it takes POST { to, body } as JSON and answers 2xx once it has the message. */
  url: string;
  /** The provider's API key, sent as a bearer token; none when unset. */
  token?: string;
  /** Tries in all, the first included. */
  attempts: number;
  /** The pause before the second try; it doubles before each further one (at most MAX_DELAY_MS). */
  retryDelayMs: number;
  db: TDb;
  clock: TClock;
  log: { warn: (details: object, message: string) => void; error: (details: object, message: string) => void };
  /** How a pause is waited for (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  /** Told each message's end: taken by the gateway, or failed after every try (the metrics count them). */
  onResult?: (outcome: 'sent' | 'failed') => void;
};

class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly isRetryable: boolean,
  ) {
    super(message);
  }
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An SMS gateway over HTTP with bounded retries: a network failure, a timeout, 429 or a 5xx is tried again after
 * an exponential pause; another 4xx (the provider refuses this message) is not. When every try failed, a dead
 * letter is recorded (sms_dead_letters, without the text) and the failure surfaces to the caller, which tells
 * the officer the code could not be sent.
 */
export function createSmsGateway(options: TSmsGatewayOptions): TSmsSink {
  const sleep = options.sleep ?? sleepFor;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  async function attempt(to: string, body: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsGatewayError(`gateway unreachable: ${(error as Error).name}`, true);
    }
    await response.body?.cancel();
    if (response.ok) return;
    const isRetryable = response.status === 429 || response.status >= 500;
    throw new SmsGatewayError(`SMS gateway answered ${response.status}`, isRetryable);
  }

  return {
    async send({ to, body }) {
      let lastError = new SmsGatewayError('not tried', false);
      let tries = 0;
      while (tries < options.attempts) {
        if (tries > 0) await sleep(Math.min(options.retryDelayMs * 2 ** (tries - 1), MAX_DELAY_MS));
        tries += 1;
        try {
          await attempt(to, body);
          options.onResult?.('sent');
          return;
        } catch (error) {
          lastError = error as SmsGatewayError;
          options.log.warn({ attempt: tries, error: lastError.message }, 'SMS gateway try failed');
          if (!lastError.isRetryable) break;
        }
      }
      await recordSmsDeadLetter(options.db, {
        recipient: to,
        attempts: tries,
        lastError: lastError.message,
        failedAt: options.clock.now(),
      });
      options.log.error({ attempts: tries, error: lastError.message }, 'SMS not sent: dead letter recorded');
      options.onResult?.('failed');
      // The officer reads that the code was not sent (translated), never "Internal server error"; the cause is in
      // the log and the dead letter. Not a 503: the console must not send a sign-in (and an SMS) again by itself.
      throw new AppError('UNAVAILABLE', SERVICE_MESSAGES.otpNotSent);
    },
  };
}
