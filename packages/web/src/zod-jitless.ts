// The switch first: a module's imports run in order, so every schema is built after it, in whichever chunk it lands.
import './zod-config';

/**
 * What `zod` resolves to in the console (vite.config.ts): Zod, loaded behind its jitless switch. Every module that
 * builds a schema imports `zod`, so the switch runs before the first schema without the first screen importing
 * Zod (issue 17 §4: the login route carries no Zod; it comes with the first screen that validates).
 */
export * from 'zod/v4';
