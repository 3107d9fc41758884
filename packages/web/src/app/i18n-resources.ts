import { chasingCellEn } from '../features/chasing-cell/i18n/en';
import { reportsEn } from '../features/reports/i18n/en';
import { commonEn } from '../shared/i18n/common.en';

/**
 * The console's English catalogues, one namespace per feature (the feature's `i18n/en.ts`). English is the spec's
 * language and the fallback: it is bundled; Telugu (i18n-resources-te.ts) is loaded when chosen.
 */
export const englishResources = {
  common: commonEn,
  reports: reportsEn,
  'chasing-cell': chasingCellEn,
};

export const loadTelugu = () => import('./i18n-resources-te').then((module) => module.teluguResources);
