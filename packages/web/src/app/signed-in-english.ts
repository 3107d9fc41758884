import { administrationEn } from '../features/administration/i18n/en';
import { applicationDetailsEn } from '../features/application-details/i18n/en';
import { chasingCellEn } from '../features/chasing-cell/i18n/en';
import { conditionsEn } from '../features/conditions/i18n/en';
import { correctionsEn } from '../features/corrections/i18n/en';
import { deviationEn } from '../features/deviation/i18n/en';
import { feesEn } from '../features/fees/i18n/en';
import { fieldInspectionEn } from '../features/field-inspection/i18n/en';
import { fieldPhotosEn } from '../features/field-photos/i18n/en';
import { inboxEn } from '../features/inbox/i18n/en';
import { mapEn } from '../features/map/i18n/en';
import { notesEn } from '../features/notes/i18n/en';
import { officerSearchEn } from '../features/officer-search/i18n/en';
import { proposalFlowEn } from '../features/proposal-flow/i18n/en';
import { reportsEn } from '../features/reports/i18n/en';
import { reviewRemarksEn } from '../features/review-remarks/i18n/en';
import { reviewEn } from '../features/review/i18n/en';
import { verificationEn } from '../features/verification/i18n/en';
import { verifyOrderEn } from '../features/verify-order/i18n/en';

/**
 * The English of the screens behind sign-in, one chunk loaded with the signed-in layout
 * (i18n-catalogue-loaders.ts); the console's whole English (i18n-resources.ts) is built of it.
 */
export const signedInEnglish = {
  verification: verificationEn,
  fees: feesEn,
  deviation: deviationEn,
  conditions: conditionsEn,
  'application-details': applicationDetailsEn,
  'field-photos': fieldPhotosEn,
  corrections: correctionsEn,
  map: mapEn,
  notes: notesEn,
  'proposal-flow': proposalFlowEn,
  'review-remarks': reviewRemarksEn,
  review: reviewEn,
  reports: reportsEn,
  'chasing-cell': chasingCellEn,
  inbox: inboxEn,
  'officer-search': officerSearchEn,
  'verify-order': verifyOrderEn,
  administration: administrationEn,
  'field-inspection': fieldInspectionEn,
};
