export type TSmsMessage = { to: string; body: string; sentAt: string };

export type TSmsSink = { send: (message: Omit<TSmsMessage, 'sentAt'>) => Promise<void> };

/** Keeps the latest messages in memory, for the demo and the tests (GET /api/dev/sms); never in production. */
export type TSmsOutbox = TSmsSink & { latest: () => TSmsMessage[] };

const OUTBOX_SIZE = 200;

export function smsOutbox(options: { now: () => Date; log: (line: string) => void }): TSmsOutbox {
  const messages: TSmsMessage[] = [];
  return {
    send: async ({ to, body }) => {
      messages.unshift({ to, body, sentAt: options.now().toISOString() });
      messages.length = Math.min(messages.length, OUTBOX_SIZE);
      options.log(`SMS to ${to}: ${body}`);
    },
    latest: () => [...messages],
  };
}

/** Posts each message as JSON ({ to, body }) to an SMS gateway; a failure surfaces to the caller. */
export function httpSmsGateway(url: string): TSmsSink {
  return {
    send: async ({ to, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
