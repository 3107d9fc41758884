/**
 * Documents open through signed links that last 15 minutes (STORAGE_LINK_TTL_SECONDS): answers that carry
 * links are fetched again before those run out, so a page left open still opens its documents.
 */
export const LINK_REFRESH_MS = 10 * 60 * 1000;
