import type { TTranslations } from '../../../shared/i18n/translations';
import type { feesEn } from './en';

export const feesTe: TTranslations<typeof feesEn> = {
  submitted: 'సమర్పించబడింది',
  cancel: 'రద్దు చేయి',
  submit: 'సమర్పించు',
  tabs: {
    fees: 'రుసుములు',
    feeConditions: 'రుసుము షరతులు',
    feeCertification: 'రుసుము ధృవీకరణ',
    preProceedingConditions: 'ప్రొసీడింగ్‌కు ముందు షరతులు',
  },
  feeVerification: {
    title: 'రుసుము పరిశీలన',
    otherVerifications: 'మీ ఇతర పరిశీలనలు',
    siteScreen: 'స్థల పరిశీలన',
    titleScreen: 'హక్కు పత్రాల పరిశీలన',
  },
  paymentReview: {
    title: 'చెల్లింపు సమీక్ష',
  },
  feesTab: {
    loading: 'రుసుము వివరాలు లోడ్ అవుతున్నాయి',
    noData: 'సమాచారం లేదు',
    adjustment: 'రుసుము సర్దుబాటు',
    adjustmentReadOnly: 'రుసుము సర్దుబాటు (చదవడానికి మాత్రమే)',
    feeSubmitted: 'రుసుము సమర్పించబడింది',
    feePaid: 'రుసుము చెల్లించబడింది',
    table: 'రుసుముల పట్టిక',
    inputs: 'రుసుము లెక్కింపు వివరాలు',
    columns: {
      serial: 'క్ర.సం',
      feeHead: 'రుసుము పద్దు',
      amount: 'మొత్తం',
      adjustedAmount: 'సర్దుబాటు చేసిన మొత్తం',
      remarks: 'వ్యాఖ్యలు',
    },
    adjustedAmountFor: '{{head}} కు సర్దుబాటు చేసిన మొత్తం',
    remarksFor: '{{head}} పై వ్యాఖ్యలు',
    confirmTitle: 'రుసుము సమర్పించు',
    submittedToast: 'రుసుము విజయవంతంగా సమర్పించబడింది: దరఖాస్తు ఇప్పుడు {{status}} స్థితిలో ఉంది',
  },
  otherHeads: {
    title: 'ఇతర రుసుము పద్దులు',
    none: 'ఇతర రుసుము పద్దులు ఏవీ జోడించలేదు.',
    table: 'ఇతర రుసుము పద్దులు',
    head: 'ఇతర రుసుము పద్దు {{number}}',
    amount: 'ఇతర రుసుము పద్దు {{number}} మొత్తం',
    remarks: 'ఇతర రుసుము పద్దు {{number}} వ్యాఖ్యలు',
    selectHead: 'రుసుము పద్దును ఎంచుకోండి',
    remove: 'ఇతర రుసుము పద్దు {{number}} తొలగించు',
    add: 'ఇతర రుసుము పద్దు జోడించు',
  },
  summary: {
    table: 'రుసుము సారాంశం',
    existingTotal: 'మొత్తం రుసుము',
    adjustedTotal: 'సర్దుబాటు తర్వాత మొత్తం',
    otherTotal: 'ఇతర రుసుము పద్దుల మొత్తం',
    initialPaid: 'ప్రారంభంలో చెల్లించిన మొత్తం',
    difference: 'మొత్తం వ్యత్యాసం',
    totalToPay: 'చెల్లించవలసిన మొత్తం',
  },
  difference: {
    title: 'రుసుము వ్యత్యాసం',
    openFeeTab: 'రుసుము ట్యాబ్ తెరవండి',
  },
};
