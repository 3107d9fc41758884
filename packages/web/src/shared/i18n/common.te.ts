import type { commonEn } from './common.en';
import type { TTranslations } from './translations';

export const commonTe: TTranslations<typeof commonEn> = {
  close: 'మూసివేయి',
  cancel: 'రద్దు చేయి',
  yes: 'అవును',
  no: 'కాదు',
  retry: 'మళ్లీ ప్రయత్నించు',
  loading: 'లోడ్ అవుతోంది…',
};
