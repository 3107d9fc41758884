import { z } from 'zod';

/**
 * Zod compiles object schemas with `new Function` when it may, and probes for that by trying it: under the
 * server's Content Security Policy (script-src 'self', no 'unsafe-eval') the probe is refused and reported as a
 * violation even though Zod catches it. Jitless mode skips the probe. Imported first by main.tsx, before any
 * module builds a schema (issue 15 §4).
 */
z.config({ jitless: true });
