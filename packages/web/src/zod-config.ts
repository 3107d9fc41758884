import { config } from 'zod/v4/core';

/**
 * Zod compiles object schemas with `new Function` when it may, and probes for that by trying it: under the
 * server's Content Security Policy (script-src 'self', no 'unsafe-eval') the probe is refused and reported as a
 * violation even though Zod catches it. Jitless mode skips the probe. Imported first by main.tsx, before any
 * module builds a schema (issue 15 §4). From zod's core alone: the whole of zod loads later, with the screens
 * that validate (issue 17 §4).
 */
config({ jitless: true });
