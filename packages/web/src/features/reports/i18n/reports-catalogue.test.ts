import {
  BUCKET_TITLES,
  COMPLETED_TITLE,
  countTableFirstTitle,
  EFFICIENCY_TITLE,
  GRAND_TOTAL_LABEL,
  MONTH_NAMES,
  REPORT_FAMILIES,
  REPORT_TABLES,
  REPORT_TYPES,
  TOTAL_LABEL,
} from '@anumati/domain';
import { describe, expect, it } from 'vitest';
// A test of catalogues, not a use of the chasing cell: its Telugu is held to the same rules as the reports' own.
// eslint-disable-next-line no-restricted-imports
import { chasingCellEn } from '../../chasing-cell/i18n/en';
// eslint-disable-next-line no-restricted-imports
import { chasingCellTe } from '../../chasing-cell/i18n/te';
import { domainTitleKey } from '../domain-title';
import { reportsEn } from './en';
import { reportsTe } from './te';

type TCatalogue = { readonly [key: string]: string | TCatalogue };

function entries(catalogue: TCatalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
/** What may stay Latin in Telugu: the acronyms officers use as words, and placeholders. */
const LATIN_ONLY = /^(?:[\s,:()%.·/-]|ULB|GHMC|CMO|NOC|Sq\.m|Excel|\{\{\w+\}\})*$/;

describe.each([
  ['reports', reportsEn, reportsTe],
  ['chasing-cell', chasingCellEn, chasingCellTe],
])('the %s catalogue in Telugu', (_namespace, english, telugu) => {
  const teluguEntries = new Map(entries(telugu));
  it.each(entries(english))('%s: in Telugu script, with the same placeholders', (key, text) => {
    const translation = teluguEntries.get(key) ?? '';
    expect(placeholders(translation)).toEqual(placeholders(text));
    if (!LATIN_ONLY.test(translation)) expect(translation).toMatch(/[\u0C00-\u0C7F]/);
  });
});

describe('the words domain writes for the report screens', () => {
  const titles = [
    ...Object.values(REPORT_TABLES).flatMap((table) => table.columns.map((column) => column.title)),
    ...Object.values(BUCKET_TITLES),
    EFFICIENCY_TITLE,
    COMPLETED_TITLE,
    TOTAL_LABEL,
    GRAND_TOTAL_LABEL,
    ...REPORT_TYPES.flatMap((type) =>
      (['ULB', 'DISTRICT', 'AUTHORITY'] as const).map((group) => countTableFirstTitle(type, group)),
    ),
    ...Object.values(REPORT_FAMILIES).map((family) => family.title),
  ];
  it.each([...new Set(titles)])('"%s" has a translation', (title) => {
    expect(domainTitleKey(title)).toBeDefined();
  });

  it('names the months as domain does', () => {
    expect(Object.values(reportsEn.months)).toEqual([...MONTH_NAMES]);
  });
});
