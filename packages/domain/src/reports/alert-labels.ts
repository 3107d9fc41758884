import type { TLanguage } from '../i18n/language';
import { serverRoleLabel } from '../officer/officer-labels';

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
  notAddressee: 'Only the officer the review went to, or the chasing cell, can resolve this alert',
  /** Shown where a deemed file's review went to nobody. */
  nobody: 'Nobody',
} as const;

export const ALERT_MESSAGES_TE: Record<keyof typeof ALERT_MESSAGES, string> = {
  notFound: 'హెచ్చరిక కనబడలేదు',
  alreadyResolved: 'ఈ హెచ్చరిక ఇప్పటికే పరిష్కరించబడింది',
  remarkRequired: 'దయచేసి ఒక వ్యాఖ్యను జోడించండి',
  unknownAlert: 'తెలియని హెచ్చరిక',
  notAddressee: 'సమీక్ష పంపబడిన అధికారి లేదా ఛేజింగ్ సెల్ మాత్రమే ఈ హెచ్చరికను పరిష్కరించగలరు',
  nobody: 'ఎవరూ లేరు',
};

/** Whom a deemed file's review went to, as the alert's row holds it (both null: nobody). */
export type TAlertReviewer = { reviewerName: string | null; reviewerRole: string | null };

/** The reviewer with their role in the reader's language ("Lakshmi Rao (DISTRICT COLLECTOR)"), or Nobody. */
export function alertReviewerLabel(reviewer: TAlertReviewer, language: TLanguage = 'en'): string {
  if (!reviewer.reviewerName) return (language === 'te' ? ALERT_MESSAGES_TE : ALERT_MESSAGES).nobody;
  if (!reviewer.reviewerRole) return reviewer.reviewerName;
  return `${reviewer.reviewerName} (${serverRoleLabel(reviewer.reviewerRole, language)})`;
}

/**
 * What happened, one sentence per kind, for the chasing cell's table and its export in the reader's language. The
 * text the workflow stored when it raised the alert (with the reviewer's officer id, for the logs) is English only.
 */
export const ALERT_KIND_MESSAGES: Record<TAlertKind, string> = {
  DEEMED_REVIEW_ESCALATED:
    'Deemed approval of {{file}}: no decision officer in its ULB; the review went to {{reviewer}}',
  DEEMED_REVIEW_UNASSIGNED:
    'Deemed approval of {{file}}: nobody to review it (no decision officer in its ULB, none above it)',
};

export const ALERT_KIND_MESSAGES_TE: Record<TAlertKind, string> = {
  DEEMED_REVIEW_ESCALATED: '{{file}} భావిత ఆమోదం: దాని ULB లో నిర్ణయ అధికారి లేరు; సమీక్ష {{reviewer}} కు పంపబడింది',
  DEEMED_REVIEW_UNASSIGNED: '{{file}} భావిత ఆమోదం: సమీక్షించేవారు ఎవరూ లేరు (దాని ULB లో నిర్ణయ అధికారి లేరు, పై అధికారులూ లేరు)',
};

/** The sentence of an alert of a known kind, with its file and reviewer; null for a kind this version does not know. */
export function alertMessage(
  alert: TAlertReviewer & { kind: string; applicationIdentifier: string | null },
  language: TLanguage = 'en',
): string | null {
  if (!(ALERT_KINDS as readonly string[]).includes(alert.kind)) return null;
  const template = (language === 'te' ? ALERT_KIND_MESSAGES_TE : ALERT_KIND_MESSAGES)[alert.kind as TAlertKind];
  return template
    .replace('{{file}}', alert.applicationIdentifier ?? '—')
    .replace('{{reviewer}}', alertReviewerLabel(alert, language));
}
