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

export const CORRECTION_MESSAGES_TE: Record<keyof typeof CORRECTION_MESSAGES, string> = {
  rejectNeedsRemark: 'సవరణను తిరస్కరించడానికి దయచేసి వ్యాఖ్యలు జోడించండి',
  decideEveryCorrection: 'దయచేసి ప్రతి సవరణను ఆమోదించండి లేదా తిరస్కరించండి',
  finalRemarkRequired: 'దయచేసి తుది వ్యాఖ్యలు జోడించండి',
  noteRequired: 'దయచేసి వ్యాఖ్యలను "నోట్స్ చూడండి"లో జోడించండి',
  decisionRequired: 'దయచేసి ఆమోదించు లేదా తిరస్కరించు ఎంచుకోండి',
  rejectNeedsRejectedCorrection: 'ఏదైనా సవరణ తిరస్కరించబడినప్పుడే అభ్యర్థనను తిరస్కరించవచ్చు',
  approveNeedsApprovedCorrection: 'ఏదైనా సవరణ ఆమోదించబడినప్పుడే అభ్యర్థనను ఆమోదించవచ్చు',
  decisionIsTheCommissioners: 'ప్రతి సవరణను ఆమోదించండి లేదా తిరస్కరించండి; మొత్తం అభ్యర్థనపై నిర్ణయం కమిషనర్ తీసుకుంటారు',
  notYourTurn: 'ఈ సవరణ అభ్యర్థన మీ వద్ద లేదు',
  notFound: 'సవరణ అభ్యర్థన కనబడలేదు',
  noOfficer: 'ఈ పరిధిలో సవరణ అభ్యర్థనలపై నిర్ణయం తీసుకునే అధికారి ఎవరూ అందుబాటులో లేరు',
  unknownColumn: 'ఈ వివరాన్ని సవరించలేరు',
  duplicateColumn: 'ఒక అభ్యర్థనలో ప్రతి వివరాన్ని ఒక్కసారే సవరించవచ్చు',
  sameValue: 'ప్రతిపాదించిన విలువ ప్రస్తుత విలువతో సమానంగా ఉంది',
  noRequests: 'డేటా కనబడలేదు',
};
