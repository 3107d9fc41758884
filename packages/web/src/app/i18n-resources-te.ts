import { chasingCellTe } from '../features/chasing-cell/i18n/te';
import { reportsTe } from '../features/reports/i18n/te';
import { commonTe } from '../shared/i18n/common.te';
import type { TTranslations } from '../shared/i18n/translations';
import type { englishResources } from './i18n-resources';

/** Every English namespace, translated: a missing one is a type error. */
export const teluguResources: TTranslations<typeof englishResources> = {
  common: commonTe,
  reports: reportsTe,
  'chasing-cell': chasingCellTe,
};
