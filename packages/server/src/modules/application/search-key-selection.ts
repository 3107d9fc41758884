/** How often each frequent key of the inbox's search index occurs, as a share of its items (keys as text). */
export type TKeyFrequencies = ReadonlyMap<string, number>;

/**
 * The keys a search asks the index for: the rarest of those every match holds (migration 0030). A search for
 * "Bulk Applicant 4242" among 310,000 files all named "Bulk Applicant …" holds keys every one of them has, and each
 * such key's list is the whole tab, read to the end whatever the other keys find. So only the keys at most twice as
 * frequent as the rarest are asked for, a key the statistics do not list counting as rare; the ILIKE beside them
 * finds the true matches among the few items they leave. Without statistics every key is asked for. Any subset of
 * the keys finds every match: the statistics only choose how few items are read.
 */
export function selectiveKeys(keys: readonly string[], frequencies: TKeyFrequencies): string[] {
  const frequencyOf = (key: string) => frequencies.get(key) ?? 0;
  const rarest = Math.min(...keys.map(frequencyOf));
  return keys.filter((key) => frequencyOf(key) <= 2 * rarest);
}
