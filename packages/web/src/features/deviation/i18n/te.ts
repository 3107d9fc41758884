import type { TTranslations } from '../../../shared/i18n/translations';
import type { deviationEn } from './en';

export const deviationTe: TTranslations<typeof deviationEn> = {
  screenTitle: 'విచలన పట్టిక',
  tab: 'విచలనం',
  loading: 'విచలన పట్టిక లోడ్ అవుతోంది',
  submitted: 'సమర్పించబడింది',
  submit: 'సమర్పించు',
  cancel: 'రద్దు చేయి',
  citizenCaption: 'పౌరుడు నమోదు చేసిన విచలనం',
  officerCaption: 'అధికారి నమోదు చేసిన విచలనం ({{level}})',
  levelName: 'స్థాయి {{number}}: {{name}}',
  table: {
    compoundingFeeTable: '{{caption}}: కాంపౌండింగ్ రుసుము',
    sides: {
      front: 'ముందు',
      rear: 'వెనుక',
      side_one: 'పక్క 1',
      side_two: 'పక్క 2',
    },
    fields: {
      building_permit_order: 'భవన అనుమతి ఉత్తర్వు ప్రకారం',
      setback_as_on_ground: 'స్థలంపై ఉన్న సెట్‌బ్యాక్',
      building_lengths: 'భవనం పొడవులు',
      no_of_floors: 'అంతస్తుల సంఖ్య',
    },
    enteredCell: '{{side}} {{field}}',
    columns: {
      side: 'పక్క',
      buildingPermitOrder: 'భవన అనుమతి ఉత్తర్వు ప్రకారం (మీ.)',
      asOnGround: 'స్థలంపై ఉన్నది (మీ.)',
      setbackDeviation: 'సెట్‌బ్యాక్‌లో విచలనం (మీ.)',
      setbackDeviatedPercentage: 'సెట్‌బ్యాక్ విచలన శాతం',
      buildingLengths: 'భవనం పొడవులు (మీ.)',
      deviatedAreaPerFloor: 'అంతస్తుకు విచలిత నిర్మిత విస్తీర్ణం (Sq.m)',
      floors: 'అంతస్తుల సంఖ్య',
      totalDeviatedArea: 'మొత్తం విచలిత నిర్మిత విస్తీర్ణం (Sq.m)',
    },
    total: 'మొత్తం',
    totalDeviatedAreaSqYd: 'మొత్తం విచలిత నిర్మిత విస్తీర్ణం (Sq.yd)',
    landValue: 'Sq.yd కు భూమి విలువ (రిజిస్ట్రేషన్ శాఖ)',
    landValueInput: 'చదరపు గజానికి భూమి విలువ',
    totalCompoundingFee: 'మొత్తం కాంపౌండింగ్ రుసుము',
  },
};
