/**
 * Lengths of time in milliseconds, written once. India keeps no daylight saving, so an India day is always
 * `DAY_MS` long (india-calendar.ts counts whole India days with it).
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
