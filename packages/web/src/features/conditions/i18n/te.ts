import type { TTranslations } from '../../../shared/i18n/translations';
import type { conditionsEn } from './en';

export const conditionsTe: TTranslations<typeof conditionsEn> = {
  loading: 'షరతులు లోడ్ అవుతున్నాయి',
  titles: {
    fee: 'రుసుము షరతులు',
    proceeding: 'ప్రొసీడింగ్ షరతులు',
  },
  submitted: 'సమర్పించబడింది',
  submit: 'సమర్పించు',
  additional: 'అదనపు షరతులు',
  custom: 'ప్రత్యేక షరతులు',
  customCondition: 'ప్రత్యేక షరతు {{number}}',
  characters: '{{length}}/{{max}} అక్షరాలు',
  addCondition: 'షరతు జోడించు',
  noCustom: 'ప్రత్యేక షరతులు ఏవీ లేవు.',
};
