import { applicationDetailsEn } from '../features/application-details/i18n/en';
import { correctionsEn } from '../features/corrections/i18n/en';
import { mapEn } from '../features/map/i18n/en';
import { notesEn } from '../features/notes/i18n/en';
import { proposalFlowEn } from '../features/proposal-flow/i18n/en';
import { reviewRemarksEn } from '../features/review-remarks/i18n/en';
import { reviewEn } from '../features/review/i18n/en';
import { chasingCellEn } from '../features/chasing-cell/i18n/en';
import { reportsEn } from '../features/reports/i18n/en';
import { authEn } from '../features/auth/i18n/en';
import { inboxEn } from '../features/inbox/i18n/en';
import { officerSearchEn } from '../features/officer-search/i18n/en';
import { verifyOrderEn } from '../features/verify-order/i18n/en';
import { commonEn } from '../shared/i18n/common.en';
import { verificationEn } from '../features/verification/i18n/en';
import { feesEn } from '../features/fees/i18n/en';
import { feeCalculatorEn } from '../features/fee-calculator/i18n/en';
import { deviationEn } from '../features/deviation/i18n/en';
import { conditionsEn } from '../features/conditions/i18n/en';
import { shellEn } from '../features/shell/i18n/en';
import { siteInfoEn } from '../features/site-info/i18n/en';

/**
 * The console's English catalogues, one namespace per feature (the feature's `i18n/en.ts`): the keys' types
 * (i18next.d.ts), the component tests and the browser tests read them all at once. The console itself loads
 * each with its screens (i18n-catalogue-loaders.ts), Telugu (i18n-resources-te.ts) when chosen.
 */
export const englishResources = {
  common: commonEn,
  verification: verificationEn,
  fees: feesEn,
  'fee-calculator': feeCalculatorEn,
  deviation: deviationEn,
  conditions: conditionsEn,
  'application-details': applicationDetailsEn,
  corrections: correctionsEn,
  map: mapEn,
  notes: notesEn,
  'proposal-flow': proposalFlowEn,
  'review-remarks': reviewRemarksEn,
  review: reviewEn,
  reports: reportsEn,
  'chasing-cell': chasingCellEn,
  auth: authEn,
  inbox: inboxEn,
  'officer-search': officerSearchEn,
  'verify-order': verifyOrderEn,
  shell: shellEn,
  'site-info': siteInfoEn,
};
