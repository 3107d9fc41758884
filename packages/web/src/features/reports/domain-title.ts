import { useTranslation } from 'react-i18next';
import { reportsEn } from './i18n/en';

type TDomainTitleKey = keyof typeof reportsEn.domainTitles;

const KEY_OF_TITLE = new Map<string, TDomainTitleKey>(
  (Object.entries(reportsEn.domainTitles) as [TDomainTitleKey, string][]).map(([key, title]) => [title, key]),
);

/** The catalogue name of a title domain writes in English (a column, a status bucket, a total), if it has one. */
export function domainTitleKey(title: string): TDomainTitleKey | undefined {
  return KEY_OF_TITLE.get(title);
}

/**
 * Shows a title domain writes in English (report columns, status buckets, totals, report families) in the
 * officer's language; a title without a translation (a place name, an officer's own words) shows as it is.
 */
export function useDomainTitle(): (title: string) => string {
  const { t } = useTranslation('reports');
  return (title) => {
    const key = domainTitleKey(title);
    return key ? t(`domainTitles.${key}`) : title;
  };
}
