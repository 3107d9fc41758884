import { applicationDetailsTe } from '../features/application-details/i18n/te';
import { commonTe } from '../shared/i18n/common.te';
import type { TTranslations } from '../shared/i18n/translations';
import type { englishResources } from './i18n-resources';

/** Every English namespace, translated: a missing one is a type error. */
export const teluguResources: TTranslations<typeof englishResources> = {
  common: commonTe,
  'application-details': applicationDetailsTe,
};
