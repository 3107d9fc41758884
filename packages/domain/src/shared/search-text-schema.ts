import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from './search-text';

/**
 * A search as the server takes it. Apart from search-text.ts: the console's lists read a search from their URL
 * without Zod, which the inbox's route does not otherwise load (24 KB of gzip JS when it did).
 */
export const ZSearchText = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `Search text is at most ${MAX_SEARCH_LENGTH} characters`);
