import { NOTE_MESSAGES } from '../notes/note-rules';

/**
 * Messages of correction verification. Spec 3 §5 quotes none for corrections beyond the notes gate (its
 * 'Please add remarks in View Notes'); the others are ours, in the same voice.
 */
export const CORRECTION_MESSAGES = {
  rejectNeedsRemark: 'Please add remarks to reject the correction',
  decideEveryCorrection: 'Please approve or reject every correction',
  finalRemarkRequired: 'Please add Final Remarks',
  noteRequired: NOTE_MESSAGES.required,
  decisionRequired: 'Please select approve or reject',
  rejectNeedsRejectedCorrection: 'The request can be rejected only when a correction was rejected',
  approveNeedsApprovedCorrection: 'The request can be approved only when a correction was approved',
  decisionIsTheCommissioners:
    'Approve or reject each correction; the request as a whole is decided by the commissioner',
  notYourTurn: 'This correction request is not with you',
  notFound: 'Correction request not found',
  noOfficer: 'No officer is available to decide correction requests in this jurisdiction',
  unknownColumn: 'This field cannot be corrected',
  duplicateColumn: 'Each field can be corrected once in a request',
  sameValue: 'The proposed value is the same as the existing one',
  noRequests: 'No Data Found',
} as const;
