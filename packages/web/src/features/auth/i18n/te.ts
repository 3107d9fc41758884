import type { TTranslations } from '../../../shared/i18n/translations';
import type { authEn } from './en';

export const authTe: TTranslations<typeof authEn> = {
  layout: {
    productName: 'అనుమతి — భవన నిర్మాణ అనుమతి అధికారుల కన్సోల్',
  },
  login: {
    title: 'అధికారి లాగిన్',
    username: 'వినియోగదారు పేరు',
    password: 'పాస్‌వర్డ్',
    forgotPassword: 'పాస్‌వర్డ్ మర్చిపోయారా?',
    reset: 'రీసెట్ చేయండి',
    continue: 'కొనసాగించండి',
  },
  otp: {
    title: 'OTP నమోదు చేయండి',
    codeSent: '{{digits}} అంకెల కోడ్ {{mobile}} కు పంపబడింది.',
    yourMobileNumber: 'మీ మొబైల్ నంబర్',
    back: 'వెనుకకు',
    resendOtp: 'OTP మళ్లీ పంపండి',
    login: 'లాగిన్',
  },
  otpField: {
    label: 'OTP',
    digit: 'OTP అంకె {{position}}',
  },
  newPassword: {
    newPassword: 'కొత్త పాస్‌వర్డ్',
    confirmPassword: 'పాస్‌వర్డ్‌ను నిర్ధారించండి',
    back: 'వెనుకకు',
    resend: 'మళ్లీ పంపండి',
    save: 'సేవ్ చేయండి',
    submit: 'సమర్పించండి',
    enterAllDigits: 'కోడ్‌లోని మొత్తం {{digits}} అంకెలను నమోదు చేయండి.',
  },
  changePassword: {
    title: 'పాస్‌వర్డ్ మార్చండి',
    username: 'వినియోగదారు పేరు',
    sendOtp: 'OTP పంపండి',
    backToLogin: 'లాగిన్ పేజీకి తిరిగి వెళ్లండి',
  },
  resetPassword: {
    title: 'అధికారి పాస్‌వర్డ్ మార్పు',
    username: 'వినియోగదారు పేరు',
    sendOtp: 'OTP పంపండి',
    haveEmailCode: 'నా ఇమెయిల్‌కు వచ్చిన కోడ్ నా వద్ద ఉంది',
    backToLogin: 'లాగిన్ పేజీకి తిరిగి వెళ్లండి',
  },
  verifyEmailCode: {
    title: 'మీ ఇమెయిల్ కోడ్‌ను ధృవీకరించండి',
    username: 'వినియోగదారు పేరు',
    verify: 'ధృవీకరించండి',
    back: 'వెనుకకు',
  },
  passwordSuccess: {
    title: 'పాస్‌వర్డ్ మార్చబడింది',
    login: 'లాగిన్',
  },
  sessions: {
    tableLabel: 'మీ సెషన్‌లు',
    signedIn: 'సైన్ ఇన్ అయిన సమయం',
    lastUsed: 'చివరిగా వాడిన సమయం',
    address: 'చిరునామా (IP)',
    browser: 'బ్రౌజర్',
    thisSession: 'ఈ సెషన్',
    end: 'ముగించు',
    endSessionSignedIn: '{{when}} న సైన్ ఇన్ అయిన సెషన్‌ను ముగించండి',
    noOtherSession: 'ఇతర సెషన్ ఏదీ తెరిచి లేదు.',
    endAllOthers: 'ఇతర సెషన్‌లన్నింటినీ ముగించండి',
  },
};
