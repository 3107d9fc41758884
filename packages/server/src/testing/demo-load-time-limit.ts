/**
 * The time limit of a test or hook that loads demo data through the workflow engine: about 80 s for the full demo
 * on an idle 2-core machine, minutes on a busy one (a 120 s limit failed CI under load). Nothing is timed; the
 * limit only stops a test that hangs.
 */
export const DEMO_LOAD_TIME_LIMIT_MS = 600_000;
