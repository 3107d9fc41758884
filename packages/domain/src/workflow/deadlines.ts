/**
 * Time limits of the state's building-permission rules, each with where it comes from.
 * Days are India's calendar days, counted by india-calendar.ts (the day of the event excluded, the last day
 * included to its midnight); statutory-clock.ts turns these limits into instants.
 */

/** Single window: decision within 21 days of a complete application, else deemed approved on day 22. */
export const SINGLE_WINDOW_DECISION_DAYS = 21;
/**
 * The deemed-approval action (the officers' confirmation, spec 1 §2.5 "deemed action due date") is due a week
 * after the deemed date; then the deemed approval is final. No public source gives the period: illustrative.
 */
export const DEEMED_ACTION_DAYS = 7;
/** Single window: one shortfall only, raised within 10 days of the application. */
export const SHORTFALL_RAISE_WITHIN_DAYS = 10;
/** Single window: the applicant answers a shortfall within 15 days; the decision clock pauses meanwhile. */
export const SHORTFALL_ANSWER_WITHIN_DAYS = 15;
/** Instant approval (self-certification): post-verification within 15 days of the permission. */
export const POST_VERIFICATION_DAYS = 15;
/** Show cause: the applicant has seven days to reply (spec 3 §9 isShowCauseSevenDaysElapsed). */
export const SHOW_CAUSE_REPLY_DAYS = 7;
/** Line departments' NOC deadlines. */
export const LINE_DEPARTMENT_DUE_DAYS = {
  FIRE: 14,
  /** Revenue: land conversion. */
  REVENUE: 14,
  /** Irrigation: water bodies. */
  IRRIGATION: 10,
} as const;
/** Other line departments: the shortest NOC limit above, as none was found published. */
export const DEFAULT_LINE_DEPARTMENT_DUE_DAYS = 10;
/** A stage is "in danger" this many days before its due date (the inbox's red rows). */
export const DANGER_DAYS_BEFORE_DUE = 3;
