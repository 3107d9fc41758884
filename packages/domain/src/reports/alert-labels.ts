import type { TLanguage } from '../i18n/language';

// Apart from the alert schema (deemed-review-alerts.ts): the console's catalogues read these words, and a catalogue
// must not bring Zod with it (issue 17 §4).

/** What the chasing cell is alerted to (the server keeps them in its alerts table). */
export const ALERT_KINDS = [
  /** A file was deemed approved with no decision officer in its ULB: its review went up the hierarchy. */
  'DEEMED_REVIEW_ESCALATED',
  /** A file was deemed approved and nobody at all could be given its review. */
  'DEEMED_REVIEW_UNASSIGNED',
] as const;
export type TAlertKind = (typeof ALERT_KINDS)[number];

/** How the chasing cell's dashboard names each kind of alert. */
export const ALERT_KIND_LABELS: Record<TAlertKind, string> = {
  DEEMED_REVIEW_ESCALATED: 'Review sent up the hierarchy',
  DEEMED_REVIEW_UNASSIGNED: 'Nobody to review',
};

export const ALERT_KIND_LABELS_TE: Record<TAlertKind, string> = {
  DEEMED_REVIEW_ESCALATED: 'సమీక్ష పై అధికారులకు పంపబడింది',
  DEEMED_REVIEW_UNASSIGNED: 'సమీక్షించేవారు ఎవరూ లేరు',
};

export function alertKindLabel(kind: string, language: TLanguage = 'en'): string {
  const labels = language === 'te' ? ALERT_KIND_LABELS_TE : ALERT_KIND_LABELS;
  return (ALERT_KINDS as readonly string[]).includes(kind) ? labels[kind as TAlertKind] : kind;
}

export const ALERT_MESSAGES = {
  notFound: 'Alert not found',
  alreadyResolved: 'This alert has already been resolved',
  remarkRequired: 'Please add a remark',
  unknownAlert: 'Unknown alert',
  /** Shown where a deemed file's review went to nobody. */
  nobody: 'Nobody',
} as const;

export const ALERT_MESSAGES_TE: Record<keyof typeof ALERT_MESSAGES, string> = {
  notFound: 'హెచ్చరిక కనబడలేదు',
  alreadyResolved: 'ఈ హెచ్చరిక ఇప్పటికే పరిష్కరించబడింది',
  remarkRequired: 'దయచేసి ఒక వ్యాఖ్యను జోడించండి',
  unknownAlert: 'తెలియని హెచ్చరిక',
  nobody: 'ఎవరూ లేరు',
};
