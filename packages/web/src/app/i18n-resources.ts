import { commonEn } from '../shared/i18n/common.en';
import { shellEn } from '../features/shell/i18n/en';
import { siteInfoEn } from '../features/site-info/i18n/en';

/**
 * The console's English catalogues, one namespace per feature (the feature's `i18n/en.ts`). English is the spec's
 * language and the fallback: it is bundled; Telugu (i18n-resources-te.ts) is loaded when chosen.
 */
export const englishResources = {
  common: commonEn,
  shell: shellEn,
  'site-info': siteInfoEn,
};

export const loadTelugu = () => import('./i18n-resources-te').then((module) => module.teluguResources);
