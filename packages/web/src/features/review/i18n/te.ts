import type { TTranslations } from '../../../shared/i18n/translations';
import type { reviewEn } from './en';

export const reviewTe: TTranslations<typeof reviewEn> = {
  title: 'సమీక్ష',
  loading: 'లోడ్ అవుతోంది',
  viewNoteSheet: 'నోట్ షీట్ చూడండి',
  reviewRemarks: 'సమీక్ష వ్యాఖ్యలు',
  signInToSee: 'ఈ దరఖాస్తును చూడటానికి సైన్ ఇన్ చేయండి.',
  login: 'లాగిన్',
};
