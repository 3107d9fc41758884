import type { TTranslations } from '../../../shared/i18n/translations';
import type { feeCalculatorEn } from './en';

export const feeCalculatorTe: TTranslations<typeof feeCalculatorEn> = {
  title: 'రుసుము కాలిక్యులేటర్',
  intro: 'తక్షణ ఆమోదం లేదా సింగిల్ విండో దరఖాస్తుకు భవన నిర్మాణ అనుమతి రుసుము, పద్దుల వారీగా.',
  signIn: 'అధికారి సైన్ ఇన్',
  form: 'రుసుము కాలిక్యులేటర్',
  select: 'ఎంచుకోండి',
  calculate: 'లెక్కించు',
  breakup: 'రుసుము వివరాలు',
  feeHead: 'రుసుము పద్దు',
  amount: 'మొత్తం',
  totalFee: 'మొత్తం రుసుము',
};
