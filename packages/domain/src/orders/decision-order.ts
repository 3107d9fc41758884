import { z } from 'zod';
import type { TApplicationStatus } from '../application/application-status';
import { feeSummary, type TFeeBreakupLine } from '../fees/fee-adjustment';
import { PROCESS_DEFINITIONS } from '../workflow/process-definition';
import type { TProcessKind } from '../workflow/process-kind';
import type { TLanguage } from '../i18n/language';

/** The orders a decision issues (issue 16 item 5): one per status a decision enters. */
export const ORDER_KINDS = [
  'PERMIT',
  'DEEMED_APPROVAL',
  'FINAL_DEEMED_APPROVAL',
  'REJECTION',
  'REVOCATION',
  'SHOW_CAUSE_NOTICE',
] as const;
export type TOrderKind = (typeof ORDER_KINDS)[number];

const ORDER_OF_STATUS: Partial<Record<TApplicationStatus, TOrderKind>> = {
  ACCEPTED: 'PERMIT',
  DEEMED: 'DEEMED_APPROVAL',
  FINAL_DEEMED: 'FINAL_DEEMED_APPROVAL',
  REJECTED: 'REJECTION',
  REVOKED: 'REVOCATION',
  SHOW_CAUSE_RAISED: 'SHOW_CAUSE_NOTICE',
};

/**
 * Kinds whose permission is granted on arrival and verified after (PROCESS_DEFINITIONS: instant registration and
 * approval). Their rejection takes back a permission already held, which every screen shows as REVOKED
 * (statusLabel); decision-order.test.ts holds the two lists to each other.
 */
const GRANTED_ON_ARRIVAL: readonly TProcessKind[] = ['REGISTRATION', 'SELF_CERTIFICATION'];

/**
 * The order a transition issues: only one that enters a deciding status (staying in it issues nothing). A
 * rejection that takes back a permission already granted — an instant file's, or a deemed approval's within
 * its review period (its Deemed Approval Letter was issued) — is a revocation, and its order says so.
 */
export function orderKindOf(
  from: TApplicationStatus,
  to: TApplicationStatus,
  processKind: TProcessKind,
): TOrderKind | null {
  if (from === to) return null;
  const kind = ORDER_OF_STATUS[to] ?? null;
  const isPermissionHeld = GRANTED_ON_ARRIVAL.includes(processKind) || from === 'DEEMED';
  return kind === 'REJECTION' && isPermissionHeld ? 'REVOCATION' : kind;
}

/** Orders that take a decision against the applicant: they state the refund decided with them. */
export function hasRefundDecision(kind: TOrderKind): boolean {
  return kind === 'REJECTION' || kind === 'REVOCATION';
}

/** Orders that grant (or confirm) a permission: they carry its conditions. */
export function isApprovalOrder(kind: TOrderKind): boolean {
  return kind === 'PERMIT' || kind === 'DEEMED_APPROVAL' || kind === 'FINAL_DEEMED_APPROVAL';
}

/** The permit each kind of application gets, by the names officers and citizens know. */
const PERMIT_TITLES: Record<TProcessKind, string> = {
  REGISTRATION: 'Instant Registration Certificate',
  SELF_CERTIFICATION: 'Building Permission Order',
  SINGLE_WINDOW: 'Building Permission Order',
  LAYOUT: 'Layout Permit Order',
  FINAL_LAYOUT: 'Final Layout Approval Order',
  OCCUPANCY: 'Occupancy Certificate',
  COMPOUND_WALL: 'Compound Wall Permission',
};

const ORDER_TITLES: Record<Exclude<TOrderKind, 'PERMIT'>, string> = {
  DEEMED_APPROVAL: 'Deemed Approval Letter',
  FINAL_DEEMED_APPROVAL: 'Final Deemed Approval Letter',
  REJECTION: 'Rejection Order',
  REVOCATION: 'Revocation Order',
  SHOW_CAUSE_NOTICE: 'Show Cause Notice',
};

const PERMIT_TITLES_TE: Record<TProcessKind, string> = {
  REGISTRATION: 'తక్షణ నమోదు ధృవపత్రం',
  SELF_CERTIFICATION: 'భవన నిర్మాణ అనుమతి ఉత్తర్వు',
  SINGLE_WINDOW: 'భవన నిర్మాణ అనుమతి ఉత్తర్వు',
  LAYOUT: 'లేఅవుట్ అనుమతి ఉత్తర్వు',
  FINAL_LAYOUT: 'తుది లేఅవుట్ ఆమోద ఉత్తర్వు',
  OCCUPANCY: 'ఆక్యుపెన్సీ ధృవపత్రం',
  COMPOUND_WALL: 'ప్రహరీ గోడ అనుమతి',
};

const ORDER_TITLES_TE: Record<Exclude<TOrderKind, 'PERMIT'>, string> = {
  DEEMED_APPROVAL: 'భావిత ఆమోద లేఖ',
  FINAL_DEEMED_APPROVAL: 'తుది భావిత ఆమోద లేఖ',
  REJECTION: 'తిరస్కరణ ఉత్తర్వు',
  REVOCATION: 'రద్దు ఉత్తర్వు',
  SHOW_CAUSE_NOTICE: 'షోకాజ్ నోటీసు',
};

export function orderTitle(kind: TOrderKind, processKind: TProcessKind, language: TLanguage = 'en'): string {
  if (kind === 'PERMIT') return (language === 'te' ? PERMIT_TITLES_TE : PERMIT_TITLES)[processKind];
  return (language === 'te' ? ORDER_TITLES_TE : ORDER_TITLES)[kind];
}

/** Who signs a deemed order: nobody decided it, the act did (TS-bPASS Act 2020, deemed approval on day 22). */
export const DEEMED_ISSUER = 'Deemed under the TS-bPASS Act';
export const DEEMED_ISSUER_TE = 'TS-bPASS చట్టం ప్రకారం భావిత ఆమోదం';

export const ORDER_MESSAGES = {
  notFound: 'No order with this number was issued. Check the number as it is printed on the order',
  genuine: 'This order is genuine: it was issued by the TS-bPASS system as shown below',
  hashHint: 'The SHA-256 of the order PDF; a copy whose hash differs has been altered',
  copyMatches: 'This PDF is the order as issued: its SHA-256 is the issued order’s',
  copyDiffers:
    'This PDF is not the order as issued: its SHA-256 differs from the issued order’s, so it was altered or is another document',
  badHash: 'A SHA-256 is 64 hexadecimal characters',
} as const;

export const ORDER_MESSAGES_TE: Record<keyof typeof ORDER_MESSAGES, string> = {
  notFound: 'ఈ నంబర్‌తో ఏ ఉత్తర్వు జారీ కాలేదు. ఉత్తర్వుపై ముద్రించిన విధంగా నంబర్‌ను తనిఖీ చేయండి',
  genuine: 'ఈ ఉత్తర్వు నిజమైనది: ఇది క్రింద చూపిన విధంగా TS-bPASS వ్యవస్థ ద్వారా జారీ చేయబడింది',
  hashHint: 'ఉత్తర్వు PDF యొక్క SHA-256; హాష్ భిన్నంగా ఉన్న ప్రతి మార్చబడింది',
  copyMatches: 'ఈ PDF జారీ చేసిన ఉత్తర్వే: దీని SHA-256 జారీ చేసిన ఉత్తర్వుదే',
  copyDiffers: 'ఈ PDF జారీ చేసిన ఉత్తర్వు కాదు: దీని SHA-256 జారీ చేసిన ఉత్తర్వు దానికి భిన్నంగా ఉంది, కాబట్టి ఇది మార్చబడింది లేదా వేరే పత్రం',
  badHash: 'SHA-256 అంటే 64 హెక్సాడెసిమల్ అక్షరాలు',
};

/** Crockford's base 32: no I, L, O or U, so a number read aloud or typed from paper is not mistaken. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 12;

/**
 * An order's number: TSB-{year}-XXXX-XXXX-XXXX, 60 random bits. Not a sequence: the public check answers anyone
 * who has a number, so a sequence would let anyone walk every order and read whose file was decided and how;
 * a random number is known only to whoever holds the order.
 */
export function orderNumberOf(year: number, random: Uint8Array): string {
  if (random.length * 8 < RANDOM_CHARACTERS * 5) throw new Error('an order number needs 60 random bits');
  let bits = 0n;
  for (const byte of random) bits = (bits << 8n) | BigInt(byte);
  let characters = '';
  for (let index = 0; index < RANDOM_CHARACTERS; index += 1) {
    characters += CROCKFORD[Number(bits & 31n)];
    bits >>= 5n;
  }
  return `TSB-${year}-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
}

const ORDER_NUMBER = /^TSB-\d{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** A number as typed: any case, spaces around it; anything else is a number no order has. */
export const ZOrderNumberSchema = z.string().trim().toUpperCase().regex(ORDER_NUMBER, ORDER_MESSAGES.notFound);

/** A SHA-256 as hex, any case: what the public check compares with the issued order's. */
export const ZSha256Schema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, ORDER_MESSAGES.badHash);

/**
 * GET /api/public/orders/{number}/copy-check?sha256=…: whether a copy someone holds is the order as issued. The
 * page hashes the file in the browser and sends only the hash: the PDF never leaves the holder's machine.
 */
export type TOrderCopyCheck = { number: string; isIssuedCopy: boolean };

/**
 * GET /api/public/orders/{number}: what the printed order itself shows, and the PDF's hash. No applicant's
 * mobile, email, Aadhaar or address: the check proves the order, it does not hand out the file.
 */
export type TPublicOrder = {
  number: string;
  title: string;
  kind: TOrderKind;
  applicationIdentifier: string;
  ulbName: string;
  issuedAt: string;
  /** The deciding officer's name and designation; null when the order was deemed (DEEMED_ISSUER). */
  issuedBy: { name: string; designation: string } | null;
  sha256: string;
  /** A short-lived link to the order PDF. */
  pdfUrl: string;
};

/**
 * The fee line of an order: the amount paid, or that nothing is payable through TS-bPASS — never "₹0.00" for a
 * fee that was not levied. Registration, occupancy and compound wall files carry no system fee here (no fee
 * certification, FEE_CERTIFYING_KINDS; the platform sends none), so fee is null for them.
 */
export type TOrderFee = { isPayable: true; paid: number } | { isPayable: false };

export function orderFeeOf(input: {
  processKind: TProcessKind;
  fee: { calculated: readonly TFeeBreakupLine[]; certified: readonly TFeeBreakupLine[] | null } | null;
  isFeePaid: boolean;
}): TOrderFee {
  if (!input.fee) return { isPayable: false };
  const paid = feePaidOf({ processKind: input.processKind, isFeePaid: input.isFeePaid, ...input.fee });
  const levied = feeSummary(input.fee.certified ?? input.fee.calculated, []).adjustedTotal;
  return levied > 0 || paid > 0 ? { isPayable: true, paid } : { isPayable: false };
}

export const NO_FEE_PAYABLE = { te: 'TS-bPASS ద్వారా చెల్లించవలసిన రుసుము లేదు', en: 'No fee payable through TS-bPASS' };

/**
 * The plot as an order prints it: the address, the survey number, village and mandal. The survey number is the
 * plot's survey-number field, never one written inside the free-text address: the field is what the citizen
 * declares as the survey number, what title verification checks against the documents and what a correction of
 * the survey number amends (corrections' survey_number); an address is typed as the applicant likes and is not
 * corrected with it, so a "Sy. No." inside it may be stale or mistyped. One number is printed, the field's, and a
 * survey number inside the address is left out (an address without the field keeps its own).
 */
export function orderPlotLine(plot: {
  plotAddress: string | null;
  surveyNumber: string | null;
  village: string | null;
  mandal: string | null;
}): string {
  const survey = plot.surveyNumber?.trim();
  const address = survey ? withoutSurveyNumber(plot.plotAddress ?? '') : (plot.plotAddress ?? '');
  return [address.trim(), survey && `Sy. No. ${survey}`, plot.village, plot.mandal].filter(Boolean).join(', ');
}

/** "Sy. No 123", "Sy.No.45/2A", "Survey No. 12", "S. No 7" written inside an address, with its comma. */
const SURVEY_IN_ADDRESS = /(^|,)\s*(?:sy|survey|s)\.?\s*no\.?\s*:?\s*[0-9][0-9A-Za-z/-]*\s*(?=,|$)/gi;

function withoutSurveyNumber(address: string): string {
  return address
    .replace(SURVEY_IN_ADDRESS, '$1')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The fee an order states as paid. Kinds that collect the fee before the decision (spec 1 §4: intimation, then
 * payment) have had only the initial fees paid until the applicant pays the intimated fee; the others pay the
 * whole system fee with the application, and a fee the technical review raised once they pay the difference
 * (isFeePaid, workflow-engine isRaisedFeeUnpaid). The certified breakup counts where an officer certified one.
 */
export function feePaidOf(input: {
  processKind: TProcessKind;
  calculated: readonly TFeeBreakupLine[];
  certified: readonly TFeeBreakupLine[] | null;
  isFeePaid: boolean;
}): number {
  const summary = feeSummary(input.certified ?? input.calculated, []);
  if (input.isFeePaid) return input.certified ? summary.adjustedTotal : summary.existingTotal;
  return PROCESS_DEFINITIONS[input.processKind].collectsFeeBeforeDecision ? summary.initialPaid : summary.existingTotal;
}
