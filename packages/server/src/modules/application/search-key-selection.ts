/** How many items hold each frequent key of the inbox's search index (keys as text), by its statistics. */
export type TKeyFrequencies = ReadonlyMap<string, number>;

/**
 * How many items a search's rarest key may be held by, for each match the search counts, before the keys stop
 * helping. Measured at a million applications (the worst-case officer's 310,000 files, 7 December 2026): a word every
 * name holds read its 310,000 items through the keys (517 ms) where the list's own order finds ten matches and counts
 * a thousand and one at once (10 ms for two letters, which hold no key); a rare name's keys hold a few hundred.
 */
const ITEMS_PER_COUNTED_MATCH = 20;

/**
 * The keys a search asks the index for: the rarest of those every match holds (migration 0030). A search for
 * "Bulk Applicant 4242" among 310,000 files all named "Bulk Applicant …" holds keys every one of them has, and each
 * such key's list is the whole tab, read to the end whatever the other keys find. So only the keys at most twice as
 * frequent as the rarest are asked for, a key the statistics do not list counting as rare; the ILIKE beside them
 * finds the true matches among the few items they leave. Without statistics every key is asked for. Any subset of
 * the keys finds every match: the statistics only choose how few items are read.
 *
 * None is asked for when even the rarest is held by many times the matches a search counts (`countBound`, domain
 * SEARCH_TOTAL_BOUND; null when every match is read, as the export does): the page and its bounded count then walk
 * the list in its order, where a common word's matches come one after the other.
 */
export function selectiveKeys(
  keys: readonly string[],
  frequencies: TKeyFrequencies,
  countBound: number | null,
): string[] {
  const itemsHolding = (key: string) => frequencies.get(key) ?? 0;
  const rarest = Math.min(...keys.map(itemsHolding));
  if (countBound !== null && rarest > ITEMS_PER_COUNTED_MATCH * countBound) return [];
  return keys.filter((key) => itemsHolding(key) <= 2 * rarest);
}
