import { config } from 'zod/v4/core';

/**
 * Zod compiles object schemas with `new Function` when it may, and probes for that by trying it: under the
 * server's Content Security Policy (script-src 'self', no 'unsafe-eval') the probe is refused and reported as a
 * violation even though Zod catches it. Jitless mode skips the probe (issue 15 §4). Run by zod-jitless.ts, which
 * every import of `zod` in the console resolves to, before Zod itself.
 */
config({ jitless: true });
