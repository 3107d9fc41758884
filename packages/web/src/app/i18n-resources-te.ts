import { commonTe } from '../shared/i18n/common.te';
import { shellTe } from '../features/shell/i18n/te';
import { siteInfoTe } from '../features/site-info/i18n/te';
import type { TTranslations } from '../shared/i18n/translations';
import type { englishResources } from './i18n-resources';

/** Every English namespace, translated: a missing one is a type error. */
export const teluguResources: TTranslations<typeof englishResources> = {
  common: commonTe,
  shell: shellTe,
  'site-info': siteInfoTe,
};
