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
