import { administrationTe } from '../features/administration/i18n/te';
import { applicationDetailsTe } from '../features/application-details/i18n/te';
import { correctionsTe } from '../features/corrections/i18n/te';
import { mapTe } from '../features/map/i18n/te';
import { notesTe } from '../features/notes/i18n/te';
import { proposalFlowTe } from '../features/proposal-flow/i18n/te';
import { reviewRemarksTe } from '../features/review-remarks/i18n/te';
import { reviewTe } from '../features/review/i18n/te';
import { chasingCellTe } from '../features/chasing-cell/i18n/te';
import { reportsTe } from '../features/reports/i18n/te';
import { authTe } from '../features/auth/i18n/te';
import { inboxTe } from '../features/inbox/i18n/te';
import { officerSearchTe } from '../features/officer-search/i18n/te';
import { verifyOrderTe } from '../features/verify-order/i18n/te';
import { commonTe } from '../shared/i18n/common.te';
import { verificationTe } from '../features/verification/i18n/te';
import { feesTe } from '../features/fees/i18n/te';
import { fieldInspectionTe } from '../features/field-inspection/i18n/te';
import { fieldPhotosTe } from '../features/field-photos/i18n/te';
import { feeCalculatorTe } from '../features/fee-calculator/i18n/te';
import { deviationTe } from '../features/deviation/i18n/te';
import { conditionsTe } from '../features/conditions/i18n/te';
import { shellTe } from '../features/shell/i18n/te';
import { siteInfoTe } from '../features/site-info/i18n/te';
import { feedbackTe } from '../features/feedback/i18n/te';
import type { TTranslations } from '../shared/i18n/translations';

// The Telugu of the domain's messages (the server's answers) comes with the Telugu catalogues: officers who work
// in English never download it.
export { translateMessage } from '@anumati/domain/message-translations';
import type { englishResources } from './i18n-resources';

/** Every English namespace, translated: a missing one is a type error. */
export const teluguResources: TTranslations<typeof englishResources> = {
  common: commonTe,
  verification: verificationTe,
  fees: feesTe,
  'fee-calculator': feeCalculatorTe,
  deviation: deviationTe,
  conditions: conditionsTe,
  'application-details': applicationDetailsTe,
  'field-photos': fieldPhotosTe,
  corrections: correctionsTe,
  map: mapTe,
  notes: notesTe,
  'proposal-flow': proposalFlowTe,
  'review-remarks': reviewRemarksTe,
  review: reviewTe,
  reports: reportsTe,
  'chasing-cell': chasingCellTe,
  auth: authTe,
  inbox: inboxTe,
  'officer-search': officerSearchTe,
  'verify-order': verifyOrderTe,
  shell: shellTe,
  'site-info': siteInfoTe,
  feedback: feedbackTe,
  administration: administrationTe,
  'field-inspection': fieldInspectionTe,
};
