import { applicationDetailsEn } from '../features/application-details/i18n/en';
import { correctionsEn } from '../features/corrections/i18n/en';
import { mapEn } from '../features/map/i18n/en';
import { notesEn } from '../features/notes/i18n/en';
import { proposalFlowEn } from '../features/proposal-flow/i18n/en';
import { reviewRemarksEn } from '../features/review-remarks/i18n/en';
import { reviewEn } from '../features/review/i18n/en';
import { commonEn } from '../shared/i18n/common.en';

/**
 * The console's English catalogues, one namespace per feature (the feature's `i18n/en.ts`). English is the spec's
 * language and the fallback: it is bundled; Telugu (i18n-resources-te.ts) is loaded when chosen.
 */
export const englishResources = {
  common: commonEn,
  'application-details': applicationDetailsEn,
  corrections: correctionsEn,
  map: mapEn,
  notes: notesEn,
  'proposal-flow': proposalFlowEn,
  'review-remarks': reviewRemarksEn,
  review: reviewEn,
};

export const loadTelugu = () => import('./i18n-resources-te').then((module) => module.teluguResources);
