import type { TTranslations } from '../../../shared/i18n/translations';
import type { fieldPhotosEn } from './en';

export const fieldPhotosTe: TTranslations<typeof fieldPhotosEn> = {
  title: 'స్థల ఫోటోలు',
  loading: 'స్థల ఫోటోలు లోడ్ అవుతున్నాయి',
  claim:
    'స్థానం, దాని ఖచ్చితత్వం మరియు ఫోటో తీసిన సమయం తనిఖీ అధికారి ఫోన్ తెలిపినవి: ఇది పరికరం చెప్పినది మాత్రమే, సర్వర్ ధృవీకరించలేదు. ప్రతిదీ ఎప్పుడు అందిందో సర్వర్ నమోదు చేసి, ప్లాట్ నుండి దూరాన్ని కొలిచింది.',
  threshold: 'ప్లాట్ నుండి {{distance}} కంటే ఎక్కువ దూరంలో లేదా స్థానం లేకుండా ఉన్న ఫోటో లేదా సందర్శన గుర్తించబడుతుంది.',
  noPhotos: 'ఈ దరఖాస్తుకు స్థల ఫోటోలు ఏవీ నమోదు కాలేదు.',
  photoAlt: 'స్థల ఫోటో {{name}}, తీసిన సమయం {{time}}',
  openPhoto: '{{name}} ను పూర్తి పరిమాణంలో తెరవండి',
  capturedAt: 'తీసిన సమయం (పరికరం)',
  receivedAt: 'అందిన సమయం (సర్వర్)',
  accuracy: 'ఖచ్చితత్వం (పరికరం)',
  distance: 'ప్లాట్ నుండి దూరం',
  position: 'స్థానం (పరికరం)',
  takenBy: 'తీసినవారు',
  question: 'సమాధానం',
  onSite: 'స్థలంలో',
  insidePlot: 'ప్లాట్ లోపల',
  notKnown: 'తెలియదు',
  metres: '{{value}} మీ',
  kilometres: '{{value}} కి.మీ',
  plusMinus: 'సుమారు ± {{value}}',
  visits: {
    title: 'స్థల సందర్శనలు',
    none: 'ఈ దరఖాస్తుకు స్థల సందర్శన ఏదీ నమోదు కాలేదు.',
    officer: 'అధికారి',
  },
  pins: {
    photo: 'స్థల ఫోటో {{name}}: {{distance}}',
    photoOfQuestion: 'స్థల ఫోటో {{name}} ({{question}}): {{distance}}',
    visit: '{{officer}} స్థల సందర్శన: {{distance}}',
  },
  notice: {
    title: 'స్థల ఫోటోలు గుర్తించబడ్డాయి',
    body_one: 'స్థలం నుండి {{count}} నమోదు గుర్తించబడింది: {{flags}}. స్థానం పరికరం చెప్పినది మాత్రమే.',
    body_other: 'స్థలం నుండి {{count}} నమోదులు గుర్తించబడ్డాయి: {{flags}}. స్థానం పరికరం చెప్పినది మాత్రమే.',
    seeDetails: 'దరఖాస్తు వివరాలలో స్థల ఫోటోలు చూడండి',
  },
};
