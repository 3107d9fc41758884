import { authEn } from '../features/auth/i18n/en';
import { commonEn } from '../shared/i18n/common.en';
import { feeCalculatorEn } from '../features/fee-calculator/i18n/en';
import { shellEn } from '../features/shell/i18n/en';
import { siteInfoEn } from '../features/site-info/i18n/en';
import { feedbackEn } from '../features/feedback/i18n/en';
import { signedInEnglish } from './signed-in-english';

/**
 * The console's English catalogues, one namespace per feature (the feature's `i18n/en.ts`): the keys' types
 * (i18next.d.ts), the component tests and the browser tests read them all at once. The console itself loads
 * them with its screens (i18n-catalogue-loaders.ts): the sign-in screens' with the first, the public screens'
 * beside theirs, the signed-in screens' (signed-in-english.ts) with the signed-in layout; Telugu
 * (i18n-resources-te.ts) when chosen.
 */
export const englishResources = {
  common: commonEn,
  auth: authEn,
  shell: shellEn,
  'fee-calculator': feeCalculatorEn,
  'site-info': siteInfoEn,
  feedback: feedbackEn,
  ...signedInEnglish,
};
