import type { TLanguage } from '../i18n/language';

/** Messages of spec 1 §5 and §8, verbatim: officers know them. */
export const AUTH_MESSAGES = {
  usernameRequired: 'Please write a valid mobile number',
  passwordRequired: 'Please choose a password',
  resetUsernameRequired: 'Please enter the username',
  passwordTooShort: 'Password must be at least 8 characters long *',
  passwordWeak: 'Password must include an uppercase letter, a lowercase letter, a digit and a special character',
  passwordMismatch: 'Password does not match*',
  passwordsDoNotMatch: 'Passwords do not match',
  confirmPasswordRequired: 'Please enter confirm password',
  otpRequired: 'Please fill the OTP',
  officerNotFound: 'Officer is not found',
  wrongCredentialsShown: 'Username or Password are Incorrect',
  otpSent: 'An OTP has been successfully sent to your mobile number',
  otpResent: 'Otp Sent SuccessFully',
  blocked:
    'Your account is temporarily blocked after 9 failed attempts. Please contact the chasing-cell helpline or retry after about 2 hours.',
  otpExpired: 'The OTP has expired, Please Click on Resend OTP and try again',
  noPendingLogin: 'Please login again with your username and password',
  noPendingReset: 'Please request a new OTP and try again',
  unauthenticated: 'You need to authenticate to perform this action',
  sessionExpired: 'session expired please login !',
  tooManyRequests: 'Too many requests, please wait a minute and try again',
  /** Issue 51 §3 (not in the spec): a request over its scan budget; the console never sends one. */
  requestTooLarge: 'This request asks for too much at once, please ask for less and try again',
  passwordChanged: 'Successfully Changed',
  /** Issue 13 (not in the spec): the demo password is public, so no officer may choose it. */
  publishedPassword: 'This password is published and cannot be used',
  // Issue 13 (the spec is silent): a strength library refuses common and guessable passwords, and the new password
  // must differ from the current one. Worded like the spec's other password messages.
  passwordCommon: 'Password is too common or easy to guess, please choose another',
  passwordSameAsCurrent: 'New password must be different from the current password, please request a new OTP',
  defaultLoadError: 'Some error occured',
} as const;

export const AUTH_MESSAGES_TE: Record<keyof typeof AUTH_MESSAGES, string> = {
  usernameRequired: 'దయచేసి చెల్లుబాటు అయ్యే మొబైల్ నంబర్ రాయండి',
  passwordRequired: 'దయచేసి పాస్‌వర్డ్ ఎంచుకోండి',
  resetUsernameRequired: 'దయచేసి వినియోగదారు పేరు నమోదు చేయండి',
  passwordTooShort: 'పాస్‌వర్డ్ కనీసం 8 అక్షరాలు ఉండాలి *',
  passwordWeak: 'పాస్‌వర్డ్‌లో ఒక పెద్ద అక్షరం, ఒక చిన్న అక్షరం, ఒక అంకె మరియు ఒక ప్రత్యేక గుర్తు ఉండాలి',
  passwordMismatch: 'పాస్‌వర్డ్ సరిపోలలేదు*',
  passwordsDoNotMatch: 'పాస్‌వర్డ్‌లు సరిపోలలేదు',
  confirmPasswordRequired: 'దయచేసి నిర్ధారణ పాస్‌వర్డ్ నమోదు చేయండి',
  otpRequired: 'దయచేసి OTP నింపండి',
  officerNotFound: 'అధికారి కనబడలేదు',
  wrongCredentialsShown: 'వినియోగదారు పేరు లేదా పాస్‌వర్డ్ తప్పు',
  otpSent: 'మీ మొబైల్ నంబర్‌కు OTP విజయవంతంగా పంపబడింది',
  otpResent: 'OTP విజయవంతంగా పంపబడింది',
  blocked:
    '9 విఫల ప్రయత్నాల తర్వాత మీ ఖాతా తాత్కాలికంగా నిలిపివేయబడింది. దయచేసి ఛేజింగ్ సెల్ హెల్ప్‌లైన్‌ను సంప్రదించండి లేదా సుమారు 2 గంటల తర్వాత మళ్లీ ప్రయత్నించండి.',
  otpExpired: 'OTP గడువు ముగిసింది, దయచేసి "OTP మళ్లీ పంపండి" పై క్లిక్ చేసి మళ్లీ ప్రయత్నించండి',
  noPendingLogin: 'దయచేసి మీ వినియోగదారు పేరు మరియు పాస్‌వర్డ్‌తో మళ్లీ లాగిన్ అవ్వండి',
  noPendingReset: 'దయచేసి కొత్త OTP కోరి మళ్లీ ప్రయత్నించండి',
  unauthenticated: 'ఈ చర్య చేయడానికి మీరు ప్రామాణీకరించుకోవాలి',
  sessionExpired: 'సెషన్ గడువు ముగిసింది, దయచేసి లాగిన్ అవ్వండి!',
  tooManyRequests: 'చాలా ఎక్కువ అభ్యర్థనలు, దయచేసి ఒక నిమిషం ఆగి మళ్లీ ప్రయత్నించండి',
  requestTooLarge: 'ఈ అభ్యర్థన ఒకేసారి చాలా ఎక్కువ అడుగుతోంది, దయచేసి తక్కువ అడిగి మళ్లీ ప్రయత్నించండి',
  passwordChanged: 'విజయవంతంగా మార్చబడింది',
  publishedPassword: 'ఈ పాస్‌వర్డ్ బహిరంగంగా ప్రచురించబడింది, దీన్ని ఉపయోగించలేరు',
  passwordCommon: 'పాస్‌వర్డ్ చాలా సాధారణమైనది లేదా సులభంగా ఊహించదగినది, దయచేసి మరొకటి ఎంచుకోండి',
  passwordSameAsCurrent: 'కొత్త పాస్‌వర్డ్ ప్రస్తుత పాస్‌వర్డ్‌కు భిన్నంగా ఉండాలి, దయచేసి కొత్త OTP కోరండి',
  defaultLoadError: 'ఏదో లోపం జరిగింది',
};

/**
 * Spec 1 §8: the message after a wrong code, by how many wrong codes this code has had (1, 2, 3).
 * The third wrong code ends the code: the officer must ask for a new one.
 */
export function invalidOtpMessage(wrongAttempts: number, language: TLanguage = 'en'): string {
  const messages = language === 'te' ? INVALID_OTP_MESSAGES_TE : INVALID_OTP_MESSAGES;
  if (wrongAttempts <= 1) return messages.first;
  if (wrongAttempts === 2) return messages.second;
  return messages.last;
}

export const INVALID_OTP_MESSAGES = {
  first: 'Invalid OTP, Please try again',
  second: 'Invalid OTP, You have only 1 Attempt left',
  last: 'Invalid OTP, Please Click on Resend OTP and try again',
} as const;

export const INVALID_OTP_MESSAGES_TE: Record<keyof typeof INVALID_OTP_MESSAGES, string> = {
  first: 'చెల్లని OTP, దయచేసి మళ్లీ ప్రయత్నించండి',
  second: 'చెల్లని OTP, మీకు ఇంకా 1 ప్రయత్నం మాత్రమే మిగిలి ఉంది',
  last: 'చెల్లని OTP, దయచేసి "OTP మళ్లీ పంపండి" పై క్లిక్ చేసి మళ్లీ ప్రయత్నించండి',
};
