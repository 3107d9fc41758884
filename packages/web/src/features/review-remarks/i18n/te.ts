import type { TTranslations } from '../../../shared/i18n/translations';
import type { reviewRemarksEn } from './en';

export const reviewRemarksTe: TTranslations<typeof reviewRemarksEn> = {
  title: 'సమీక్ష వ్యాఖ్యలు',
  pageTitle: 'సమీక్ష వ్యాఖ్యలు · {{applicationIdentifier}}',
  loading: 'సమీక్ష వ్యాఖ్యలు లోడ్ అవుతున్నాయి',
  loadingPage: 'లోడ్ అవుతోంది',
  empty: 'ప్రస్తుతం ఈ దరఖాస్తుకు సమీక్ష వ్యాఖ్యలు ఏవీ లేవు.',
  somethingWentWrong: 'ఏదో పొరపాటు జరిగింది!',
  cardLabel: '{{officer}} — {{title}}',
  dates: 'ఫైల్ అందిన తేదీ: {{received}} · పంపిన తేదీ: {{forwarded}}',
  remarks: 'వ్యాఖ్యలు:',
  before: '{{sentBack}}కు ముందు',
  after: '{{sentBack}} తర్వాత',
  shortfall: 'లోపం',
  showCause: 'షోకాజ్',
  pages: 'సమీక్ష వ్యాఖ్యల పేజీలు',
  paginationControls: { first: 'మొదటి పేజీ', last: 'చివరి పేజీ', previous: 'మునుపటి పేజీ', next: 'తదుపరి పేజీ' },
  viewDocument: 'పత్రం చూడండి',
  showLess: 'తక్కువ చూపించు',
  showFullAnswer: 'పూర్తి సమాధానం చూపించు',
};
