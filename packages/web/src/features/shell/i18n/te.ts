import type { TTranslations } from '../../../shared/i18n/translations';
import type { shellEn } from './en';

export const shellTe: TTranslations<typeof shellEn> = {
  skipToContent: 'ప్రధాన విషయానికి వెళ్లండి',
  identity: {
    emblemAlt: 'తెలంగాణ ప్రభుత్వ చిహ్నం (తాత్కాలిక గుర్తు)',
    government: 'తెలంగాణ ప్రభుత్వం',
    department: 'పురపాలక పరిపాలన & పట్టణాభివృద్ధి శాఖ',
    product: 'అనుమతి — భవన నిర్మాణ అనుమతి అధికారుల కన్సోల్',
    productShort: 'అనుమతి',
  },
  header: {
    sessions: 'సెషన్లు',
    logout: 'లాగ్ అవుట్',
    yourSessions: 'మీ సెషన్లు',
    menuName: '{{name}}: ఖాతా, భాష మరియు అక్షరాల పరిమాణం',
  },
  nav: {
    toggleNavigation: 'నావిగేషన్ చూపు లేదా దాచు',
    mainNavigation: 'ప్రధాన నావిగేషన్',
    postVerification: 'దరఖాస్తుల పరిశీలన',
    singleWindow: 'సింగిల్ విండో',
    preScrutiny: 'ముందస్తు పరిశీలన',
  },
  textSize: {
    group: 'అక్షరాల పరిమాణం',
    smallerFace: 'అ-',
    normalFace: 'అ',
    largerFace: 'అ+',
    smaller: 'అక్షరాల పరిమాణం తగ్గించు',
    normal: 'సాధారణ అక్షరాల పరిమాణం',
    larger: 'అక్షరాల పరిమాణం పెంచు',
    announced: {
      small: 'అక్షరాల పరిమాణం: చిన్నది',
      normal: 'అక్షరాల పరిమాణం: సాధారణం',
      large: 'అక్షరాల పరిమాణం: పెద్దది',
    },
  },
  footer: {
    linksName: 'సైట్ సమాచారం',
    websitePolicies: 'వెబ్‌సైట్ విధానాలు',
    accessibilityStatement: 'సౌలభ్య ప్రకటన',
    help: 'సహాయం & సంప్రదింపులు',
    ownership: 'ఈ సమాచారానికి యజమాని మరియు నిర్వాహకులు: పురపాలక పరిపాలన & పట్టణాభివృద్ధి శాఖ, తెలంగాణ ప్రభుత్వం',
    lastUpdated: 'చివరిగా నవీకరించిన తేదీ: {{date}}',
  },
  publicPage: {
    home: 'ముఖ్య పేజీ',
  },
};
