import { z } from 'zod';
import { LANGUAGES, type TLanguage } from '../i18n/language';

/**
 * The website's feedback (GIGW 3.0; issue 55): any visitor, signed in or not, tells the department what they
 * found. Stored for the administrators, who mark each item handled.
 */
export const FEEDBACK_CATEGORIES = ['SUGGESTION', 'PROBLEM', 'ACCESSIBILITY', 'CONTENT', 'OTHER'] as const;
export type TFeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

const CATEGORY_LABELS: Record<TFeedbackCategory, Record<TLanguage, string>> = {
  SUGGESTION: { en: 'Suggestion', te: 'సూచన' },
  PROBLEM: { en: 'Something does not work', te: 'ఏదో పని చేయడం లేదు' },
  ACCESSIBILITY: { en: 'Accessibility', te: 'సులభ వినియోగం (యాక్సెసిబిలిటీ)' },
  CONTENT: { en: 'Information on the site', te: 'సైట్‌లోని సమాచారం' },
  OTHER: { en: 'Other', te: 'ఇతర' },
};

export function feedbackCategoryLabel(category: TFeedbackCategory, language: TLanguage = 'en'): string {
  return CATEGORY_LABELS[category][language];
}

export const FEEDBACK_NAME_MAX = 100;
export const FEEDBACK_CONTACT_MAX = 100;
export const FEEDBACK_MESSAGE_MAX = 2000;
/** A message shorter than this says nothing the department could act on. */
const FEEDBACK_MESSAGE_MIN = 5;
/** Administrators read the feedback this many to a page, newest first. */
export const FEEDBACK_PAGE_SIZE = 20;

export const FEEDBACK_MESSAGES = {
  nameTooLong: 'Name: at most 100 characters',
  contactTooLong: 'E-mail or phone: at most 100 characters',
  contactInvalid: 'Give an e-mail address or a 10-digit phone number, or leave it empty',
  categoryRequired: 'Choose what the feedback is about',
  messageRequired: 'Write your feedback (at least 5 characters)',
  messageTooLong: 'Feedback: at most 2000 characters',
  controlCharacters: 'The text has characters that cannot be stored',
  pageInvalid: 'Page starts at 1',
  administratorsOnly: 'Only an administrator may read feedback',
  notFound: 'Feedback not found',
};

export const FEEDBACK_MESSAGES_TE: Record<keyof typeof FEEDBACK_MESSAGES, string> = {
  nameTooLong: 'పేరు: గరిష్ఠంగా 100 అక్షరాలు',
  contactTooLong: 'ఇ-మెయిల్ లేదా ఫోన్: గరిష్ఠంగా 100 అక్షరాలు',
  contactInvalid: 'ఇ-మెయిల్ చిరునామా లేదా 10 అంకెల ఫోన్ నంబర్ ఇవ్వండి, లేదా ఖాళీగా వదలండి',
  categoryRequired: 'అభిప్రాయం దేని గురించో ఎంచుకోండి',
  messageRequired: 'మీ అభిప్రాయం రాయండి (కనీసం 5 అక్షరాలు)',
  messageTooLong: 'అభిప్రాయం: గరిష్ఠంగా 2000 అక్షరాలు',
  controlCharacters: 'పాఠ్యంలో నిల్వ చేయలేని అక్షరాలు ఉన్నాయి',
  pageInvalid: 'పేజీ 1 నుండి మొదలవుతుంది',
  administratorsOnly: 'అభిప్రాయాలను నిర్వాహకులు మాత్రమే చదవగలరు',
  notFound: 'అభిప్రాయం కనబడలేదు',
};

/** An e-mail address as people write one (one @, a dot in the domain, no spaces). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An Indian phone number: 10 digits, a landline's STD code or a mobile, with +91 or 0 in front and spaces or hyphens. */
const PHONE = /^(?:\+91[\s-]?|0)?(?:\d[\s-]?){9}\d$/;

function isFeedbackContact(contact: string): boolean {
  return EMAIL.test(contact) || PHONE.test(contact);
}

/**
 * Control characters (a NUL that PostgreSQL refuses, escapes that rewrite a terminal) are refused; a message keeps
 * its line breaks and tabs.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const LINE_CONTROL = /[\u0000-\u001F\u007F]/;

const optionalLine = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((text) => !LINE_CONTROL.test(text), FEEDBACK_MESSAGES.controlCharacters)
    .optional()
    .transform((text) => (text ? text : null));

/** What a visitor sends (POST /api/feedback); empty optional fields become null. */
export const ZFeedbackSchema = z.object({
  name: optionalLine(FEEDBACK_NAME_MAX, FEEDBACK_MESSAGES.nameTooLong),
  contact: optionalLine(FEEDBACK_CONTACT_MAX, FEEDBACK_MESSAGES.contactTooLong).refine(
    (contact) => contact === null || isFeedbackContact(contact),
    FEEDBACK_MESSAGES.contactInvalid,
  ),
  category: z.enum(FEEDBACK_CATEGORIES, FEEDBACK_MESSAGES.categoryRequired),
  message: z
    .string(FEEDBACK_MESSAGES.messageRequired)
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, FEEDBACK_MESSAGES.messageRequired)
    .max(FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGES.messageTooLong)
    .refine((text) => !CONTROL.test(text), FEEDBACK_MESSAGES.controlCharacters),
  /** The language the page was read in, so the administrator knows how to answer. */
  language: z.enum(LANGUAGES).default('en'),
});
export type TFeedbackInput = z.input<typeof ZFeedbackSchema>;
export type TFeedback = z.infer<typeof ZFeedbackSchema>;

/** An administrator's page of the feedback (GET /api/admin/feedback). */
export const ZFeedbackListQuery = z.object({
  page: z.coerce
    .number(FEEDBACK_MESSAGES.pageInvalid)
    .int(FEEDBACK_MESSAGES.pageInvalid)
    .min(1, FEEDBACK_MESSAGES.pageInvalid)
    .max(100_000, FEEDBACK_MESSAGES.pageInvalid)
    .default(1),
});

/** One item as the administrator's list shows it. */
export type TFeedbackItem = {
  id: number;
  name: string | null;
  contact: string | null;
  category: TFeedbackCategory;
  message: string;
  language: TLanguage;
  /** The signed-in officer who sent it (username), or null for a visitor. */
  sentBy: string | null;
  ulbName: string | null;
  receivedAt: string;
  handledAt: string | null;
  handledBy: string | null;
};

export type TFeedbackPage = { items: TFeedbackItem[]; totalCount: number; totalPages: number; page: number };
