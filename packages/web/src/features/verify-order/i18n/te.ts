import type { TTranslations } from '../../../shared/i18n/translations';
import type { verifyOrderEn } from './en';

export const verifyOrderTe: TTranslations<typeof verifyOrderEn> = {
  title: 'ఉత్తర్వు పరిశీలన',
  orderNumberIs: 'ఉత్తర్వు సంఖ్య',
  checking: 'ఉత్తర్వును తనిఖీ చేస్తోంది',
  notFound: 'కనుగొనబడలేదు',
  genuine: 'నిజమైన ఉత్తర్వు',
  particulars: 'ఉత్తర్వు వివరాలు',
  order: 'ఉత్తర్వు',
  orderNumber: 'ఉత్తర్వు సంఖ్య',
  applicationNumber: 'దరఖాస్తు సంఖ్య',
  issuedBy: 'జారీ చేసిన సంస్థ',
  dateOfIssue: 'జారీ తేదీ',
  signedBy: 'సంతకం చేసినవారు',
  pdfHash: 'PDF యొక్క SHA-256',
  download: 'ఉత్తర్వు PDF డౌన్‌లోడ్ చేయండి',
  consoleLink: 'TS-bPASS అధికారుల కన్సోల్',
  copyHeading: 'మీ వద్ద ఉన్న ప్రతిని తనిఖీ చేయండి',
  copyLabel: 'ఉత్తర్వు PDF',
  copyHint: 'ఫైల్ మీ బ్రౌజర్‌లోనే తనిఖీ చేయబడుతుంది: దాని SHA-256 మాత్రమే పంపబడుతుంది, ఫైల్ కాదు.',
  copyChecking: 'ప్రతిని తనిఖీ చేస్తోంది',
  copyMatches: 'ఈ ప్రతి జారీ చేసిన ఉత్తర్వే',
  copyDiffers: 'ఈ ప్రతి జారీ చేసిన ఉత్తర్వు కాదు',
  copyHash: 'మీ ప్రతి యొక్క SHA-256:',
  copyNeedsHttps: 'ఈ పేజీ HTTPS ద్వారా తెరిచినప్పుడు మాత్రమే ఈ బ్రౌజర్ ప్రతిని తనిఖీ చేయగలదు.',
};
