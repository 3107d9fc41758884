import type { TTranslations } from '../../../shared/i18n/translations';
import type { proposalFlowEn } from './en';

export const proposalFlowTe: TTranslations<typeof proposalFlowEn> = {
  title: 'ప్రతిపాదన ప్రవాహం',
  loading: 'ప్రతిపాదన ప్రవాహం లోడ్ అవుతోంది',
  reviewRemarks: 'సమీక్ష వ్యాఖ్యలు',
  noData: 'సమాచారం లేదు',
  entryTitle: '{{stage}} ({{level}})',
  dates: 'గడువు రోజులు: {{dueDays}} · ఫైల్ అందిన తేదీ: {{received}} · పంపిన తేదీ: {{forwarded}}',
  status: 'స్థితి: {{status}}',
  completedOn: 'పూర్తయిన తేదీ: {{date}}',
};
