import 'i18next';
import type { englishResources } from './i18n-resources';

// Typed keys: t('inbox:…') with a key the English catalogue lacks does not compile.
declare module 'i18next' {
  type CustomTypeOptions = {
    defaultNS: 'common';
    resources: typeof englishResources;
  };
}
