import { describe, expect, it } from 'vitest';
import { englishResources } from './i18n-resources';
import { teluguResources } from './i18n-resources-te';

type TCatalogue = { readonly [key: string]: string | TCatalogue };

/** Every value of a catalogue with its dotted key. */
function entries(catalogue: TCatalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const TELUGU_SCRIPT = /[\u0C00-\u0C7F]/;
// Issue 19: officers read these in Latin letters in Telugu too (acronyms used as words, product and unit names).
const KEPT_IN_LATIN = /\b(OTP|ULB|NOC|ACP|TSPO|PDF|Excel|Sq\.m|Sq\.yd|SHA-256|ID|IP|GHMC|CLU|TS-bPASS|C&D)\b/g;

const namespaces = Object.keys(englishResources) as (keyof typeof englishResources)[];
const rows = namespaces.flatMap((namespace) => {
  const telugu = new Map(entries(teluguResources[namespace] as TCatalogue));
  return entries(englishResources[namespace] as TCatalogue).map(([key, english]) => ({
    key: `${namespace}:${key}`,
    english,
    telugu: telugu.get(key),
  }));
});

describe('the Telugu catalogues', () => {
  it.each(rows)('$key is in Telugu, with the placeholders of English', ({ english, telugu }) => {
    expect(telugu?.trim()).toBeTruthy();
    expect(placeholders(telugu ?? '')).toEqual(placeholders(english));
    const isLatinOnly = !TELUGU_SCRIPT.test(telugu ?? '');
    if (isLatinOnly) {
      // Only acronyms, placeholders, digits and punctuation may stay without Telugu script.
      const rest = (telugu ?? '').replace(/\{\{\s*\w+\s*\}\}/g, '').replace(KEPT_IN_LATIN, '');
      expect(rest).toMatch(/^[\s\d.,:;()/“”"'‘’—–\-+%#*!?]*$/);
    }
  });
});
