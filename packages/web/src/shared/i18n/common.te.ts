import type { commonEn } from './common.en';
import type { TTranslations } from './translations';

export const commonTe: TTranslations<typeof commonEn> = {
  close: 'మూసివేయి',
  cancel: 'రద్దు చేయి',
  yes: 'అవును',
  no: 'కాదు',
  retry: 'మళ్లీ ప్రయత్నించు',
  loading: 'లోడ్ అవుతోంది…',
  loadingLabel: 'లోడ్ అవుతోంది',
  closeNotification: 'నోటిఫికేషన్‌ను మూసివేయి',
  showPassword: 'పాస్‌వర్డ్‌ను చూపించు లేదా దాచు',
  sort: { ascending: 'ఆరోహణ క్రమంలో ఉంది', descending: 'అవరోహణ క్రమంలో ఉంది', none: 'క్రమంలో అమర్చలేదు' },
  loadError: {
    title: 'లోడ్ చేయలేకపోయాము',
    retry: 'మళ్లీ ప్రయత్నించు',
    screen: 'ఈ స్క్రీన్‌ను లోడ్ చేయలేకపోయాము. కనెక్షన్‌ను తనిఖీ చేసి, మళ్లీ ప్రయత్నించండి.',
  },
  sessionExpired: {
    title: 'సెషన్ గడువు ముగిసింది',
    loginHere: 'ఇక్కడ లాగిన్ అవ్వండి!',
  },
  documentLink: {
    viewUploadedFile: 'అప్‌లోడ్ చేసిన ఫైల్ చూడండి',
    notAvailable: 'పత్రం అందుబాటులో లేదు',
  },
  uploadFailed: 'ఫైల్ అప్‌లోడ్ విఫలమైంది, మరొక ఫైల్ ఎంచుకోండి',
};
