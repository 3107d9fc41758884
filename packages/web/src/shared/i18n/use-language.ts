import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@anumati/domain';
import { useTranslation } from 'react-i18next';

/** The language the console shows now; screens re-render when the officer switches. */
export function useLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
