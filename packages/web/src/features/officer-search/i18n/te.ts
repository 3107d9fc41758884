import type { TTranslations } from '../../../shared/i18n/translations';
import type { officerSearchEn } from './en';

export const officerSearchTe: TTranslations<typeof officerSearchEn> = {
  title: 'దరఖాస్తు శోధన',
  searchLabel: 'దరఖాస్తులను వెతకండి',
  searchPlaceholder: 'దరఖాస్తు ఫైల్ నంబర్ (లేదా) దరఖాస్తుదారు పేరుతో వెతకండి',
  runSearch: 'వెతకండి',
  resultsFor: '“{{query}}” కోసం ఫలితాలు',
  plotArea: '{{area}} Sq.m',
  plotAreaWithFloors: '{{area}} Sq.m, {{floors}} అంతస్తులు',
  penaltyDaysLate: '{{amount}} ({{days}} రోజులు ఆలస్యం)',
  flag: 'సూచిక',
  heldPastDueDate: 'గడువు దాటి ఉంచబడింది',
  withinTime: 'గడువులోపు ఉంది',
};
