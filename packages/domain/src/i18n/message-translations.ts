import {
  ADMINISTRATION_MESSAGES,
  ADMINISTRATION_MESSAGES_TE,
  ADMINISTRATION_VALUE_GROUPS,
  ADMINISTRATION_VALUE_MESSAGES,
  ADMINISTRATION_VALUE_MESSAGES_TE,
  HEADER_LINE_PATTERN,
  headerLineMessageTe,
} from '../administration/administration-messages';
import { ALERT_MESSAGES, ALERT_MESSAGES_TE } from '../reports/alert-labels';
import { ANSWER_MESSAGES, ANSWER_MESSAGES_TE } from '../forms/form-field';
import { APPLICATION_WRITE_MESSAGES, APPLICATION_WRITE_MESSAGES_TE } from '../officer/application-write';
import { AUTH_MESSAGES, AUTH_MESSAGES_TE, INVALID_OTP_MESSAGES, INVALID_OTP_MESSAGES_TE } from '../auth/auth-messages';
import { CONDITION_MESSAGES, CONDITION_MESSAGES_TE } from '../conditions/condition-schemas';
import { CORRECTION_MESSAGES, CORRECTION_MESSAGES_TE } from '../corrections/correction-messages';
import { DECISION_MESSAGES, DECISION_MESSAGES_TE } from '../workflow/submission-schemas';
import { DETAIL_MESSAGES, DETAIL_MESSAGES_TE } from '../application-details/detail-messages';
import { DEVIATION_MESSAGES, DEVIATION_MESSAGES_TE } from '../deviation/deviation-editing';
import { FEE_INPUT_MESSAGES, FEE_INPUT_MESSAGES_TE } from '../fees/fee-inputs';
import { FEEDBACK_MESSAGES, FEEDBACK_MESSAGES_TE } from '../feedback/feedback';
import { FEE_MESSAGES, FEE_MESSAGES_TE } from '../fees/fee-adjustment';
import { NOTE_MESSAGES, NOTE_MESSAGES_TE } from '../notes/note-rules';
import { ORDER_MESSAGES, ORDER_MESSAGES_TE } from '../orders/decision-order';
import { PLATFORM_MESSAGES, PLATFORM_MESSAGES_TE } from '../platform/platform-schemas';
import { PLOT_MAP_MESSAGES, PLOT_MAP_MESSAGES_TE } from '../plot-map/officer-coordinates';
import {
  RECOMMENDATION_MESSAGES,
  RECOMMENDATION_MESSAGES_TE,
  SUBMISSION_GATE_MESSAGES,
  SUBMISSION_GATE_MESSAGES_TE,
} from '../verification/recommendation';
import { REPORT_MESSAGES, REPORT_MESSAGES_TE } from '../reports/report-messages';
import { SERVICE_MESSAGES, SERVICE_MESSAGES_TE } from '../shared/service-messages';
import { UPLOAD_MESSAGES, UPLOAD_MESSAGES_TE } from '../documents/upload-rules';
import { WORKFLOW_MESSAGES, WORKFLOW_MESSAGES_TE } from '../workflow/workflow-engine';
import type { TLanguage } from './language';

type TMessageTwin = { english: Readonly<Record<string, string>>; telugu: Readonly<Record<string, string>> };

/** Every message object the server may send, with its Telugu twin (same keys, typed beside the English). */
export const MESSAGE_TWINS: Readonly<Record<string, TMessageTwin>> = {
  ADMINISTRATION_MESSAGES: { english: ADMINISTRATION_MESSAGES, telugu: ADMINISTRATION_MESSAGES_TE },
  ALERT_MESSAGES: { english: ALERT_MESSAGES, telugu: ALERT_MESSAGES_TE },
  APPLICATION_WRITE_MESSAGES: { english: APPLICATION_WRITE_MESSAGES, telugu: APPLICATION_WRITE_MESSAGES_TE },
  AUTH_MESSAGES: { english: AUTH_MESSAGES, telugu: AUTH_MESSAGES_TE },
  INVALID_OTP_MESSAGES: { english: INVALID_OTP_MESSAGES, telugu: INVALID_OTP_MESSAGES_TE },
  CONDITION_MESSAGES: { english: CONDITION_MESSAGES, telugu: CONDITION_MESSAGES_TE },
  CORRECTION_MESSAGES: { english: CORRECTION_MESSAGES, telugu: CORRECTION_MESSAGES_TE },
  DECISION_MESSAGES: { english: DECISION_MESSAGES, telugu: DECISION_MESSAGES_TE },
  DETAIL_MESSAGES: { english: DETAIL_MESSAGES, telugu: DETAIL_MESSAGES_TE },
  DEVIATION_MESSAGES: { english: DEVIATION_MESSAGES, telugu: DEVIATION_MESSAGES_TE },
  FEE_INPUT_MESSAGES: { english: FEE_INPUT_MESSAGES, telugu: FEE_INPUT_MESSAGES_TE },
  FEE_MESSAGES: { english: FEE_MESSAGES, telugu: FEE_MESSAGES_TE },
  FEEDBACK_MESSAGES: { english: FEEDBACK_MESSAGES, telugu: FEEDBACK_MESSAGES_TE },
  NOTE_MESSAGES: { english: NOTE_MESSAGES, telugu: NOTE_MESSAGES_TE },
  ORDER_MESSAGES: { english: ORDER_MESSAGES, telugu: ORDER_MESSAGES_TE },
  PLATFORM_MESSAGES: { english: PLATFORM_MESSAGES, telugu: PLATFORM_MESSAGES_TE },
  PLOT_MAP_MESSAGES: { english: PLOT_MAP_MESSAGES, telugu: PLOT_MAP_MESSAGES_TE },
  RECOMMENDATION_MESSAGES: { english: RECOMMENDATION_MESSAGES, telugu: RECOMMENDATION_MESSAGES_TE },
  SUBMISSION_GATE_MESSAGES: { english: SUBMISSION_GATE_MESSAGES, telugu: SUBMISSION_GATE_MESSAGES_TE },
  REPORT_MESSAGES: { english: REPORT_MESSAGES, telugu: REPORT_MESSAGES_TE },
  SERVICE_MESSAGES: { english: SERVICE_MESSAGES, telugu: SERVICE_MESSAGES_TE },
  UPLOAD_MESSAGES: { english: UPLOAD_MESSAGES, telugu: UPLOAD_MESSAGES_TE },
  WORKFLOW_MESSAGES: { english: WORKFLOW_MESSAGES, telugu: WORKFLOW_MESSAGES_TE },
};

/**
 * The schemas' own words, written inline where zod checks a field (ids, lengths, formats): the same Telugu for
 * each, by their English.
 */
export const SCHEMA_MESSAGES_TE: Readonly<Record<string, string>> = {
  'Unknown application': 'తెలియని దరఖాస్తు',
  'Unknown id': 'తెలియని గుర్తింపు సంఖ్య',
  'Unknown correction': 'తెలియని సవరణ',
  'Unknown correction request': 'తెలియని సవరణ అభ్యర్థన',
  'Unknown correction filter': 'తెలియని సవరణ వడపోత',
  'Page starts at 1': 'పేజీ 1 నుండి మొదలవుతుంది',
  'Received date must be a day written YYYY-MM-DD': 'స్వీకరించిన తేదీ YYYY-MM-DD రూపంలో రాసిన రోజు అయి ఉండాలి',
  'A date is written YYYY-MM-DD': 'తేదీ YYYY-MM-DD రూపంలో రాయాలి',
  'A category is lower case words joined by underscores': 'వర్గం అండర్‌స్కోర్‌లతో కలిపిన చిన్న అక్షరాల పదాలు',
  'A storage path has letters, digits and / _ . -': 'నిల్వ మార్గంలో అక్షరాలు, అంకెలు మరియు / _ . - మాత్రమే ఉంటాయి',
  'A document is a .pdf, .png, .jpg or .jpeg file': 'పత్రం .pdf, .png, .jpg లేదా .jpeg ఫైల్ అయి ఉండాలి',
  'Aadhaar number has 12 digits': 'ఆధార్ నంబర్‌లో 12 అంకెలు ఉంటాయి',
  'Mobile number has 10 digits': 'మొబైల్ నంబర్‌లో 10 అంకెలు ఉంటాయి',
  'Email address is not valid': 'ఈమెయిల్ చిరునామా చెల్లదు',
  'At least one correction is needed': 'కనీసం ఒక సవరణ అవసరం',
  'Please write the proposed value': 'దయచేసి ప్రతిపాదిత విలువను రాయండి',
  'Invalid value': 'చెల్లని విలువ',
  'Internal server error': 'అంతర్గత సర్వర్ లోపం',
};

/**
 * Messages with a variable part (a count, a name): the English as a pattern and the Telugu with the same
 * groups, `$1` standing where the first group goes; or, for a message made of other messages, a function of the
 * groups that translates the parts.
 */
export const MESSAGE_PATTERNS: readonly { english: RegExp; telugu: string | ((...groups: string[]) => string) }[] = [
  { english: /^At most (\d+) characters$/, telugu: 'గరిష్ఠంగా $1 అక్షరాలు' },
  { english: /^A note is at most (\d+) characters$/, telugu: 'నోట్ గరిష్ఠంగా $1 అక్షరాలు ఉండవచ్చు' },
  { english: /^Remarks are at most (\d+) characters$/, telugu: 'వ్యాఖ్యలు గరిష్ఠంగా $1 అక్షరాలు ఉండవచ్చు' },
  { english: /^Search text is at most (\d+) characters$/, telugu: 'వెతికే పాఠ్యం గరిష్ఠంగా $1 అక్షరాలు ఉండవచ్చు' },
  { english: /^At most (\d+) rows a page$/, telugu: 'ఒక పేజీకి గరిష్ఠంగా $1 వరుసలు' },
  { english: /^At most (\d+) corrections in one request$/, telugu: 'ఒక అభ్యర్థనలో గరిష్ఠంగా $1 సవరణలు' },
  // The map's and the media upload's field checks name the field as the request does (officer_id, category).
  { english: /^(\w+) is required$/, telugu: '$1 తప్పనిసరి' },
  { english: /^(\w+) must be a whole number$/, telugu: '$1 పూర్ణ సంఖ్య అయి ఉండాలి' },
  ...valuePatterns(ANSWER_MESSAGES, ANSWER_MESSAGES_TE),
  ...valuePatterns(ADMINISTRATION_VALUE_MESSAGES, ADMINISTRATION_VALUE_MESSAGES_TE, ADMINISTRATION_VALUE_GROUPS),
  { english: HEADER_LINE_PATTERN, telugu: (problems) => headerLineMessageTe(problems ?? '', teluguOf) },
];

/**
 * The patterns of messages written as functions of one value: each English function's text around its value,
 * the value read back as `group` (any text unless the message says otherwise) and carried into the Telugu.
 */
function valuePatterns<TKey extends string>(
  english: Readonly<Record<TKey, (value: string) => string>>,
  telugu: Readonly<Record<TKey, (value: string) => string>>,
  groups: Partial<Record<TKey, string>> = {},
): { english: RegExp; telugu: string }[] {
  return (Object.keys(english) as TKey[]).map((key) => {
    const marker = '\u0000';
    const [before = '', after = ''] = english[key](marker).split(marker);
    return {
      english: new RegExp(`^${escapeRegExp(before)}${groups[key] ?? '(.+)'}${escapeRegExp(after)}$`, 's'),
      telugu: telugu[key]('$1'),
    };
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const TELUGU_OF_ENGLISH: ReadonlyMap<string, string> = new Map([
  ...Object.values(MESSAGE_TWINS).flatMap(({ english, telugu }) =>
    Object.keys(english).map((key): [string, string] => [english[key] ?? '', telugu[key] ?? '']),
  ),
  ...Object.entries(SCHEMA_MESSAGES_TE),
]);

/**
 * A message the server sent (in the spec's English) in the officer's language: its Telugu twin when the domain
 * knows it, the variable parts carried over; the message unchanged in English or when it is not the domain's.
 */
export function translateMessage(message: string, language: TLanguage): string {
  return language === 'en' ? message : teluguOf(message);
}

function teluguOf(message: string): string {
  const exact = TELUGU_OF_ENGLISH.get(message);
  if (exact) return exact;
  for (const pattern of MESSAGE_PATTERNS) {
    const match = pattern.english.exec(message);
    if (!match) continue;
    const { telugu } = pattern;
    return typeof telugu === 'string' ? message.replace(pattern.english, telugu) : telugu(...match.slice(1));
  }
  return message;
}
