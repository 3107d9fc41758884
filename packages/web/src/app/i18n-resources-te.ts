import { commonTe } from '../shared/i18n/common.te';
import { verificationTe } from '../features/verification/i18n/te';
import { feesTe } from '../features/fees/i18n/te';
import { feeCalculatorTe } from '../features/fee-calculator/i18n/te';
import { deviationTe } from '../features/deviation/i18n/te';
import { conditionsTe } from '../features/conditions/i18n/te';
import type { TTranslations } from '../shared/i18n/translations';
import type { englishResources } from './i18n-resources';

/** Every English namespace, translated: a missing one is a type error. */
export const teluguResources: TTranslations<typeof englishResources> = {
  common: commonTe,
  verification: verificationTe,
  fees: feesTe,
  'fee-calculator': feeCalculatorTe,
  deviation: deviationTe,
  conditions: conditionsTe,
};
