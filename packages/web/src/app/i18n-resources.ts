import { commonEn } from '../shared/i18n/common.en';
import { verificationEn } from '../features/verification/i18n/en';
import { feesEn } from '../features/fees/i18n/en';
import { feeCalculatorEn } from '../features/fee-calculator/i18n/en';
import { deviationEn } from '../features/deviation/i18n/en';
import { conditionsEn } from '../features/conditions/i18n/en';

/**
 * The console's English catalogues, one namespace per feature (the feature's `i18n/en.ts`). English is the spec's
 * language and the fallback: it is bundled; Telugu (i18n-resources-te.ts) is loaded when chosen.
 */
export const englishResources = {
  common: commonEn,
  verification: verificationEn,
  fees: feesEn,
  'fee-calculator': feeCalculatorEn,
  deviation: deviationEn,
  conditions: conditionsEn,
};

export const loadTelugu = () => import('./i18n-resources-te').then((module) => module.teluguResources);
