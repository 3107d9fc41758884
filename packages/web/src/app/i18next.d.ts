import 'i18next';
import type { englishResources } from './i18n-resources';

// Typed keys: t('inbox:…') with a key the English catalogue lacks does not compile.
declare module 'i18next' {
  // An interface, not a type: only an interface merges into i18next's own declaration.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishResources;
  }
}
