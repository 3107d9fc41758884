/**
 * What an officer reads when the service, not the request, is the problem (issue 50 §3 and §8; the spec is
 * silent): the work was not done and may be asked for again. Worded like the spec's other messages.
 */
export const SERVICE_MESSAGES = {
  /** The database could not be reached, or did not answer in time: nothing was saved. */
  unavailable: 'The service is briefly unavailable; please try again in a moment',
  /** The server process is overloaded (or closing for an upgrade) and refused the request before running it. */
  busy: 'The server is busy; please try again in a moment',
  /** Shown while the console itself sends a refused or unanswered request again. */
  retrying: 'The server is busy, retrying…',
  /**
   * The action was saved, but the server lost its database before it could answer with what was saved: the officer
   * sees it on reloading, and sending the action again would not do it twice.
   */
  savedUnconfirmed: 'Your action was saved, but its result could not be shown; please reload the page',
  /** The SMS gateway did not take the one-time code after every try. */
  otpNotSent: 'The OTP could not be sent, please try again in a few minutes',
} as const;

export const SERVICE_MESSAGES_TE: Record<keyof typeof SERVICE_MESSAGES, string> = {
  unavailable: 'సేవ కొద్దిసేపు అందుబాటులో లేదు; దయచేసి కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి',
  busy: 'సర్వర్ రద్దీగా ఉంది; దయచేసి కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి',
  retrying: 'సర్వర్ రద్దీగా ఉంది, మళ్లీ ప్రయత్నిస్తోంది…',
  savedUnconfirmed: 'మీ చర్య సేవ్ అయింది, కానీ దాని ఫలితాన్ని చూపలేకపోయాము; దయచేసి పేజీని మళ్లీ లోడ్ చేయండి',
  otpNotSent: 'OTP పంపడం సాధ్యం కాలేదు, దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి',
};
