import { describe, expect, it } from 'vitest';
import { englishResources } from './i18n-resources';
import { teluguResources } from './i18n-resources-te';

type TEntry = { key: string; english: string; telugu: string };

/** Every leaf of the English catalogues beside its Telugu translation, by namespace:key.path. */
function entries(english: object, telugu: object, prefix: string): TEntry[] {
  return Object.entries(english).flatMap(([name, value]) => {
    const key = `${prefix}${name}`;
    const translated: unknown = (telugu as Record<string, unknown>)[name];
    if (typeof value === 'string') return [{ key, english: value, telugu: String(translated) }];
    return entries(value as object, (translated ?? {}) as object, `${key}.`);
  });
}

const NAMESPACES = Object.entries(englishResources).map(([namespace, catalogue]) => ({
  namespace,
  entries: entries(catalogue, (teluguResources as Record<string, object>)[namespace] ?? {}, `${namespace}:`),
}));

const TELUGU_SCRIPT = /[\u0C00-\u0C7F]/;
/** What officers read in Latin letters in either language: acronyms, units, ids, placeholders and symbols. */
const LATIN_IN_TELUGU = /^(?:[A-Z]{2,}s?|Sq\.m|Sq\.yd|Excel|[\d\s.,:;/()%₹+*#&|·—–-]+)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** A Telugu value is Telugu script, apart from the acronyms officers use as words (OTP, ULB, NOC, PDF)
 * and the product they export to (Excel). */
function isTelugu(telugu: string): boolean {
  // Placeholders ({{name}}) are filled with data: a value of placeholders and punctuation alone has no words.
  const words = telugu
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !LATIN_IN_TELUGU.test(word));
  const englishWords = words.filter((word) => /^[A-Za-z]{4,}$/.test(word) && !/^[A-Z]+$/.test(word));
  return (words.length === 0 || TELUGU_SCRIPT.test(telugu)) && englishWords.length === 0;
}

describe.each(NAMESPACES)('the $namespace catalogue', ({ entries }) => {
  it('has words to translate', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('is Telugu in Telugu', () => {
    expect(entries.filter(({ telugu }) => !isTelugu(telugu)).map(({ key, telugu }) => `${key}: ${telugu}`)).toEqual([]);
  });

  it('keeps the English placeholders in Telugu', () => {
    const differing = entries.filter(
      ({ english, telugu }) => placeholders(english).join() !== placeholders(telugu).join(),
    );
    expect(differing.map(({ key }) => key)).toEqual([]);
  });
});
