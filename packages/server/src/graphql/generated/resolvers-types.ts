import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MercuriusContext } from 'mercurius';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Any JSON value: the form field trees and answers, whose nesting (up to 5 levels) GraphQL types cannot follow. */
  JSON: { input: unknown; output: unknown; }
};

export type AdminJurisdiction = {
  __typename?: 'AdminJurisdiction';
  authorityCode: Scalars['String']['output'];
  districtName: Scalars['String']['output'];
  ulbId: Scalars['ID']['output'];
  ulbName: Scalars['String']['output'];
};

/** An officer as an administrator sees them (mobile in full: the administrator keeps it right). */
export type AdminOfficer = {
  __typename?: 'AdminOfficer';
  authorityCode: Maybe<Scalars['String']['output']>;
  blockedUntil: Maybe<Scalars['String']['output']>;
  /** Charges this officer holds (of other posts). */
  charges: Array<OfficerCharge>;
  createdAt: Scalars['String']['output'];
  deactivationReason: Maybe<Scalars['String']['output']>;
  districtName: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  leaves: Array<OfficerLeave>;
  lineDepartment: Maybe<Scalars['String']['output']>;
  mobile: Scalars['String']['output'];
  /** Open turns the officer holds now. */
  openTurns: Scalars['Int']['output'];
  /** The server role name (spec 1 §6). */
  role: Scalars['String']['output'];
  /** ACTIVE, BLOCKED (too many failed sign-ins), ON_LEAVE (today) or INACTIVE (deactivated). */
  state: OfficerState;
  ulbId: Maybe<Scalars['ID']['output']>;
  ulbName: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

export type AdminOfficerList = {
  __typename?: 'AdminOfficerList';
  records: Array<AdminOfficer>;
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** What the chasing cell is alerted to (domain ALERT_KINDS). */
export type AlertKind =
  | 'DEEMED_REVIEW_ESCALATED'
  | 'DEEMED_REVIEW_UNASSIGNED';

export type Applicant = {
  __typename?: 'Applicant';
  applicantName: Scalars['String']['output'];
};

/** A note of the note sheet (spec 2 §3.7). comment is sanitised rich text. */
export type ApplicationComment = {
  __typename?: 'ApplicationComment';
  active: Scalars['Boolean']['output'];
  application: CommentApplication;
  attachmentName: Maybe<Scalars['String']['output']>;
  /** A link to the attached document, signed when the notes are read (it lasts minutes). */
  attachmentUrl: Maybe<Scalars['String']['output']>;
  comment: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  officer: CommentOfficer;
};

export type ApplicationConditions = {
  __typename?: 'ApplicationConditions';
  /** Whether the signed-in officer may change these conditions now (not in the spec's answer; the tabs need it). */
  canEdit: Scalars['Boolean']['output'];
  conditions: Array<Condition>;
  isSubmitted: Scalars['Boolean']['output'];
};

export type ApplicationFilter =
  | 'ACTION_REQUIRED'
  | 'ALL'
  | 'COMPLETED'
  | 'DEEMED'
  | 'LINE_DEPARTMENT_APPLICATION'
  | 'PROCESSED'
  | 'REVIEW'
  | 'SUBMISSIONS';

/** A form instance: one officer's turn on a stage, with its questions (fields) and answers. */
export type ApplicationForm = {
  __typename?: 'ApplicationForm';
  answer: Maybe<FormAnswer>;
  /** The questions: form field trees. Each question carries title and titleTe (its Telugu), help and helpTe where it has a help text, each choice value (what an answer stores) and labelTe (issue 55). */
  fields: Scalars['JSON']['output'];
  forwardedDate: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  municipalFinalRemark: Maybe<Scalars['String']['output']>;
  /** The officer whose turn this form is, and how far they took it. */
  officerId: Scalars['ID']['output'];
  officerLevel: OfficerLevel;
  officerName: Scalars['String']['output'];
  officerRole: Scalars['String']['output'];
  oldAnswer: Maybe<FormAnswer>;
  order: Scalars['Int']['output'];
  stage: Scalars['String']['output'];
  /** The process stage the form belongs to: PRE_SCRUTINY, SITE, TITLE, TECHNICAL, LINE_DEPARTMENT, FEE_VERIFICATION, DECISION. */
  stageKey: StageKey;
  stageState: StageState;
  status: Maybe<StageStatus>;
  title: Scalars['String']['output'];
};

export type ApplicationList = {
  __typename?: 'ApplicationList';
  /**
   * True when a search matched more files than it counts (1,000): totalCount and totalPages then give that bound, and
   * the matches go on past it (domain SEARCH_TOTAL_BOUND). An export of all data counts every match.
   */
  isTotalCountBounded: Scalars['Boolean']['output'];
  records: Array<OfficerApplication>;
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type ApplicationSearchList = {
  __typename?: 'ApplicationSearchList';
  records: Array<ApplicationSearchRecord>;
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type ApplicationSearchRecord = {
  __typename?: 'ApplicationSearchRecord';
  application: OfficerApplication;
  /** The longest delay of any officer's turn on the file, in started days. */
  daysDelayed: Scalars['Int']['output'];
  /** An officer holds the file now past its due date (the red flag). */
  isOverdue: Scalars['Boolean']['output'];
  /** The penalty that delay attracts (rupees; 0 for none). */
  penaltyAmount: Scalars['Int']['output'];
};

/** Spec 1 §4 application statuses (domain APPLICATION_STATUSES). */
export type ApplicationStatus =
  | 'ACCEPTED'
  | 'CLOSED'
  | 'DEEMED'
  | 'DRAFT'
  | 'DRAWING_SHORTFALL'
  | 'DRAWING_SHORTFALL_SUBMITTED'
  | 'DRAWING_VERIFIED'
  | 'EXPIRED'
  | 'FEE_ADJUSTMENTS'
  | 'FEE_ADJUSTMENTS_SUBMITTED'
  | 'FEE_VERIFICATION'
  | 'FINAL_DEEMED'
  | 'IN_PROCESS'
  | 'LINE_DEPARTMENT_HOLD'
  | 'MORTGAGE_SHORTFALL'
  | 'PAYMENT_INTIATED'
  | 'PROCEEDINGS_IN_PROGRESS'
  | 'REJECTED'
  | 'REVOKED'
  | 'SHORTFALL'
  | 'SHORTFALL_SUBMITTED'
  | 'SHOW_CAUSE_RAISED'
  | 'SUBMITTED'
  | 'VERIFICATION_UNDER_PROGRESS';

/** What an application asks approval for (domain APPROVAL_FOR). */
export type ApprovalFor =
  | 'BUILDING'
  | 'COMPOUNDWALL'
  | 'FINAL_LAYOUT'
  | 'LAYOUT'
  | 'OCCUPANCY';

/**
 * The chasing cell's dashboard figures, from the read model turn_delays (kept with each transition and brought up
 * to date by the deadline scheduler's sweep): what is held now past its due date, as files and as turns.
 */
export type ChasingFigures = {
  __typename?: 'ChasingFigures';
  filesHeldPastDue: Scalars['Int']['output'];
  turnsHeldPastDue: Scalars['Int']['output'];
};

export type CommentApplication = {
  __typename?: 'CommentApplication';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isShowCauseRaised: Scalars['Boolean']['output'];
  isShowCauseRaisedDocUpload: Scalars['Boolean']['output'];
};

export type CommentOfficer = {
  __typename?: 'CommentOfficer';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  lineDepartment: Maybe<Scalars['String']['output']>;
  mobileVerified: Scalars['Boolean']['output'];
  role: Role;
  ulbName: Maybe<Scalars['String']['output']>;
  zone: Maybe<Scalars['String']['output']>;
};

/** A condition of the permission (spec 3 §3): checked ones are locked; isSystemCreated marks the standard ones. */
export type Condition = {
  __typename?: 'Condition';
  checked: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isSystemCreated: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type ConditionsResult = {
  __typename?: 'ConditionsResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** One field the citizen asks to correct (spec 3 §3). Mobile and Aadhaar values follow spec 2 §6: the mobile number only for roles allowed to see it, Aadhaar masked to its last four digits. */
export type Correction = {
  __typename?: 'Correction';
  /** What officers read in the Column Name column. */
  columnLabel: Scalars['String']['output'];
  columnName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Null until the verifying officer decides it. */
  isApprove: Maybe<Scalars['Boolean']['output']>;
  newValue: Scalars['String']['output'];
  oldValue: Scalars['String']['output'];
  remark: Maybe<Scalars['String']['output']>;
  supportingDocUrl: Maybe<Scalars['String']['output']>;
  supportingOptionalDocUrl: Array<Scalars['String']['output']>;
};

/** An officer's turn on a request (spec 2 §3.7 correction assignee): the verifying officer's, then the commissioner's. */
export type CorrectionAssignee = {
  __typename?: 'CorrectionAssignee';
  completedDate: Maybe<Scalars['String']['output']>;
  /** The verifying officer's: every correction approved; the commissioner's: the final word. Null while open. */
  isApprove: Maybe<Scalars['Boolean']['output']>;
  /** The officer's name. */
  officer: Scalars['String']['output'];
  officerId: Scalars['ID']['output'];
  officerRole: Scalars['String']['output'];
  receivedDate: Scalars['String']['output'];
  remark: Maybe<Scalars['String']['output']>;
  /** VERIFICATION or DECISION. */
  step: CorrectionStep;
};

/** A citizen's correction request (spec 3 §3). */
export type CorrectionRequest = {
  __typename?: 'CorrectionRequest';
  applicantName: Scalars['String']['output'];
  applicationId: Scalars['ID']['output'];
  applicationIdentifier: Scalars['String']['output'];
  applicationType: Scalars['String']['output'];
  approvalFor: ApprovalFor;
  assignees: Array<CorrectionAssignee>;
  correctionRequestCompleted: Scalars['Boolean']['output'];
  corrections: Array<Correction>;
  createdAt: Scalars['String']['output'];
  /** The commissioner's final remarks. */
  finalRemark: Maybe<Scalars['String']['output']>;
  /** The signed-in officer has an active note on the note sheet written since the request was filed (read by applicationCorrectionRequest; false in lists). */
  hasActiveNote: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The commissioner's final word; null until given. */
  isApprove: Maybe<Scalars['Boolean']['output']>;
  /** VERIFICATION or DECISION while the request waits for the signed-in officer; null when it is view only. */
  myTurn: Maybe<CorrectionStep>;
  /** When the request reached the signed-in officer (in lists). */
  receivedDate: Maybe<Scalars['String']['output']>;
  /** CORRECTION_VERIFICATION, SUBMITTED or CORRECTION_COMPLETED. */
  status: CorrectionStatus;
};

export type CorrectionRequestPage = {
  __typename?: 'CorrectionRequestPage';
  records: Array<CorrectionRequest>;
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A correction request's status (domain CORRECTION_STATUSES). */
export type CorrectionStatus =
  | 'CORRECTION_COMPLETED'
  | 'CORRECTION_VERIFICATION'
  | 'SUBMITTED';

/** An officer's turn on a correction request: the verifying officer's, then the commissioner's (domain CORRECTION_STEPS). */
export type CorrectionStep =
  | 'DECISION'
  | 'VERIFICATION';

/** A single-window file on day 17 or later of its 21-day decision clock. */
export type DeemedAlert = {
  __typename?: 'DeemedAlert';
  applicationId: Scalars['ID']['output'];
  applicationIdentifier: Scalars['String']['output'];
  appliedAt: Scalars['String']['output'];
  approvalFor: ApprovalFor;
  day: Scalars['Int']['output'];
  daysToDeemed: Scalars['Int']['output'];
  heldBy: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  ulbName: Scalars['String']['output'];
};

/**
 * A single-window file deemed approved while its ULB had no decision officer (issue 14): its 7-day review went up
 * the hierarchy, or to nobody. Open until an officer who may see it resolves it.
 */
export type DeemedReviewAlert = {
  __typename?: 'DeemedReviewAlert';
  applicationId: Maybe<Scalars['ID']['output']>;
  applicationIdentifier: Maybe<Scalars['String']['output']>;
  applicationType: Maybe<Scalars['String']['output']>;
  approvalFor: Maybe<ApprovalFor>;
  id: Scalars['ID']['output'];
  /** DEEMED_REVIEW_ESCALATED or DEEMED_REVIEW_UNASSIGNED. */
  kind: AlertKind;
  kindLabel: Scalars['String']['output'];
  /** The workflow's own words when it raised the alert (English, with the reviewer's officer id, as logged). */
  message: Scalars['String']['output'];
  /** When the alert was raised (ISO 8601). */
  raisedAt: Scalars['String']['output'];
  /** The officer the review went to, with their role; Nobody when it went to no one. */
  reviewSentTo: Scalars['String']['output'];
  /** The officer the review went to (null: nobody). */
  reviewerName: Maybe<Scalars['String']['output']>;
  /** Their role, as the server names roles. */
  reviewerRole: Maybe<Scalars['String']['output']>;
  ulbName: Maybe<Scalars['String']['output']>;
};

export type DelayBand = {
  __typename?: 'DelayBand';
  band: Scalars['String']['output'];
  files: Scalars['Int']['output'];
  officers: Scalars['Int']['output'];
  turns: Scalars['Int']['output'];
};

/** An officer's turn on a file, held now past its due date (one file held by two officers is two turns). */
export type DelayedFile = {
  __typename?: 'DelayedFile';
  applicationId: Scalars['ID']['output'];
  applicationIdentifier: Scalars['String']['output'];
  applicationType: Scalars['String']['output'];
  approvalFor: ApprovalFor;
  daysDelayed: Scalars['Int']['output'];
  dueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  officerName: Scalars['String']['output'];
  officerRole: Scalars['String']['output'];
  receivedDate: Scalars['String']['output'];
  stageName: Scalars['String']['output'];
  status: ApplicationStatus;
  ulbName: Scalars['String']['output'];
};

export type DelayedFileList = {
  __typename?: 'DelayedFileList';
  /** The distinct files those turns are on. */
  fileCount: Scalars['Int']['output'];
  records: Array<DelayedFile>;
  /** Turns held past their due date (the records' count). */
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type DelayingOfficer = {
  __typename?: 'DelayingOfficer';
  /** Distinct files the officer was late on. */
  delayedFiles: Scalars['Int']['output'];
  /** The officer's late turns (one file may be two turns: two stages, or a turn and its return). */
  delayedTurns: Scalars['Int']['output'];
  maxDaysDelayed: Scalars['Int']['output'];
  officerId: Scalars['ID']['output'];
  officerName: Scalars['String']['output'];
  officerRole: Scalars['String']['output'];
  penaltyAmount: Scalars['Int']['output'];
  rank: Scalars['Int']['output'];
  /** Delayed files the officer still holds (never more than delayedFiles). */
  stillHeld: Scalars['Int']['output'];
  totalDaysDelayed: Scalars['Int']['output'];
  ulbName: Scalars['String']['output'];
};

/** Where the device said it was, and when. */
export type DevicePositionInput = {
  /** Metres, as the Geolocation API reports it. */
  accuracyMetres?: InputMaybe<Scalars['Float']['input']>;
  /** ISO instant the device captured the photo or position. */
  capturedAt: Scalars['String']['input'];
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
};

/** What feeDetails answers: status is the application's status after the submission. */
export type FeeDetailsResult = {
  __typename?: 'FeeDetailsResult';
  /** The fee went up: the applicant pays the difference (FEE_ADJUSTMENTS_SUBMITTED when the verification closes). */
  isFeeChanged: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: ApplicationStatus;
  success: Scalars['Boolean']['output'];
};

export type FieldPhoto = {
  __typename?: 'FieldPhoto';
  accuracyMetres: Maybe<Scalars['Float']['output']>;
  applicationId: Scalars['ID']['output'];
  capturedAt: Scalars['String']['output'];
  /** Metres from the plot polygon (0 inside it); null when the photo has no position or the plot no polygon. */
  distanceMetres: Maybe<Scalars['Float']['output']>;
  fileName: Scalars['String']['output'];
  /** NO_POSITION, FAR_FROM_PLOT, NO_PLOT (no polygon to compare with), or null when on site. */
  flag: Maybe<FieldPositionFlag>;
  id: Scalars['ID']['output'];
  latitude: Maybe<Scalars['Float']['output']>;
  longitude: Maybe<Scalars['Float']['output']>;
  /** The verification question the photo answers, when it answers one. */
  questionId: Maybe<Scalars['ID']['output']>;
  /** The title of that question from the file's form; its key as title (no Telugu) when the form no longer has it. */
  questionTitle: Maybe<QuestionTitle>;
  receivedAt: Scalars['String']['output'];
  takenByName: Scalars['String']['output'];
  /** A short-lived signed link to the image (15 minutes). */
  url: Scalars['String']['output'];
};

/** Why a site photo or visit is flagged (domain FIELD_POSITION_FLAGS). */
export type FieldPositionFlag =
  | 'FAR_FROM_PLOT'
  | 'NO_PLOT'
  | 'NO_POSITION';

export type Floor = {
  __typename?: 'Floor';
  noOfFloors: Scalars['Int']['output'];
};

export type FormAnswer = {
  __typename?: 'FormAnswer';
  /** view once submitted, edit while the turn is open. */
  action: FormAnswerAction;
  /** Entries by dbField: { parent_answer, child_answers }. */
  data: Scalars['JSON']['output'];
  isChecklistFilled: Scalars['Boolean']['output'];
};

/** What an officer may do with a form's answers: view once submitted, edit while the turn is open (domain FORM_ANSWER_ACTIONS). */
export type FormAnswerAction =
  | 'edit'
  | 'view';

/** What an officer may send on a form instance now (spec 3 §4 Recommendation options). */
export type FormRecommendation = {
  __typename?: 'FormRecommendation';
  finalRemark: Maybe<Scalars['String']['output']>;
  formInstanceId: Scalars['ID']['output'];
  /** Empty unless it is the caller's open turn. */
  options: Array<StageStatus>;
  status: StageStatus;
};

export type HandOverPreview = {
  __typename?: 'HandOverPreview';
  /** False when any turn would be left without an owner: the change is refused until that is fixed. */
  canSave: Scalars['Boolean']['output'];
  turns: Array<HandOverTurn>;
};

/** One open turn and who would take it after a change; toOfficerId null with a reason when nobody can. */
export type HandOverTurn = {
  __typename?: 'HandOverTurn';
  applicationId: Scalars['ID']['output'];
  applicationNumber: Scalars['String']['output'];
  dueDate: Maybe<Scalars['String']['output']>;
  level: OfficerLevel;
  /** Why nobody can take it (null when someone can). */
  problem: Maybe<Scalars['String']['output']>;
  stage: Scalars['String']['output'];
  toOfficerId: Maybe<Scalars['ID']['output']>;
  toOfficerName: Maybe<Scalars['String']['output']>;
};

/** How many files a tab of the inbox holds. */
export type InboxTabCount = {
  __typename?: 'InboxTabCount';
  count: Scalars['Int']['output'];
  filter: ApplicationFilter;
};

/** The officer's language, as the console and the exports name it (domain LANGUAGES). */
export type Language =
  | 'en'
  | 'te';

export type Location = {
  __typename?: 'Location';
  village: Maybe<Scalars['String']['output']>;
};

export type LoginResult = {
  __typename?: 'LoginResult';
  /** Opaque, single-use and short-lived: verifyOtp and resendOtp need it, so only the client that passed the password can finish this sign-in. */
  challenge: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** The officer's mobile number, masked to its last four digits: where the code was sent. */
  mobile: Scalars['String']['output'];
};

export type MessageResult = {
  __typename?: 'MessageResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  assignOfficerCharge: OfficerCharge;
  cancelOfficerLeave: Scalars['Boolean']['output'];
  /** Completes a password reset or change with the code. */
  changeOfficerPassword: MessageResult;
  /** Adds a note while the application is with the officer (their turn is IN_PROCESS). */
  createComment: ApplicationComment;
  /** Creates an officer with no usable password and sends the reset code by SMS; the officer sets a password. */
  createOfficer: AdminOfficer;
  /** Raises the single-window shortfall from the officer's form (spec 1 §7): once, within 10 days of the application. */
  createShortfall: WorkflowResult;
  /** Adds the officer's own conditions of a type, each at most 500 characters, checked at once. */
  customCondition: ConditionsResult;
  /** Deactivates the officer, hands over their open turns and ends their sessions. */
  deactivateOfficer: AdminOfficer;
  /** Removes the officer's draft note on an application. */
  deleteNoteDraft: MessageResult;
  endOfficerCharge: Scalars['Boolean']['output'];
  endOfficerSessions: Scalars['Boolean']['output'];
  /** Ends every session of the officer but the current one. */
  endOtherSessions: MessageResult;
  /** Ends one of the officer's other sessions (the current one ends with signout). */
  endSession: MessageResult;
  /**
   * The officer adjusting the fee submits it (spec 3 §7). feeBreakup is the JSON list of lines, as the spec sends
   * it: every head of the system fee once ({ cost_head_name, newAmount, remarks, type }) and the Other Fee Heads.
   * The server keeps its own amounts, types and formulas and checks the spec's fee rules. In an instant approval
   * the submission is also the technical review's recommendation ("Recommend with fee changes").
   */
  feeDetails: FeeDetailsResult;
  forceOfficerPasswordReset: Scalars['Boolean']['output'];
  /** Step 1 of sign-in: checks the password and sends a one-time code by SMS. mobile is sent empty and ignored. */
  login: LoginResult;
  reactivateOfficer: AdminOfficer;
  /** Records an uploaded photo with its device position; only the officer whose turn the file is at may. */
  recordFieldPhoto: FieldPhoto;
  /** Records leave; chargeHolderId names who holds the post's charge meanwhile (else routing decides). */
  recordOfficerLeave: OfficerLeave;
  /** I am at the site: the device's position and time. */
  recordSiteVisit: SiteVisit;
  /** Sends a new code for the pending sign-in of this challenge (the password was checked in the last 10 minutes). */
  resendOtp: MessageResult;
  /** Starts a password reset: a code goes to the officer's mobile. Answers the same for unknown usernames. */
  resetOfficerPassword: MessageResult;
  /**
   * Resolves an open alert the officer may see (within their report scope), with a remark saying what was done;
   * audited. Another jurisdiction's alert is not found; a resolved one is refused.
   */
  resolveAlert: ResolvedAlert;
  /** Saves the officer's answers as a draft (spec 3 §4 Save). data is the answers JSON-encoded. */
  saveFormAnswers: WorkflowResult;
  /** Keeps the officer's draft note on an application; an empty one is removed (and null comes back). */
  saveNoteDraft: Maybe<NoteDraft>;
  /** Keeps a remark on the officer's open turn before submitting it; recommendations return it as finalRemark. */
  saveRemark: WorkflowResult;
  /** Checks conditions by their ids, comma-joined (spec 3 §7); a checked condition cannot be unchecked. */
  selectConditions: ConditionsResult;
  /** Remembers the signed-in officer's language (en or te) and answers with the officer. */
  setPreferredLanguage: Officer;
  /** Ends the current session on the server. */
  signout: MessageResult;
  /**
   * Submits the officer's turn on a stage (spec 3 §3 Submission). formInstanceId names the officer's form on the
   * stage: until form templates land it is the stage-officer entry (StageOfficer.id). status is the
   * recommendation (RECOMMENDED, NOT_RECOMMENDED, SUBMITTED, SHORTFALL, MORTGAGE_SHORTFALL, LINE_VERIFICATION,
   * FEE_INTIMATION; SHOWCAUSE and NOT_RECOMMENDED_WITH_REFUND are read as the spec says). nocDepartments are
   * required with LINE_VERIFICATION.
   */
  submitFormAnswers: WorkflowResult;
  /** Moves the officer to another post; their open turns are handed over in the same transaction. */
  transferOfficer: AdminOfficer;
  unlockOfficer: AdminOfficer;
  /** The commissioner-level decision (spec 3 §4 Final decision): ACCEPTED, REJECTED or SHOW_CAUSE_RAISED. */
  updateApplicationStatus: WorkflowResult;
  /** The verifying officer approves or rejects one correction (reject needs remarks); again until they submit. */
  updateCorrection: Correction;
  /**
   * The verifying officer's submit (every correction decided, final remarks, an active note; isApprove left out),
   * or the commissioner's final word (isApprove: approve applies the approved corrections; reject, only when a
   * correction was rejected, applies none).
   */
  updateFinalCorrection: CorrectionRequest;
  updateOfficerDetails: AdminOfficer;
  /** Step 2 of sign-in: exchanges the code, with login's challenge, for an access token. */
  verifyOtp: VerifyOtpResult;
};


export type MutationAssignOfficerChargeArgs = {
  fromDate: Scalars['String']['input'];
  holderId: Scalars['ID']['input'];
  post: OfficerPostInput;
  reason: Scalars['String']['input'];
  toDate: Scalars['String']['input'];
};


export type MutationCancelOfficerLeaveArgs = {
  leaveId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationChangeOfficerPasswordArgs = {
  otpSecretKey: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationCreateCommentArgs = {
  applicationId: Scalars['ID']['input'];
  attachmentUrl?: InputMaybe<Scalars['String']['input']>;
  comment: Scalars['String']['input'];
  mediaId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateOfficerArgs = {
  input: OfficerInput;
};


export type MutationCreateShortfallArgs = {
  formInstanceId: Scalars['ID']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCustomConditionArgs = {
  applicationId: Scalars['ID']['input'];
  newCondition: Array<Scalars['String']['input']>;
  typeOf: Scalars['String']['input'];
};


export type MutationDeactivateOfficerArgs = {
  officerId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationDeleteNoteDraftArgs = {
  applicationId: Scalars['ID']['input'];
};


export type MutationEndOfficerChargeArgs = {
  chargeId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationEndOfficerSessionsArgs = {
  officerId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFeeDetailsArgs = {
  applicationId: Scalars['ID']['input'];
  feeBreakup: Scalars['String']['input'];
  officerId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationForceOfficerPasswordResetArgs = {
  officerId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  mobile?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationReactivateOfficerArgs = {
  officerId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRecordFieldPhotoArgs = {
  applicationId: Scalars['ID']['input'];
  fileName: Scalars['String']['input'];
  key: Scalars['String']['input'];
  position: DevicePositionInput;
  questionId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRecordOfficerLeaveArgs = {
  chargeHolderId?: InputMaybe<Scalars['ID']['input']>;
  fromDate: Scalars['String']['input'];
  officerId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  toDate: Scalars['String']['input'];
};


export type MutationRecordSiteVisitArgs = {
  applicationId: Scalars['ID']['input'];
  position: DevicePositionInput;
};


export type MutationResendOtpArgs = {
  challenge: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationResetOfficerPasswordArgs = {
  username: Scalars['String']['input'];
};


export type MutationResolveAlertArgs = {
  id: Scalars['ID']['input'];
  remark: Scalars['String']['input'];
};


export type MutationSaveFormAnswersArgs = {
  data: Scalars['String']['input'];
  formInstanceId: Scalars['ID']['input'];
};


export type MutationSaveNoteDraftArgs = {
  applicationId: Scalars['ID']['input'];
  comment: Scalars['String']['input'];
};


export type MutationSaveRemarkArgs = {
  formInstanceId: Scalars['ID']['input'];
  remark: Scalars['String']['input'];
};


export type MutationSelectConditionsArgs = {
  applicationId: Scalars['ID']['input'];
  conditionSelected: Scalars['String']['input'];
};


export type MutationSetPreferredLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationSubmitFormAnswersArgs = {
  data?: InputMaybe<Scalars['String']['input']>;
  finalRemark?: InputMaybe<Scalars['String']['input']>;
  formInstanceId: Scalars['ID']['input'];
  nocDepartments?: InputMaybe<Array<Scalars['String']['input']>>;
  officerId?: InputMaybe<Scalars['ID']['input']>;
  status: Scalars['String']['input'];
};


export type MutationTransferOfficerArgs = {
  officerId: Scalars['ID']['input'];
  post: OfficerPostInput;
  reason: Scalars['String']['input'];
};


export type MutationUnlockOfficerArgs = {
  officerId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationUpdateApplicationStatusArgs = {
  applicationId: Scalars['ID']['input'];
  eligibilityForRefund?: InputMaybe<Scalars['Boolean']['input']>;
  finalRemark?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateCorrectionArgs = {
  correctionId: Scalars['ID']['input'];
  isApprove: Scalars['Boolean']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateFinalCorrectionArgs = {
  correctionRequestId: Scalars['ID']['input'];
  isApprove?: InputMaybe<Scalars['Boolean']['input']>;
  remark: Scalars['String']['input'];
};


export type MutationUpdateOfficerDetailsArgs = {
  input: OfficerDetailsInput;
  officerId: Scalars['ID']['input'];
};


export type MutationVerifyOtpArgs = {
  challenge: Scalars['String']['input'];
  otpSecretKey: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/** The note an officer is typing on an application, kept on the server until it is submitted or cleared. */
export type NoteDraft = {
  __typename?: 'NoteDraft';
  applicationId: Scalars['ID']['output'];
  /** Sanitised rich text. */
  comment: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type Officer = {
  __typename?: 'Officer';
  /** Extra capabilities, for example fee. */
  actions: Array<Scalars['String']['output']>;
  authority: Maybe<Scalars['String']['output']>;
  district: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isMandalOfficer: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  lineDepartment: Maybe<Scalars['String']['output']>;
  mandalName: Maybe<Scalars['String']['output']>;
  /** Masked to its last four digits. */
  mobile: Scalars['String']['output'];
  mobileVerified: Scalars['Boolean']['output'];
  /** The internal permission level the role maps to (spec 1 §6), computed by the server. */
  permissionLevel: Scalars['String']['output'];
  /** The language the officer chose (en or te): the console's and the exports' (issue 19). */
  preferredLanguage: Language;
  role: Role;
  ulbName: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  zone: Maybe<Scalars['String']['output']>;
};

/** An application as an officer's list shows it (spec 1 §3). Dates are ISO 8601 strings. */
export type OfficerApplication = {
  __typename?: 'OfficerApplication';
  /** YES or NO, as the spec sends them. */
  additional: YesNo;
  additionalType: Maybe<Scalars['String']['output']>;
  applicant: Applicant;
  applicantListId: Maybe<Scalars['Int']['output']>;
  applicationIdentifier: Scalars['String']['output'];
  applicationType: Scalars['String']['output'];
  appliedOn: Scalars['String']['output'];
  approvalFor: ApprovalFor;
  assignedDate: Maybe<Scalars['String']['output']>;
  correctionStatus: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currentOfficerLevel: Maybe<OfficerLevel>;
  dangerDate: Maybe<Scalars['String']['output']>;
  deemedDate: Maybe<Scalars['String']['output']>;
  deemedDueDate: Maybe<Scalars['String']['output']>;
  dueDate: Maybe<Scalars['String']['output']>;
  feeIsSubmitted: Scalars['Boolean']['output'];
  finalRemark: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  internalStatus: Maybe<Scalars['String']['output']>;
  isApprove: Maybe<Scalars['Boolean']['output']>;
  isCorrection: Scalars['Boolean']['output'];
  isDeviationSubmitted: Scalars['Boolean']['output'];
  isDeviationUpdated: Scalars['Boolean']['output'];
  isFeeChangeDetect: Scalars['Boolean']['output'];
  isFeeChanged: Scalars['Boolean']['output'];
  isFeeSubmitted: Scalars['Boolean']['output'];
  isObjected: Scalars['Boolean']['output'];
  isShowCauseRaised: Scalars['Boolean']['output'];
  isShowCauseRaisedDocUpload: Scalars['Boolean']['output'];
  isShowCauseSevenDaysElapsed: Scalars['Boolean']['output'];
  newWorkFlow: Scalars['Boolean']['output'];
  /** The signed-in officer's own action on the file: IN_PROCESS while it waits for them (inbox lists only). */
  officerStageStatus: Maybe<StageStatus>;
  oldWorkFlow: Scalars['Boolean']['output'];
  paymentCompletedAt: Maybe<Scalars['String']['output']>;
  proceedingIsSubmitted: Scalars['Boolean']['output'];
  property: Property;
  /** When the file first reached the signed-in officer (inbox lists only). */
  receivedDate: Maybe<Scalars['String']['output']>;
  referenceApplicationType: Maybe<Scalars['String']['output']>;
  revision: YesNo;
  stageStates: Array<StageState>;
  status: ApplicationStatus;
};

/** A change to an officer's record as the audit trail keeps it. */
export type OfficerChange = {
  __typename?: 'OfficerChange';
  action: Scalars['String']['output'];
  after: Maybe<Scalars['String']['output']>;
  at: Scalars['String']['output'];
  before: Maybe<Scalars['String']['output']>;
  byUsername: Scalars['String']['output'];
  reason: Maybe<Scalars['String']['output']>;
};

/** Additional charge of a post (a role in a jurisdiction) held by an officer for India days, both included. */
export type OfficerCharge = {
  __typename?: 'OfficerCharge';
  fromDate: Scalars['String']['output'];
  holderId: Scalars['ID']['output'];
  holderName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  role: Scalars['String']['output'];
  toDate: Scalars['String']['output'];
  ulbId: Maybe<Scalars['ID']['output']>;
  ulbName: Maybe<Scalars['String']['output']>;
};

export type OfficerDetailsInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
};

export type OfficerImportReport = {
  __typename?: 'OfficerImportReport';
  /** Rows imported: 0 on a dry run or when any row has a problem. */
  imported: Scalars['Int']['output'];
  rows: Array<OfficerImportRow>;
  totalRows: Scalars['Int']['output'];
  validRows: Scalars['Int']['output'];
};

/** One row's problems in an import; row numbers count the header as row 1. */
export type OfficerImportRow = {
  __typename?: 'OfficerImportRow';
  problems: Array<Scalars['String']['output']>;
  row: Scalars['Int']['output'];
  username: Maybe<Scalars['String']['output']>;
};

export type OfficerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  lineDepartment?: InputMaybe<Scalars['String']['input']>;
  mobile: Scalars['String']['input'];
  role: Scalars['String']['input'];
  /** Required for ULB roles; empty for state-level roles. */
  ulbId?: InputMaybe<Scalars['ID']['input']>;
  username: Scalars['String']['input'];
};

/** Leave: India days, both included (YYYY-MM-DD). */
export type OfficerLeave = {
  __typename?: 'OfficerLeave';
  /** The officer given the charge of the post for the leave, when one was named. */
  chargeHolderId: Maybe<Scalars['ID']['output']>;
  chargeHolderName: Maybe<Scalars['String']['output']>;
  fromDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  officerId: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  toDate: Scalars['String']['output'];
};

/** The level of an officer's turn on a stage (domain OFFICER_LEVELS). */
export type OfficerLevel =
  | 'L1'
  | 'L2';

/** A notice an officer raised: a shortfall (or mortgage shortfall), or a fee intimation. */
export type OfficerNotice = {
  __typename?: 'OfficerNotice';
  applicationId: Scalars['ID']['output'];
  applicationIdentifier: Scalars['String']['output'];
  applicationType: Scalars['String']['output'];
  approvalFor: ApprovalFor;
  id: Scalars['ID']['output'];
  /** The fee intimated has been paid. */
  isPaid: Scalars['Boolean']['output'];
  kind: Scalars['String']['output'];
  officerName: Maybe<Scalars['String']['output']>;
  /** Answered, Expired or With applicant (shortfalls). */
  outcome: Scalars['String']['output'];
  raisedOn: Scalars['String']['output'];
  stageName: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  ulbName: Scalars['String']['output'];
};

export type OfficerNoticeList = {
  __typename?: 'OfficerNoticeList';
  records: Array<OfficerNotice>;
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type OfficerPerformance = {
  __typename?: 'OfficerPerformance';
  averageDays: Maybe<Scalars['Float']['output']>;
  disposed: Scalars['Int']['output'];
  late: Scalars['Int']['output'];
  officerId: Scalars['ID']['output'];
  officerName: Scalars['String']['output'];
  officerRole: Scalars['String']['output'];
  onTime: Scalars['Int']['output'];
  onTimePercent: Scalars['Float']['output'];
  penaltyAmount: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  pendingPastDue: Scalars['Int']['output'];
  received: Scalars['Int']['output'];
  /** The officer's ULB (or district). */
  ulbName: Maybe<Scalars['String']['output']>;
};

export type OfficerPostInput = {
  role: Scalars['String']['input'];
  ulbId?: InputMaybe<Scalars['ID']['input']>;
};

/** Where, which types and stages, and the period (turns received in it) of an officer report. */
export type OfficerReportFilter = {
  applicationTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  authorities?: InputMaybe<Array<Scalars['String']['input']>>;
  districts?: InputMaybe<Array<Scalars['String']['input']>>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  stages?: InputMaybe<Array<StageKey>>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  ulbs?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** One of the signed-in officer's live sessions (issue 13). */
export type OfficerSession = {
  __typename?: 'OfficerSession';
  createdAt: Scalars['String']['output'];
  /** When it ends if unused: the idle timeout, or 12 hours after sign-in, whichever is first. */
  endsAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The client's address at sign-in. */
  ipAddress: Maybe<Scalars['String']['output']>;
  /** The session making this call. */
  isCurrent: Scalars['Boolean']['output'];
  /** The last request made with it. */
  lastSeenAt: Scalars['String']['output'];
  /** The browser at sign-in. */
  userAgent: Maybe<Scalars['String']['output']>;
};

/** An officer's state as an administrator sees it (domain OFFICER_STATES). */
export type OfficerState =
  | 'ACTIVE'
  | 'BLOCKED'
  | 'INACTIVE'
  | 'ON_LEAVE';

export type OfficersRemark = {
  __typename?: 'OfficersRemark';
  /** The stage the remark was made at. */
  key: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** An instant approval not yet verified on day 10 or later of its 15-day post-verification limit. */
export type PostVerificationAlert = {
  __typename?: 'PostVerificationAlert';
  applicationId: Scalars['ID']['output'];
  applicationIdentifier: Scalars['String']['output'];
  applicationType: Scalars['String']['output'];
  appliedAt: Scalars['String']['output'];
  approvalFor: ApprovalFor;
  day: Scalars['Int']['output'];
  daysLeft: Scalars['Int']['output'];
  /** When the post-verification is due (15 days, the applicant's time aside). */
  dueDate: Scalars['String']['output'];
  heldBy: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  ulbName: Scalars['String']['output'];
};

export type Property = {
  __typename?: 'Property';
  actualPlotArea: Scalars['Float']['output'];
  floor: Maybe<Floor>;
  location: Location;
  plotAddress: Scalars['String']['output'];
};

/** What the console needs to know before anyone signs in. Public: nothing in it is secret. */
export type PublicSettings = {
  __typename?: 'PublicSettings';
  /** How many digits a one-time code has (OTP_LENGTH, 4 by default). */
  otpLength: Scalars['Int']['output'];
  /** How long an unused session lasts (IDLE_TIMEOUT_SECONDS: 300 in production, 3600 elsewhere by default). */
  sessionIdleTimeoutSeconds: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The ULBs within the administrator's jurisdiction. */
  adminJurisdictions: Array<AdminJurisdiction>;
  adminOfficer: AdminOfficer;
  /** Officers within the administrator's jurisdiction. state: ACTIVE, BLOCKED, ON_LEAVE or INACTIVE. */
  adminOfficers: AdminOfficerList;
  /** The roles an administrator may give (server role names), in the order the console lists them. */
  adminRoles: Array<Scalars['String']['output']>;
  /** The notes of an application the officer may see, oldest first; filtered by officer and active flag when given. */
  applicationComments: Array<ApplicationComment>;
  /** The conditions of one type (fee or proceeding) for an application, standard first, then the custom ones. */
  applicationConditions: ApplicationConditions;
  /** The application's latest correction request of the filter, for any officer who may see the application. */
  applicationCorrectionRequest: Maybe<CorrectionRequest>;
  /** One form instance (an officer's turn on a stage) by its id. */
  applicationForm: ApplicationForm;
  /**
   * The applications routed to the signed-in officer (spec 1 §2.5, §7). receivedDateParam is a
   * YYYY-MM-DD day; all=true returns every match (export of all data) in pages of at most 500.
   */
  applicationsByDateAndTypeFilter: ApplicationList;
  /**
   * The signed-in officer's correction requests for a filter (spec 3 §4): correction (to verify), submitted (for the
   * commissioner's final word) or completed (their finished turns). 10 a page.
   */
  applicationsCorrectionRequest: CorrectionRequestPage;
  /** The chasing cell's dashboard figures (now: the filter's period does not apply). */
  chasingFigures: ChasingFigures;
  /** How many files deemedAlerts holds, counted on the server. */
  deemedAlertCount: Scalars['Int']['output'];
  /** With page or perPage, one page of them (nearest to deemed first); without, every one. */
  deemedAlerts: Array<DeemedAlert>;
  /** Open alerts of deemed approvals whose ULB had no decision officer, oldest first (the filter's places only). */
  deemedReviewAlerts: Array<DeemedReviewAlert>;
  delayBands: Array<DelayBand>;
  delayedFiles: DelayedFileList;
  /** Per municipality its officers ranked by delayed files; topPerUlb of them (all when absent). */
  delayingOfficers: Array<DelayingOfficer>;
  feeIntimations: OfficerNoticeList;
  feePaymentsLeaderboard: Array<UlbFeePayments>;
  /** The flagging distance in metres (FIELD_PHOTO_MAX_DISTANCE_M). */
  fieldPhotoMaxDistance: Scalars['Float']['output'];
  /** Photos taken on site for a file, oldest first; officers who may see the file. */
  fieldPhotos: Array<FieldPhoto>;
  getQuestionsAndAnswers: QuestionsAndAnswers;
  grievances: Array<UlbGrievances>;
  /** The count of every inbox tab for the signed-in officer, in one call; applicationType narrows it (single window). */
  inboxTabCounts: Array<InboxTabCount>;
  me: Officer;
  /** The signed-in officer's live sessions, newest first. */
  mySessions: Array<OfficerSession>;
  /** The signed-in officer's draft note on an application they may see, if any. */
  noteDraft: Maybe<NoteDraft>;
  /** Spec 3 §2 /search: by file number or applicant name, among the files the officer may open. */
  officerApplicationSearch: ApplicationSearchList;
  officerChanges: Array<OfficerChange>;
  /** What a transfer (post) or a deactivation (post null) would do to the officer's open turns, before saving. */
  officerHandOverPreview: HandOverPreview;
  officerPerformance: Array<OfficerPerformance>;
  /** An application the officer may see: routed to them, or in their jurisdiction (spec 1 §7 OfficersApplication). */
  officersApplication: OfficerApplication;
  penalties: Array<DelayingOfficer>;
  /** How many files postVerificationAlerts holds, counted on the server. */
  postVerificationAlertCount: Scalars['Int']['output'];
  /**
   * Instant approvals on day 10 or later of their 15-day post-verification, not yet verified. With page or perPage,
   * one page of them (nearest to due first); without, every one.
   */
  postVerificationAlerts: Array<PostVerificationAlert>;
  processingLeaderboard: Array<UlbProcessing>;
  /** Answered without a session: the sign-in screen reads the code length from it. */
  publicSettings: PublicSettings;
  recommendations: Array<FormRecommendation>;
  /** Spec 3 §7 reportApplications: the applications behind a report's cell, newest first. */
  reportApplications: ReportApplicationList;
  reportScope: ReportScope;
  /**
   * Spec 3 §7 reports: counts per application type (CONSOLIDATED), per month (MONTHLY) or per ULB, district or
   * authority (ANNUAL, groupBy; ULB by default), for applications applied for between startDate and endDate
   * (YYYY-MM-DD, India; 2020-01-01 to today by default). ulbs, districts and authorities narrow the officer's scope.
   */
  reports: Report;
  /** The Revenue Dashboard (spec 1 §2.7): fees intimated, paid, pending and adjusted per ULB and type; the period selects files applied for in it. */
  revenue: RevenueFigures;
  /** Forwarded forms, split by beforeShowcase; 30 a page by default (spec 2 §9). */
  reviewRemarks: ReviewRemarksPage;
  shortfallNotices: OfficerNoticeList;
  shortfalls: Array<UlbShortfalls>;
  siteVisits: Array<SiteVisit>;
  /** Roles the process needs that nobody active holds today, per ULB within the administrator's jurisdiction. */
  staffingGaps: Array<StaffingGap>;
  stageDelays: Array<StageDelay>;
};


export type QueryAdminOfficerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminOfficersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  ulbId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryApplicationCommentsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  applicationId: Scalars['ID']['input'];
  officerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryApplicationConditionsArgs = {
  applicationId: Scalars['ID']['input'];
  typeOf: Scalars['String']['input'];
};


export type QueryApplicationCorrectionRequestArgs = {
  applicationId: Scalars['ID']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryApplicationFormArgs = {
  formInstanceId: Scalars['ID']['input'];
};


export type QueryApplicationsByDateAndTypeFilterArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  applicationType?: InputMaybe<Array<Scalars['String']['input']>>;
  assignedDateSort?: InputMaybe<SortOrder>;
  dueDayColour?: InputMaybe<Array<Scalars['String']['input']>>;
  filter: ApplicationFilter;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  receivedDateParam?: InputMaybe<Scalars['String']['input']>;
  receivedDateSort?: InputMaybe<SortOrder>;
  searchParam?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryApplicationsCorrectionRequestArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  status: Scalars['String']['input'];
};


export type QueryChasingFiguresArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QueryDeemedAlertCountArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QueryDeemedAlertsArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDeemedReviewAlertsArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QueryDelayBandsArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QueryDelayedFilesArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDelayingOfficersArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
  topPerUlb?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeeIntimationsArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeePaymentsLeaderboardArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QueryFieldPhotosArgs = {
  applicationId: Scalars['ID']['input'];
};


export type QueryGetQuestionsAndAnswersArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGrievancesArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QueryInboxTabCountsArgs = {
  applicationType?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryNoteDraftArgs = {
  applicationId: Scalars['ID']['input'];
};


export type QueryOfficerApplicationSearchArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  searchParam: Scalars['String']['input'];
};


export type QueryOfficerChangesArgs = {
  officerId: Scalars['ID']['input'];
};


export type QueryOfficerHandOverPreviewArgs = {
  officerId: Scalars['ID']['input'];
  post?: InputMaybe<OfficerPostInput>;
};


export type QueryOfficerPerformanceArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QueryOfficersApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPenaltiesArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QueryPostVerificationAlertCountArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QueryPostVerificationAlertsArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProcessingLeaderboardArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QueryRecommendationsArgs = {
  formInstanceId: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryReportApplicationsArgs = {
  applicationStatus: ReportApplicationStatus;
  applicationType?: InputMaybe<Scalars['String']['input']>;
  applicationTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  authorities?: InputMaybe<Array<Scalars['String']['input']>>;
  circles?: InputMaybe<Array<Scalars['String']['input']>>;
  districts?: InputMaybe<Array<Scalars['String']['input']>>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  ulbs?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryReportsArgs = {
  applicationTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  authorities?: InputMaybe<Array<Scalars['String']['input']>>;
  districts?: InputMaybe<Array<Scalars['String']['input']>>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  groupBy?: InputMaybe<ReportGroup>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  type: ReportType;
  ulbs?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryRevenueArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QueryReviewRemarksArgs = {
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryShortfallNoticesArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryShortfallsArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};


export type QuerySiteVisitsArgs = {
  applicationId: Scalars['ID']['input'];
};


export type QueryStageDelaysArgs = {
  filter?: InputMaybe<OfficerReportFilter>;
};

/** A question's title as the verification form shows it: its English, and its Telugu beside it where it has one (issue 55). */
export type QuestionTitle = {
  __typename?: 'QuestionTitle';
  title: Scalars['String']['output'];
  titleTe: Maybe<Scalars['String']['output']>;
};

export type QuestionsAndAnswers = {
  __typename?: 'QuestionsAndAnswers';
  applicationForms: Array<ApplicationForm>;
  finalRemark: Maybe<Scalars['String']['output']>;
};

export type Report = {
  __typename?: 'Report';
  endDate: Scalars['String']['output'];
  groupBy: Maybe<ReportGroup>;
  rows: Array<ReportRow>;
  startDate: Scalars['String']['output'];
  type: ReportType;
};

/** Spec 3 §3 report application record. Dates are ISO 8601. */
export type ReportApplication = {
  __typename?: 'ReportApplication';
  applicationIdentifier: Scalars['String']['output'];
  applicationType: Scalars['String']['output'];
  appliedAt: Scalars['String']['output'];
  /** When the file was decided (approved, rejected or deemed). */
  approvalDate: Maybe<Scalars['String']['output']>;
  approvalFor: ApprovalFor;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  officersRemarks: Array<OfficersRemark>;
  property: ReportProperty;
  /** The decision's remark, else the last stage's. */
  remarks: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  updatedAt: Scalars['String']['output'];
};

export type ReportApplicationList = {
  __typename?: 'ReportApplicationList';
  records: Array<ReportApplication>;
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** Spec 3 §4: the server values of the summary slugs; each names a bucket of statuses. */
export type ReportApplicationStatus =
  | 'APPROVED'
  | 'DEEMED'
  | 'REJECTED'
  | 'VERIFICATION_UNDER_PROGRESS'
  | 'WITH_CITIZEN';

export type ReportGroup =
  | 'AUTHORITY'
  | 'DISTRICT'
  | 'ULB';

export type ReportLocation = {
  __typename?: 'ReportLocation';
  /** The locality the applicant gave (ULBs outside GHMC have no circles of their own). */
  circle: Maybe<Scalars['String']['output']>;
  district: Scalars['String']['output'];
  /** The planning authority administering the area. */
  districtAdministrationArea: Scalars['String']['output'];
  ulbName: Scalars['String']['output'];
};

export type ReportProperty = {
  __typename?: 'ReportProperty';
  location: ReportLocation;
};

/** Status counts of one application type in one row (spec 3 §3): per type, per month and type, or per group and type. */
export type ReportRow = {
  __typename?: 'ReportRow';
  applicationType: Scalars['String']['output'];
  approved: Scalars['Int']['output'];
  deemed: Scalars['Int']['output'];
  /** The application type (CONSOLIDATED), the month YYYY-MM (MONTHLY), or the ULB, district or authority (ANNUAL). */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  received: Scalars['Int']['output'];
  rejected: Scalars['Int']['output'];
  under_process: Scalars['Int']['output'];
  with_citizen: Scalars['Int']['output'];
  /** Withdrawn by the applicant (CLOSED): received, in no other outcome, so the outcomes add up to received. */
  withdrawn: Scalars['Int']['output'];
};

/**
 * What the signed-in officer's reports cover (spec 1 §6): NONE (no reports), STATE, AUTHORITY, DISTRICT or ULB,
 * with the filter values preset for them (authority codes, district and ULB names) and the authorities offered.
 */
export type ReportScope = {
  __typename?: 'ReportScope';
  authorities: Array<Scalars['String']['output']>;
  authorityOptions: Array<Scalars['String']['output']>;
  districts: Array<Scalars['String']['output']>;
  /** Whether the officer's office has the report menu (spec 1 §6); every officer but the chasing cell has dashboards. */
  hasReports: Scalars['Boolean']['output'];
  /** What the dashboards count: the report scope, else the officer's own ULB, district or authority (NONE: nothing). */
  level: ReportScopeLevel;
  ulbs: Array<Scalars['String']['output']>;
};

/** What an officer's reports and dashboards cover (domain REPORT_SCOPE_LEVELS). */
export type ReportScopeLevel =
  | 'AUTHORITY'
  | 'DISTRICT'
  | 'NONE'
  | 'STATE'
  | 'ULB';

export type ReportType =
  | 'ANNUAL'
  | 'CONSOLIDATED'
  | 'MONTHLY';

export type ResolvedAlert = {
  __typename?: 'ResolvedAlert';
  id: Scalars['ID']['output'];
  remark: Scalars['String']['output'];
  resolvedAt: Scalars['String']['output'];
};

export type RevenueFigures = {
  __typename?: 'RevenueFigures';
  rows: Array<RevenueRow>;
  total: RevenueTotal;
};

/** The Revenue Dashboard's fees of one ULB and application type, in rupees (domain feeRevenueOf). */
export type RevenueRow = {
  __typename?: 'RevenueRow';
  /** The officers' change to the system fee (below 0 where lowered). */
  adjusted: Scalars['Float']['output'];
  applicationType: Scalars['String']['output'];
  district: Scalars['String']['output'];
  /** Files with a fee (the kinds whose fee is certified), applied for in the period. */
  files: Scalars['Int']['output'];
  intimated: Scalars['Float']['output'];
  paid: Scalars['Float']['output'];
  pending: Scalars['Float']['output'];
  ulbName: Scalars['String']['output'];
};

export type RevenueTotal = {
  __typename?: 'RevenueTotal';
  adjusted: Scalars['Float']['output'];
  files: Scalars['Int']['output'];
  intimated: Scalars['Float']['output'];
  paid: Scalars['Float']['output'];
  pending: Scalars['Float']['output'];
};

/** A forwarded form on the review remarks list (spec 2 §3.7). */
export type ReviewRemark = {
  __typename?: 'ReviewRemark';
  answer: Maybe<FormAnswer>;
  beforeShowcase: Scalars['Boolean']['output'];
  /** The questions: form field trees. Each question carries title and titleTe (its Telugu), help and helpTe where it has a help text, each choice value (what an answer stores) and labelTe (issue 55). */
  fields: Scalars['JSON']['output'];
  forwardedDate: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  municipalFinalRemark: Maybe<Scalars['String']['output']>;
  officerLevel: OfficerLevel;
  officerName: Scalars['String']['output'];
  officerRole: Scalars['String']['output'];
  oldAnswer: Maybe<FormAnswer>;
  stage: Scalars['String']['output'];
  stageState: StageState;
  status: Maybe<StageStatus>;
  title: Scalars['String']['output'];
};

export type ReviewRemarksPage = {
  __typename?: 'ReviewRemarksPage';
  /** The heading of the final remark for the viewer's role (spec 2 §2.8). */
  finalRemarkLabel: Scalars['String']['output'];
  records: Array<ReviewRemark>;
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SiteVisit = {
  __typename?: 'SiteVisit';
  accuracyMetres: Maybe<Scalars['Float']['output']>;
  applicationId: Scalars['ID']['output'];
  capturedAt: Scalars['String']['output'];
  distanceMetres: Maybe<Scalars['Float']['output']>;
  flag: Maybe<FieldPositionFlag>;
  id: Scalars['ID']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  officerName: Scalars['String']['output'];
  receivedAt: Scalars['String']['output'];
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** A role the process needs in a ULB that nobody active holds today, and the files that will stop there. */
export type StaffingGap = {
  __typename?: 'StaffingGap';
  level: OfficerLevel;
  role: Scalars['String']['output'];
  /** The stage and level the role takes. */
  stage: Scalars['String']['output'];
  stuckApplicationCount: Scalars['Int']['output'];
  stuckApplicationNumbers: Array<Scalars['String']['output']>;
  ulbId: Scalars['ID']['output'];
  ulbName: Scalars['String']['output'];
};

export type StageDelay = {
  __typename?: 'StageDelay';
  averageDays: Maybe<Scalars['Float']['output']>;
  cleared: Scalars['Int']['output'];
  delayed: Scalars['Int']['output'];
  notRecommended: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  pendingPastDue: Scalars['Int']['output'];
  received: Scalars['Int']['output'];
  recommended: Scalars['Int']['output'];
  stageName: Scalars['String']['output'];
};

/** The process stage a form or a turn belongs to (domain STAGE_KEYS). */
export type StageKey =
  | 'DECISION'
  | 'FEE_VERIFICATION'
  | 'LINE_DEPARTMENT'
  | 'PRE_SCRUTINY'
  | 'SITE'
  | 'TECHNICAL'
  | 'TITLE';

export type StageOfficer = {
  __typename?: 'StageOfficer';
  action: StageStatus;
  forwardedDate: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  officerId: Scalars['ID']['output'];
  officerLevel: OfficerLevel;
  officerName: Scalars['String']['output'];
  officerRole: Scalars['String']['output'];
  receivedDate: Scalars['String']['output'];
};

export type StageState = {
  __typename?: 'StageState';
  completedDate: Maybe<Scalars['String']['output']>;
  dueDate: Scalars['String']['output'];
  dueDays: Scalars['Int']['output'];
  eligibleStatus: Maybe<Scalars['String']['output']>;
  finalRemark: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  l1Remarks: Maybe<Scalars['String']['output']>;
  l2Remarks: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  parentStageName: Maybe<Scalars['String']['output']>;
  prevEndDate: Maybe<Scalars['String']['output']>;
  prevStartDate: Maybe<Scalars['String']['output']>;
  receivedDate: Scalars['String']['output'];
  stageOfficers: Array<StageOfficer>;
  status: StageStatus;
  submittedDate: Maybe<Scalars['String']['output']>;
};

/** An officer's action on a stage, and a stage's status (domain STAGE_STATUSES); IN_PROCESS while the turn is open. */
export type StageStatus =
  | 'ACCEPTED'
  | 'FEE_INTIMATION'
  | 'IN_PROCESS'
  | 'LINE_VERIFICATION'
  | 'MORTGAGE_SHORTFALL'
  | 'NOT_RECOMMENDED'
  | 'RECOMMENDED'
  | 'REJECTED'
  | 'SHORTFALL'
  | 'SHOW_CAUSE'
  | 'SUBMITTED';

export type UlbFeePayments = {
  __typename?: 'UlbFeePayments';
  district: Scalars['String']['output'];
  intimations: Scalars['Int']['output'];
  paid: Scalars['Int']['output'];
  paidPercent: Scalars['Float']['output'];
  rank: Scalars['Int']['output'];
  ulbName: Scalars['String']['output'];
};

export type UlbGrievances = {
  __typename?: 'UlbGrievances';
  approved: Scalars['Int']['output'];
  completed: Scalars['Int']['output'];
  filed: Scalars['Int']['output'];
  inVerification: Scalars['Int']['output'];
  rejected: Scalars['Int']['output'];
  ulbName: Scalars['String']['output'];
  withCommissioner: Scalars['Int']['output'];
};

export type UlbProcessing = {
  __typename?: 'UlbProcessing';
  averageDays: Maybe<Scalars['Float']['output']>;
  decided: Scalars['Int']['output'];
  district: Scalars['String']['output'];
  inTime: Scalars['Int']['output'];
  inTimePercent: Scalars['Float']['output'];
  rank: Scalars['Int']['output'];
  ulbName: Scalars['String']['output'];
};

export type UlbShortfalls = {
  __typename?: 'UlbShortfalls';
  answered: Scalars['Int']['output'];
  expired: Scalars['Int']['output'];
  raised: Scalars['Int']['output'];
  ulbName: Scalars['String']['output'];
  withApplicant: Scalars['Int']['output'];
};

export type VerifyOtpResult = {
  __typename?: 'VerifyOtpResult';
  /** Opaque bearer token; the server stores only its hash and revokes it on signout. */
  accessToken: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  officer: Officer;
};

export type WorkflowResult = {
  __typename?: 'WorkflowResult';
  message: Scalars['String']['output'];
  /** The application's status after the transition. */
  status: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** An application's flag as spec 1 §3 sends it (domain YES_NO_FLAGS). */
export type YesNo =
  | 'NO'
  | 'YES';



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<unknown, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, unknown, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: never[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminJurisdiction: ResolverTypeWrapper<AdminJurisdiction>;
  AdminOfficer: ResolverTypeWrapper<import('../../modules/administration/administration.service').TAdminOfficer & Omit<AdminOfficer, 'id' | 'role' | 'ulbId' | 'blockedUntil' | 'createdAt' | 'leaves' | 'charges'>>;
  AdminOfficerList: ResolverTypeWrapper<Omit<AdminOfficerList, 'records'> & { records: Array<ResolversTypes['AdminOfficer']> }>;
  AlertKind: AlertKind;
  Applicant: ResolverTypeWrapper<Applicant>;
  ApplicationComment: ResolverTypeWrapper<ApplicationComment>;
  ApplicationConditions: ResolverTypeWrapper<ApplicationConditions>;
  ApplicationFilter: ApplicationFilter;
  ApplicationForm: ResolverTypeWrapper<ApplicationForm>;
  ApplicationList: ResolverTypeWrapper<Omit<ApplicationList, 'records'> & { records: Array<ResolversTypes['OfficerApplication']> }>;
  ApplicationSearchList: ResolverTypeWrapper<Omit<ApplicationSearchList, 'records'> & { records: Array<ResolversTypes['ApplicationSearchRecord']> }>;
  ApplicationSearchRecord: ResolverTypeWrapper<Omit<ApplicationSearchRecord, 'application'> & { application: ResolversTypes['OfficerApplication'] }>;
  ApplicationStatus: ApplicationStatus;
  ApprovalFor: ApprovalFor;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChasingFigures: ResolverTypeWrapper<ChasingFigures>;
  CommentApplication: ResolverTypeWrapper<CommentApplication>;
  CommentOfficer: ResolverTypeWrapper<CommentOfficer>;
  Condition: ResolverTypeWrapper<Condition>;
  ConditionsResult: ResolverTypeWrapper<ConditionsResult>;
  Correction: ResolverTypeWrapper<Correction>;
  CorrectionAssignee: ResolverTypeWrapper<CorrectionAssignee>;
  CorrectionRequest: ResolverTypeWrapper<CorrectionRequest>;
  CorrectionRequestPage: ResolverTypeWrapper<CorrectionRequestPage>;
  CorrectionStatus: CorrectionStatus;
  CorrectionStep: CorrectionStep;
  DeemedAlert: ResolverTypeWrapper<DeemedAlert>;
  DeemedReviewAlert: ResolverTypeWrapper<DeemedReviewAlert>;
  DelayBand: ResolverTypeWrapper<DelayBand>;
  DelayedFile: ResolverTypeWrapper<DelayedFile>;
  DelayedFileList: ResolverTypeWrapper<DelayedFileList>;
  DelayingOfficer: ResolverTypeWrapper<DelayingOfficer>;
  DevicePositionInput: DevicePositionInput;
  FeeDetailsResult: ResolverTypeWrapper<FeeDetailsResult>;
  FieldPhoto: ResolverTypeWrapper<FieldPhoto>;
  FieldPositionFlag: FieldPositionFlag;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Floor: ResolverTypeWrapper<Floor>;
  FormAnswer: ResolverTypeWrapper<FormAnswer>;
  FormAnswerAction: FormAnswerAction;
  FormRecommendation: ResolverTypeWrapper<FormRecommendation>;
  HandOverPreview: ResolverTypeWrapper<HandOverPreview>;
  HandOverTurn: ResolverTypeWrapper<HandOverTurn>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InboxTabCount: ResolverTypeWrapper<InboxTabCount>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Language: Language;
  Location: ResolverTypeWrapper<Location>;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  MessageResult: ResolverTypeWrapper<MessageResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NoteDraft: ResolverTypeWrapper<NoteDraft>;
  Officer: ResolverTypeWrapper<import('../../modules/officer/signed-in-officer').TSignedInOfficer & Omit<Officer, 'id' | 'mobile' | 'ulbName' | 'district' | 'authority' | 'role'>>;
  OfficerApplication: ResolverTypeWrapper<Omit<OfficerApplication, 'stageStates'>>;
  OfficerChange: ResolverTypeWrapper<OfficerChange>;
  OfficerCharge: ResolverTypeWrapper<OfficerCharge>;
  OfficerDetailsInput: OfficerDetailsInput;
  OfficerImportReport: ResolverTypeWrapper<OfficerImportReport>;
  OfficerImportRow: ResolverTypeWrapper<OfficerImportRow>;
  OfficerInput: OfficerInput;
  OfficerLeave: ResolverTypeWrapper<OfficerLeave>;
  OfficerLevel: OfficerLevel;
  OfficerNotice: ResolverTypeWrapper<OfficerNotice>;
  OfficerNoticeList: ResolverTypeWrapper<OfficerNoticeList>;
  OfficerPerformance: ResolverTypeWrapper<OfficerPerformance>;
  OfficerPostInput: OfficerPostInput;
  OfficerReportFilter: OfficerReportFilter;
  OfficerSession: ResolverTypeWrapper<OfficerSession>;
  OfficerState: OfficerState;
  OfficersRemark: ResolverTypeWrapper<OfficersRemark>;
  PostVerificationAlert: ResolverTypeWrapper<PostVerificationAlert>;
  Property: ResolverTypeWrapper<Property>;
  PublicSettings: ResolverTypeWrapper<PublicSettings>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionTitle: ResolverTypeWrapper<QuestionTitle>;
  QuestionsAndAnswers: ResolverTypeWrapper<QuestionsAndAnswers>;
  Report: ResolverTypeWrapper<Report>;
  ReportApplication: ResolverTypeWrapper<ReportApplication>;
  ReportApplicationList: ResolverTypeWrapper<ReportApplicationList>;
  ReportApplicationStatus: ReportApplicationStatus;
  ReportGroup: ReportGroup;
  ReportLocation: ResolverTypeWrapper<ReportLocation>;
  ReportProperty: ResolverTypeWrapper<ReportProperty>;
  ReportRow: ResolverTypeWrapper<ReportRow>;
  ReportScope: ResolverTypeWrapper<ReportScope>;
  ReportScopeLevel: ReportScopeLevel;
  ReportType: ReportType;
  ResolvedAlert: ResolverTypeWrapper<ResolvedAlert>;
  RevenueFigures: ResolverTypeWrapper<RevenueFigures>;
  RevenueRow: ResolverTypeWrapper<RevenueRow>;
  RevenueTotal: ResolverTypeWrapper<RevenueTotal>;
  ReviewRemark: ResolverTypeWrapper<ReviewRemark>;
  ReviewRemarksPage: ResolverTypeWrapper<ReviewRemarksPage>;
  Role: ResolverTypeWrapper<Role>;
  SiteVisit: ResolverTypeWrapper<SiteVisit>;
  SortOrder: SortOrder;
  StaffingGap: ResolverTypeWrapper<StaffingGap>;
  StageDelay: ResolverTypeWrapper<StageDelay>;
  StageKey: StageKey;
  StageOfficer: ResolverTypeWrapper<StageOfficer>;
  StageState: ResolverTypeWrapper<StageState>;
  StageStatus: StageStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UlbFeePayments: ResolverTypeWrapper<UlbFeePayments>;
  UlbGrievances: ResolverTypeWrapper<UlbGrievances>;
  UlbProcessing: ResolverTypeWrapper<UlbProcessing>;
  UlbShortfalls: ResolverTypeWrapper<UlbShortfalls>;
  VerifyOtpResult: ResolverTypeWrapper<Omit<VerifyOtpResult, 'officer'> & { officer: ResolversTypes['Officer'] }>;
  WorkflowResult: ResolverTypeWrapper<WorkflowResult>;
  YesNo: YesNo;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminJurisdiction: AdminJurisdiction;
  AdminOfficer: import('../../modules/administration/administration.service').TAdminOfficer & Omit<AdminOfficer, 'id' | 'role' | 'ulbId' | 'blockedUntil' | 'createdAt' | 'leaves' | 'charges'>;
  AdminOfficerList: Omit<AdminOfficerList, 'records'> & { records: Array<ResolversParentTypes['AdminOfficer']> };
  Applicant: Applicant;
  ApplicationComment: ApplicationComment;
  ApplicationConditions: ApplicationConditions;
  ApplicationForm: ApplicationForm;
  ApplicationList: Omit<ApplicationList, 'records'> & { records: Array<ResolversParentTypes['OfficerApplication']> };
  ApplicationSearchList: Omit<ApplicationSearchList, 'records'> & { records: Array<ResolversParentTypes['ApplicationSearchRecord']> };
  ApplicationSearchRecord: Omit<ApplicationSearchRecord, 'application'> & { application: ResolversParentTypes['OfficerApplication'] };
  Boolean: Scalars['Boolean']['output'];
  ChasingFigures: ChasingFigures;
  CommentApplication: CommentApplication;
  CommentOfficer: CommentOfficer;
  Condition: Condition;
  ConditionsResult: ConditionsResult;
  Correction: Correction;
  CorrectionAssignee: CorrectionAssignee;
  CorrectionRequest: CorrectionRequest;
  CorrectionRequestPage: CorrectionRequestPage;
  DeemedAlert: DeemedAlert;
  DeemedReviewAlert: DeemedReviewAlert;
  DelayBand: DelayBand;
  DelayedFile: DelayedFile;
  DelayedFileList: DelayedFileList;
  DelayingOfficer: DelayingOfficer;
  DevicePositionInput: DevicePositionInput;
  FeeDetailsResult: FeeDetailsResult;
  FieldPhoto: FieldPhoto;
  Float: Scalars['Float']['output'];
  Floor: Floor;
  FormAnswer: FormAnswer;
  FormRecommendation: FormRecommendation;
  HandOverPreview: HandOverPreview;
  HandOverTurn: HandOverTurn;
  ID: Scalars['ID']['output'];
  InboxTabCount: InboxTabCount;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Location: Location;
  LoginResult: LoginResult;
  MessageResult: MessageResult;
  Mutation: Record<PropertyKey, never>;
  NoteDraft: NoteDraft;
  Officer: import('../../modules/officer/signed-in-officer').TSignedInOfficer & Omit<Officer, 'id' | 'mobile' | 'ulbName' | 'district' | 'authority' | 'role'>;
  OfficerApplication: Omit<OfficerApplication, 'stageStates'>;
  OfficerChange: OfficerChange;
  OfficerCharge: OfficerCharge;
  OfficerDetailsInput: OfficerDetailsInput;
  OfficerImportReport: OfficerImportReport;
  OfficerImportRow: OfficerImportRow;
  OfficerInput: OfficerInput;
  OfficerLeave: OfficerLeave;
  OfficerNotice: OfficerNotice;
  OfficerNoticeList: OfficerNoticeList;
  OfficerPerformance: OfficerPerformance;
  OfficerPostInput: OfficerPostInput;
  OfficerReportFilter: OfficerReportFilter;
  OfficerSession: OfficerSession;
  OfficersRemark: OfficersRemark;
  PostVerificationAlert: PostVerificationAlert;
  Property: Property;
  PublicSettings: PublicSettings;
  Query: Record<PropertyKey, never>;
  QuestionTitle: QuestionTitle;
  QuestionsAndAnswers: QuestionsAndAnswers;
  Report: Report;
  ReportApplication: ReportApplication;
  ReportApplicationList: ReportApplicationList;
  ReportLocation: ReportLocation;
  ReportProperty: ReportProperty;
  ReportRow: ReportRow;
  ReportScope: ReportScope;
  ResolvedAlert: ResolvedAlert;
  RevenueFigures: RevenueFigures;
  RevenueRow: RevenueRow;
  RevenueTotal: RevenueTotal;
  ReviewRemark: ReviewRemark;
  ReviewRemarksPage: ReviewRemarksPage;
  Role: Role;
  SiteVisit: SiteVisit;
  StaffingGap: StaffingGap;
  StageDelay: StageDelay;
  StageOfficer: StageOfficer;
  StageState: StageState;
  String: Scalars['String']['output'];
  UlbFeePayments: UlbFeePayments;
  UlbGrievances: UlbGrievances;
  UlbProcessing: UlbProcessing;
  UlbShortfalls: UlbShortfalls;
  VerifyOtpResult: Omit<VerifyOtpResult, 'officer'> & { officer: ResolversParentTypes['Officer'] };
  WorkflowResult: WorkflowResult;
};

export type AdminJurisdictionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AdminJurisdiction'] = ResolversParentTypes['AdminJurisdiction']> = {
  authorityCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  districtName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ulbId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminOfficerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AdminOfficer'] = ResolversParentTypes['AdminOfficer']> = {
  authorityCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blockedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  charges?: Resolver<Array<ResolversTypes['OfficerCharge']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deactivationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  districtName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leaves?: Resolver<Array<ResolversTypes['OfficerLeave']>, ParentType, ContextType>;
  lineDepartment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openTurns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OfficerState'], ParentType, ContextType>;
  ulbId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ulbName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminOfficerListResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AdminOfficerList'] = ResolversParentTypes['AdminOfficerList']> = {
  records?: Resolver<Array<ResolversTypes['AdminOfficer']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicantResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Applicant'] = ResolversParentTypes['Applicant']> = {
  applicantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationCommentResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ApplicationComment'] = ResolversParentTypes['ApplicationComment']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  application?: Resolver<ResolversTypes['CommentApplication'], ParentType, ContextType>;
  attachmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attachmentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officer?: Resolver<ResolversTypes['CommentOfficer'], ParentType, ContextType>;
};

export type ApplicationConditionsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ApplicationConditions'] = ResolversParentTypes['ApplicationConditions']> = {
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conditions?: Resolver<Array<ResolversTypes['Condition']>, ParentType, ContextType>;
  isSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ApplicationFormResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ApplicationForm'] = ResolversParentTypes['ApplicationForm']> = {
  answer?: Resolver<Maybe<ResolversTypes['FormAnswer']>, ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  forwardedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  municipalFinalRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  officerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officerLevel?: Resolver<ResolversTypes['OfficerLevel'], ParentType, ContextType>;
  officerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officerRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldAnswer?: Resolver<Maybe<ResolversTypes['FormAnswer']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stageKey?: Resolver<ResolversTypes['StageKey'], ParentType, ContextType>;
  stageState?: Resolver<ResolversTypes['StageState'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['StageStatus']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationListResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ApplicationList'] = ResolversParentTypes['ApplicationList']> = {
  isTotalCountBounded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['OfficerApplication']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationSearchListResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ApplicationSearchList'] = ResolversParentTypes['ApplicationSearchList']> = {
  records?: Resolver<Array<ResolversTypes['ApplicationSearchRecord']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationSearchRecordResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ApplicationSearchRecord'] = ResolversParentTypes['ApplicationSearchRecord']> = {
  application?: Resolver<ResolversTypes['OfficerApplication'], ParentType, ContextType>;
  daysDelayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isOverdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  penaltyAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChasingFiguresResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChasingFigures'] = ResolversParentTypes['ChasingFigures']> = {
  filesHeldPastDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  turnsHeldPastDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CommentApplicationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CommentApplication'] = ResolversParentTypes['CommentApplication']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isShowCauseRaised?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isShowCauseRaisedDocUpload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CommentOfficerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CommentOfficer'] = ResolversParentTypes['CommentOfficer']> = {
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineDepartment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  ulbName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConditionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Condition'] = ResolversParentTypes['Condition']> = {
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSystemCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConditionsResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ConditionsResult'] = ResolversParentTypes['ConditionsResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CorrectionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Correction'] = ResolversParentTypes['Correction']> = {
  columnLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  columnName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApprove?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  newValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportingDocUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportingOptionalDocUrl?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CorrectionAssigneeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CorrectionAssignee'] = ResolversParentTypes['CorrectionAssignee']> = {
  completedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isApprove?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  officer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officerRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['CorrectionStep'], ParentType, ContextType>;
};

export type CorrectionRequestResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CorrectionRequest'] = ResolversParentTypes['CorrectionRequest']> = {
  applicantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  applicationIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalFor?: Resolver<ResolversTypes['ApprovalFor'], ParentType, ContextType>;
  assignees?: Resolver<Array<ResolversTypes['CorrectionAssignee']>, ParentType, ContextType>;
  correctionRequestCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  corrections?: Resolver<Array<ResolversTypes['Correction']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finalRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasActiveNote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApprove?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  myTurn?: Resolver<Maybe<ResolversTypes['CorrectionStep']>, ParentType, ContextType>;
  receivedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CorrectionStatus'], ParentType, ContextType>;
};

export type CorrectionRequestPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CorrectionRequestPage'] = ResolversParentTypes['CorrectionRequestPage']> = {
  records?: Resolver<Array<ResolversTypes['CorrectionRequest']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeemedAlertResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DeemedAlert'] = ResolversParentTypes['DeemedAlert']> = {
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  applicationIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appliedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalFor?: Resolver<ResolversTypes['ApprovalFor'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysToDeemed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  heldBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeemedReviewAlertResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DeemedReviewAlert'] = ResolversParentTypes['DeemedReviewAlert']> = {
  applicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  applicationIdentifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvalFor?: Resolver<Maybe<ResolversTypes['ApprovalFor']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AlertKind'], ParentType, ContextType>;
  kindLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  raisedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewSentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewerRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ulbName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DelayBandResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DelayBand'] = ResolversParentTypes['DelayBand']> = {
  band?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  officers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  turns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DelayedFileResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DelayedFile'] = ResolversParentTypes['DelayedFile']> = {
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  applicationIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalFor?: Resolver<ResolversTypes['ApprovalFor'], ParentType, ContextType>;
  daysDelayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officerRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DelayedFileListResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DelayedFileList'] = ResolversParentTypes['DelayedFileList']> = {
  fileCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['DelayedFile']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DelayingOfficerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DelayingOfficer'] = ResolversParentTypes['DelayingOfficer']> = {
  delayedFiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delayedTurns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxDaysDelayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  officerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officerRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  penaltyAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stillHeld?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDaysDelayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeeDetailsResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FeeDetailsResult'] = ResolversParentTypes['FeeDetailsResult']> = {
  isFeeChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FieldPhotoResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FieldPhoto'] = ResolversParentTypes['FieldPhoto']> = {
  accuracyMetres?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  capturedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceMetres?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['FieldPositionFlag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  questionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  questionTitle?: Resolver<Maybe<ResolversTypes['QuestionTitle']>, ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  takenByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FloorResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Floor'] = ResolversParentTypes['Floor']> = {
  noOfFloors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FormAnswerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FormAnswer'] = ResolversParentTypes['FormAnswer']> = {
  action?: Resolver<ResolversTypes['FormAnswerAction'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  isChecklistFilled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FormRecommendationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FormRecommendation'] = ResolversParentTypes['FormRecommendation']> = {
  finalRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formInstanceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['StageStatus']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StageStatus'], ParentType, ContextType>;
};

export type HandOverPreviewResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['HandOverPreview'] = ResolversParentTypes['HandOverPreview']> = {
  canSave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  turns?: Resolver<Array<ResolversTypes['HandOverTurn']>, ParentType, ContextType>;
};

export type HandOverTurnResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['HandOverTurn'] = ResolversParentTypes['HandOverTurn']> = {
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  applicationNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['OfficerLevel'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toOfficerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  toOfficerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InboxTabCountResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['InboxTabCount'] = ResolversParentTypes['InboxTabCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['ApplicationFilter'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], unknown> {
  name: 'JSON';
}

export type LocationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  village?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  challenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MessageResult'] = ResolversParentTypes['MessageResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  assignOfficerCharge?: Resolver<ResolversTypes['OfficerCharge'], ParentType, ContextType, RequireFields<MutationAssignOfficerChargeArgs, 'fromDate' | 'holderId' | 'post' | 'reason' | 'toDate'>>;
  cancelOfficerLeave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelOfficerLeaveArgs, 'leaveId' | 'reason'>>;
  changeOfficerPassword?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationChangeOfficerPasswordArgs, 'otpSecretKey' | 'password' | 'passwordConfirmation' | 'username'>>;
  createComment?: Resolver<ResolversTypes['ApplicationComment'], ParentType, ContextType, RequireFields<MutationCreateCommentArgs, 'applicationId' | 'comment'>>;
  createOfficer?: Resolver<ResolversTypes['AdminOfficer'], ParentType, ContextType, RequireFields<MutationCreateOfficerArgs, 'input'>>;
  createShortfall?: Resolver<ResolversTypes['WorkflowResult'], ParentType, ContextType, RequireFields<MutationCreateShortfallArgs, 'formInstanceId'>>;
  customCondition?: Resolver<ResolversTypes['ConditionsResult'], ParentType, ContextType, RequireFields<MutationCustomConditionArgs, 'applicationId' | 'newCondition' | 'typeOf'>>;
  deactivateOfficer?: Resolver<ResolversTypes['AdminOfficer'], ParentType, ContextType, RequireFields<MutationDeactivateOfficerArgs, 'officerId' | 'reason'>>;
  deleteNoteDraft?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDeleteNoteDraftArgs, 'applicationId'>>;
  endOfficerCharge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndOfficerChargeArgs, 'chargeId' | 'reason'>>;
  endOfficerSessions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndOfficerSessionsArgs, 'officerId' | 'reason'>>;
  endOtherSessions?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType>;
  endSession?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'id'>>;
  feeDetails?: Resolver<ResolversTypes['FeeDetailsResult'], ParentType, ContextType, RequireFields<MutationFeeDetailsArgs, 'applicationId' | 'feeBreakup'>>;
  forceOfficerPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForceOfficerPasswordResetArgs, 'officerId' | 'reason'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  reactivateOfficer?: Resolver<ResolversTypes['AdminOfficer'], ParentType, ContextType, RequireFields<MutationReactivateOfficerArgs, 'officerId' | 'reason'>>;
  recordFieldPhoto?: Resolver<ResolversTypes['FieldPhoto'], ParentType, ContextType, RequireFields<MutationRecordFieldPhotoArgs, 'applicationId' | 'fileName' | 'key' | 'position'>>;
  recordOfficerLeave?: Resolver<ResolversTypes['OfficerLeave'], ParentType, ContextType, RequireFields<MutationRecordOfficerLeaveArgs, 'fromDate' | 'officerId' | 'reason' | 'toDate'>>;
  recordSiteVisit?: Resolver<ResolversTypes['SiteVisit'], ParentType, ContextType, RequireFields<MutationRecordSiteVisitArgs, 'applicationId' | 'position'>>;
  resendOtp?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationResendOtpArgs, 'challenge' | 'username'>>;
  resetOfficerPassword?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationResetOfficerPasswordArgs, 'username'>>;
  resolveAlert?: Resolver<ResolversTypes['ResolvedAlert'], ParentType, ContextType, RequireFields<MutationResolveAlertArgs, 'id' | 'remark'>>;
  saveFormAnswers?: Resolver<ResolversTypes['WorkflowResult'], ParentType, ContextType, RequireFields<MutationSaveFormAnswersArgs, 'data' | 'formInstanceId'>>;
  saveNoteDraft?: Resolver<Maybe<ResolversTypes['NoteDraft']>, ParentType, ContextType, RequireFields<MutationSaveNoteDraftArgs, 'applicationId' | 'comment'>>;
  saveRemark?: Resolver<ResolversTypes['WorkflowResult'], ParentType, ContextType, RequireFields<MutationSaveRemarkArgs, 'formInstanceId' | 'remark'>>;
  selectConditions?: Resolver<ResolversTypes['ConditionsResult'], ParentType, ContextType, RequireFields<MutationSelectConditionsArgs, 'applicationId' | 'conditionSelected'>>;
  setPreferredLanguage?: Resolver<ResolversTypes['Officer'], ParentType, ContextType, RequireFields<MutationSetPreferredLanguageArgs, 'language'>>;
  signout?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType>;
  submitFormAnswers?: Resolver<ResolversTypes['WorkflowResult'], ParentType, ContextType, RequireFields<MutationSubmitFormAnswersArgs, 'formInstanceId' | 'status'>>;
  transferOfficer?: Resolver<ResolversTypes['AdminOfficer'], ParentType, ContextType, RequireFields<MutationTransferOfficerArgs, 'officerId' | 'post' | 'reason'>>;
  unlockOfficer?: Resolver<ResolversTypes['AdminOfficer'], ParentType, ContextType, RequireFields<MutationUnlockOfficerArgs, 'officerId' | 'reason'>>;
  updateApplicationStatus?: Resolver<ResolversTypes['WorkflowResult'], ParentType, ContextType, RequireFields<MutationUpdateApplicationStatusArgs, 'applicationId'>>;
  updateCorrection?: Resolver<ResolversTypes['Correction'], ParentType, ContextType, RequireFields<MutationUpdateCorrectionArgs, 'correctionId' | 'isApprove'>>;
  updateFinalCorrection?: Resolver<ResolversTypes['CorrectionRequest'], ParentType, ContextType, RequireFields<MutationUpdateFinalCorrectionArgs, 'correctionRequestId' | 'remark'>>;
  updateOfficerDetails?: Resolver<ResolversTypes['AdminOfficer'], ParentType, ContextType, RequireFields<MutationUpdateOfficerDetailsArgs, 'input' | 'officerId'>>;
  verifyOtp?: Resolver<ResolversTypes['VerifyOtpResult'], ParentType, ContextType, RequireFields<MutationVerifyOtpArgs, 'challenge' | 'otpSecretKey' | 'username'>>;
};

export type NoteDraftResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['NoteDraft'] = ResolversParentTypes['NoteDraft']> = {
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfficerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Officer'] = ResolversParentTypes['Officer']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  authority?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  district?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMandalOfficer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineDepartment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mandalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissionLevel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredLanguage?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  ulbName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfficerApplicationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OfficerApplication'] = ResolversParentTypes['OfficerApplication']> = {
  additional?: Resolver<ResolversTypes['YesNo'], ParentType, ContextType>;
  additionalType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicant?: Resolver<ResolversTypes['Applicant'], ParentType, ContextType>;
  applicantListId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  applicationIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appliedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalFor?: Resolver<ResolversTypes['ApprovalFor'], ParentType, ContextType>;
  assignedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  correctionStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentOfficerLevel?: Resolver<Maybe<ResolversTypes['OfficerLevel']>, ParentType, ContextType>;
  dangerDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deemedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deemedDueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeIsSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  finalRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isApprove?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isCorrection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeviationSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeviationUpdated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFeeChangeDetect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFeeChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFeeSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isObjected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isShowCauseRaised?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isShowCauseRaisedDocUpload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isShowCauseSevenDaysElapsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newWorkFlow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  officerStageStatus?: Resolver<Maybe<ResolversTypes['StageStatus']>, ParentType, ContextType>;
  oldWorkFlow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentCompletedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proceedingIsSubmitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  receivedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceApplicationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['YesNo'], ParentType, ContextType>;
  stageStates?: Resolver<Array<ResolversTypes['StageState']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
};

export type OfficerChangeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OfficerChange'] = ResolversParentTypes['OfficerChange']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  byUsername?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfficerChargeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OfficerCharge'] = ResolversParentTypes['OfficerCharge']> = {
  fromDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ulbId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ulbName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfficerImportReportResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OfficerImportReport'] = ResolversParentTypes['OfficerImportReport']> = {
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['OfficerImportRow']>, ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfficerImportRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OfficerImportRow'] = ResolversParentTypes['OfficerImportRow']> = {
  problems?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfficerLeaveResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OfficerLeave'] = ResolversParentTypes['OfficerLeave']> = {
  chargeHolderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  chargeHolderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfficerNoticeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OfficerNotice'] = ResolversParentTypes['OfficerNotice']> = {
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  applicationIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalFor?: Resolver<ResolversTypes['ApprovalFor'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  raisedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stageName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfficerNoticeListResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OfficerNoticeList'] = ResolversParentTypes['OfficerNoticeList']> = {
  records?: Resolver<Array<ResolversTypes['OfficerNotice']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfficerPerformanceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OfficerPerformance'] = ResolversParentTypes['OfficerPerformance']> = {
  averageDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  disposed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  officerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officerRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onTimePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  penaltyAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingPastDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ulbName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfficerSessionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OfficerSession'] = ResolversParentTypes['OfficerSession']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfficersRemarkResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OfficersRemark'] = ResolversParentTypes['OfficersRemark']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostVerificationAlertResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['PostVerificationAlert'] = ResolversParentTypes['PostVerificationAlert']> = {
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  applicationIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appliedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalFor?: Resolver<ResolversTypes['ApprovalFor'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heldBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PropertyResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = {
  actualPlotArea?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['Floor']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  plotAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicSettingsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['PublicSettings'] = ResolversParentTypes['PublicSettings']> = {
  otpLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionIdleTimeoutSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminJurisdictions?: Resolver<Array<ResolversTypes['AdminJurisdiction']>, ParentType, ContextType>;
  adminOfficer?: Resolver<ResolversTypes['AdminOfficer'], ParentType, ContextType, RequireFields<QueryAdminOfficerArgs, 'id'>>;
  adminOfficers?: Resolver<ResolversTypes['AdminOfficerList'], ParentType, ContextType, Partial<QueryAdminOfficersArgs>>;
  adminRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  applicationComments?: Resolver<Array<ResolversTypes['ApplicationComment']>, ParentType, ContextType, RequireFields<QueryApplicationCommentsArgs, 'applicationId'>>;
  applicationConditions?: Resolver<ResolversTypes['ApplicationConditions'], ParentType, ContextType, RequireFields<QueryApplicationConditionsArgs, 'applicationId' | 'typeOf'>>;
  applicationCorrectionRequest?: Resolver<Maybe<ResolversTypes['CorrectionRequest']>, ParentType, ContextType, RequireFields<QueryApplicationCorrectionRequestArgs, 'applicationId'>>;
  applicationForm?: Resolver<ResolversTypes['ApplicationForm'], ParentType, ContextType, RequireFields<QueryApplicationFormArgs, 'formInstanceId'>>;
  applicationsByDateAndTypeFilter?: Resolver<ResolversTypes['ApplicationList'], ParentType, ContextType, RequireFields<QueryApplicationsByDateAndTypeFilterArgs, 'filter'>>;
  applicationsCorrectionRequest?: Resolver<ResolversTypes['CorrectionRequestPage'], ParentType, ContextType, RequireFields<QueryApplicationsCorrectionRequestArgs, 'status'>>;
  chasingFigures?: Resolver<ResolversTypes['ChasingFigures'], ParentType, ContextType, Partial<QueryChasingFiguresArgs>>;
  deemedAlertCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryDeemedAlertCountArgs>>;
  deemedAlerts?: Resolver<Array<ResolversTypes['DeemedAlert']>, ParentType, ContextType, Partial<QueryDeemedAlertsArgs>>;
  deemedReviewAlerts?: Resolver<Array<ResolversTypes['DeemedReviewAlert']>, ParentType, ContextType, Partial<QueryDeemedReviewAlertsArgs>>;
  delayBands?: Resolver<Array<ResolversTypes['DelayBand']>, ParentType, ContextType, Partial<QueryDelayBandsArgs>>;
  delayedFiles?: Resolver<ResolversTypes['DelayedFileList'], ParentType, ContextType, Partial<QueryDelayedFilesArgs>>;
  delayingOfficers?: Resolver<Array<ResolversTypes['DelayingOfficer']>, ParentType, ContextType, Partial<QueryDelayingOfficersArgs>>;
  feeIntimations?: Resolver<ResolversTypes['OfficerNoticeList'], ParentType, ContextType, Partial<QueryFeeIntimationsArgs>>;
  feePaymentsLeaderboard?: Resolver<Array<ResolversTypes['UlbFeePayments']>, ParentType, ContextType, Partial<QueryFeePaymentsLeaderboardArgs>>;
  fieldPhotoMaxDistance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fieldPhotos?: Resolver<Array<ResolversTypes['FieldPhoto']>, ParentType, ContextType, RequireFields<QueryFieldPhotosArgs, 'applicationId'>>;
  getQuestionsAndAnswers?: Resolver<ResolversTypes['QuestionsAndAnswers'], ParentType, ContextType, RequireFields<QueryGetQuestionsAndAnswersArgs, 'id'>>;
  grievances?: Resolver<Array<ResolversTypes['UlbGrievances']>, ParentType, ContextType, Partial<QueryGrievancesArgs>>;
  inboxTabCounts?: Resolver<Array<ResolversTypes['InboxTabCount']>, ParentType, ContextType, Partial<QueryInboxTabCountsArgs>>;
  me?: Resolver<ResolversTypes['Officer'], ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['OfficerSession']>, ParentType, ContextType>;
  noteDraft?: Resolver<Maybe<ResolversTypes['NoteDraft']>, ParentType, ContextType, RequireFields<QueryNoteDraftArgs, 'applicationId'>>;
  officerApplicationSearch?: Resolver<ResolversTypes['ApplicationSearchList'], ParentType, ContextType, RequireFields<QueryOfficerApplicationSearchArgs, 'searchParam'>>;
  officerChanges?: Resolver<Array<ResolversTypes['OfficerChange']>, ParentType, ContextType, RequireFields<QueryOfficerChangesArgs, 'officerId'>>;
  officerHandOverPreview?: Resolver<ResolversTypes['HandOverPreview'], ParentType, ContextType, RequireFields<QueryOfficerHandOverPreviewArgs, 'officerId'>>;
  officerPerformance?: Resolver<Array<ResolversTypes['OfficerPerformance']>, ParentType, ContextType, Partial<QueryOfficerPerformanceArgs>>;
  officersApplication?: Resolver<ResolversTypes['OfficerApplication'], ParentType, ContextType, RequireFields<QueryOfficersApplicationArgs, 'id'>>;
  penalties?: Resolver<Array<ResolversTypes['DelayingOfficer']>, ParentType, ContextType, Partial<QueryPenaltiesArgs>>;
  postVerificationAlertCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryPostVerificationAlertCountArgs>>;
  postVerificationAlerts?: Resolver<Array<ResolversTypes['PostVerificationAlert']>, ParentType, ContextType, Partial<QueryPostVerificationAlertsArgs>>;
  processingLeaderboard?: Resolver<Array<ResolversTypes['UlbProcessing']>, ParentType, ContextType, Partial<QueryProcessingLeaderboardArgs>>;
  publicSettings?: Resolver<ResolversTypes['PublicSettings'], ParentType, ContextType>;
  recommendations?: Resolver<Array<ResolversTypes['FormRecommendation']>, ParentType, ContextType, RequireFields<QueryRecommendationsArgs, 'formInstanceId' | 'id'>>;
  reportApplications?: Resolver<ResolversTypes['ReportApplicationList'], ParentType, ContextType, RequireFields<QueryReportApplicationsArgs, 'applicationStatus'>>;
  reportScope?: Resolver<ResolversTypes['ReportScope'], ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<QueryReportsArgs, 'type'>>;
  revenue?: Resolver<ResolversTypes['RevenueFigures'], ParentType, ContextType, Partial<QueryRevenueArgs>>;
  reviewRemarks?: Resolver<ResolversTypes['ReviewRemarksPage'], ParentType, ContextType, RequireFields<QueryReviewRemarksArgs, 'id'>>;
  shortfallNotices?: Resolver<ResolversTypes['OfficerNoticeList'], ParentType, ContextType, Partial<QueryShortfallNoticesArgs>>;
  shortfalls?: Resolver<Array<ResolversTypes['UlbShortfalls']>, ParentType, ContextType, Partial<QueryShortfallsArgs>>;
  siteVisits?: Resolver<Array<ResolversTypes['SiteVisit']>, ParentType, ContextType, RequireFields<QuerySiteVisitsArgs, 'applicationId'>>;
  staffingGaps?: Resolver<Array<ResolversTypes['StaffingGap']>, ParentType, ContextType>;
  stageDelays?: Resolver<Array<ResolversTypes['StageDelay']>, ParentType, ContextType, Partial<QueryStageDelaysArgs>>;
};

export type QuestionTitleResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['QuestionTitle'] = ResolversParentTypes['QuestionTitle']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleTe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QuestionsAndAnswersResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['QuestionsAndAnswers'] = ResolversParentTypes['QuestionsAndAnswers']> = {
  applicationForms?: Resolver<Array<ResolversTypes['ApplicationForm']>, ParentType, ContextType>;
  finalRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupBy?: Resolver<Maybe<ResolversTypes['ReportGroup']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ReportRow']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ReportType'], ParentType, ContextType>;
};

export type ReportApplicationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReportApplication'] = ResolversParentTypes['ReportApplication']> = {
  applicationIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appliedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvalFor?: Resolver<ResolversTypes['ApprovalFor'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officersRemarks?: Resolver<Array<ResolversTypes['OfficersRemark']>, ParentType, ContextType>;
  property?: Resolver<ResolversTypes['ReportProperty'], ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApplicationStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportApplicationListResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReportApplicationList'] = ResolversParentTypes['ReportApplicationList']> = {
  records?: Resolver<Array<ResolversTypes['ReportApplication']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportLocationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReportLocation'] = ResolversParentTypes['ReportLocation']> = {
  circle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  districtAdministrationArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportPropertyResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReportProperty'] = ResolversParentTypes['ReportProperty']> = {
  location?: Resolver<ResolversTypes['ReportLocation'], ParentType, ContextType>;
};

export type ReportRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReportRow'] = ResolversParentTypes['ReportRow']> = {
  applicationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deemed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  under_process?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  with_citizen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withdrawn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportScopeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReportScope'] = ResolversParentTypes['ReportScope']> = {
  authorities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  authorityOptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  districts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hasReports?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['ReportScopeLevel'], ParentType, ContextType>;
  ulbs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResolvedAlertResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ResolvedAlert'] = ResolversParentTypes['ResolvedAlert']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolvedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RevenueFiguresResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['RevenueFigures'] = ResolversParentTypes['RevenueFigures']> = {
  rows?: Resolver<Array<ResolversTypes['RevenueRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['RevenueTotal'], ParentType, ContextType>;
};

export type RevenueRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['RevenueRow'] = ResolversParentTypes['RevenueRow']> = {
  adjusted?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  applicationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  intimated?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RevenueTotalResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['RevenueTotal'] = ResolversParentTypes['RevenueTotal']> = {
  adjusted?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  files?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  intimated?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReviewRemarkResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReviewRemark'] = ResolversParentTypes['ReviewRemark']> = {
  answer?: Resolver<Maybe<ResolversTypes['FormAnswer']>, ParentType, ContextType>;
  beforeShowcase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  forwardedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  municipalFinalRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  officerLevel?: Resolver<ResolversTypes['OfficerLevel'], ParentType, ContextType>;
  officerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officerRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldAnswer?: Resolver<Maybe<ResolversTypes['FormAnswer']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stageState?: Resolver<ResolversTypes['StageState'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['StageStatus']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewRemarksPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReviewRemarksPage'] = ResolversParentTypes['ReviewRemarksPage']> = {
  finalRemarkLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['ReviewRemark']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoleResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteVisitResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['SiteVisit'] = ResolversParentTypes['SiteVisit']> = {
  accuracyMetres?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  capturedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceMetres?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['FieldPositionFlag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  officerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffingGapResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['StaffingGap'] = ResolversParentTypes['StaffingGap']> = {
  level?: Resolver<ResolversTypes['OfficerLevel'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stuckApplicationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stuckApplicationNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ulbId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StageDelayResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['StageDelay'] = ResolversParentTypes['StageDelay']> = {
  averageDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cleared?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notRecommended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingPastDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recommended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StageOfficerResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['StageOfficer'] = ResolversParentTypes['StageOfficer']> = {
  action?: Resolver<ResolversTypes['StageStatus'], ParentType, ContextType>;
  forwardedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  officerLevel?: Resolver<ResolversTypes['OfficerLevel'], ParentType, ContextType>;
  officerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officerRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StageStateResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['StageState'] = ResolversParentTypes['StageState']> = {
  completedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eligibleStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finalRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  l1Remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  l2Remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentStageName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stageOfficers?: Resolver<Array<ResolversTypes['StageOfficer']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StageStatus'], ParentType, ContextType>;
  submittedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UlbFeePaymentsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['UlbFeePayments'] = ResolversParentTypes['UlbFeePayments']> = {
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  intimations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UlbGrievancesResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['UlbGrievances'] = ResolversParentTypes['UlbGrievances']> = {
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inVerification?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withCommissioner?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UlbProcessingResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['UlbProcessing'] = ResolversParentTypes['UlbProcessing']> = {
  averageDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  decided?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inTimePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UlbShortfallsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['UlbShortfalls'] = ResolversParentTypes['UlbShortfalls']> = {
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  raised?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ulbName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withApplicant?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VerifyOtpResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['VerifyOtpResult'] = ResolversParentTypes['VerifyOtpResult']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officer?: Resolver<ResolversTypes['Officer'], ParentType, ContextType>;
};

export type WorkflowResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['WorkflowResult'] = ResolversParentTypes['WorkflowResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = MercuriusContext> = {
  AdminJurisdiction?: AdminJurisdictionResolvers<ContextType>;
  AdminOfficer?: AdminOfficerResolvers<ContextType>;
  AdminOfficerList?: AdminOfficerListResolvers<ContextType>;
  Applicant?: ApplicantResolvers<ContextType>;
  ApplicationComment?: ApplicationCommentResolvers<ContextType>;
  ApplicationConditions?: ApplicationConditionsResolvers<ContextType>;
  ApplicationForm?: ApplicationFormResolvers<ContextType>;
  ApplicationList?: ApplicationListResolvers<ContextType>;
  ApplicationSearchList?: ApplicationSearchListResolvers<ContextType>;
  ApplicationSearchRecord?: ApplicationSearchRecordResolvers<ContextType>;
  ChasingFigures?: ChasingFiguresResolvers<ContextType>;
  CommentApplication?: CommentApplicationResolvers<ContextType>;
  CommentOfficer?: CommentOfficerResolvers<ContextType>;
  Condition?: ConditionResolvers<ContextType>;
  ConditionsResult?: ConditionsResultResolvers<ContextType>;
  Correction?: CorrectionResolvers<ContextType>;
  CorrectionAssignee?: CorrectionAssigneeResolvers<ContextType>;
  CorrectionRequest?: CorrectionRequestResolvers<ContextType>;
  CorrectionRequestPage?: CorrectionRequestPageResolvers<ContextType>;
  DeemedAlert?: DeemedAlertResolvers<ContextType>;
  DeemedReviewAlert?: DeemedReviewAlertResolvers<ContextType>;
  DelayBand?: DelayBandResolvers<ContextType>;
  DelayedFile?: DelayedFileResolvers<ContextType>;
  DelayedFileList?: DelayedFileListResolvers<ContextType>;
  DelayingOfficer?: DelayingOfficerResolvers<ContextType>;
  FeeDetailsResult?: FeeDetailsResultResolvers<ContextType>;
  FieldPhoto?: FieldPhotoResolvers<ContextType>;
  Floor?: FloorResolvers<ContextType>;
  FormAnswer?: FormAnswerResolvers<ContextType>;
  FormRecommendation?: FormRecommendationResolvers<ContextType>;
  HandOverPreview?: HandOverPreviewResolvers<ContextType>;
  HandOverTurn?: HandOverTurnResolvers<ContextType>;
  InboxTabCount?: InboxTabCountResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Location?: LocationResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MessageResult?: MessageResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NoteDraft?: NoteDraftResolvers<ContextType>;
  Officer?: OfficerResolvers<ContextType>;
  OfficerApplication?: OfficerApplicationResolvers<ContextType>;
  OfficerChange?: OfficerChangeResolvers<ContextType>;
  OfficerCharge?: OfficerChargeResolvers<ContextType>;
  OfficerImportReport?: OfficerImportReportResolvers<ContextType>;
  OfficerImportRow?: OfficerImportRowResolvers<ContextType>;
  OfficerLeave?: OfficerLeaveResolvers<ContextType>;
  OfficerNotice?: OfficerNoticeResolvers<ContextType>;
  OfficerNoticeList?: OfficerNoticeListResolvers<ContextType>;
  OfficerPerformance?: OfficerPerformanceResolvers<ContextType>;
  OfficerSession?: OfficerSessionResolvers<ContextType>;
  OfficersRemark?: OfficersRemarkResolvers<ContextType>;
  PostVerificationAlert?: PostVerificationAlertResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  PublicSettings?: PublicSettingsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionTitle?: QuestionTitleResolvers<ContextType>;
  QuestionsAndAnswers?: QuestionsAndAnswersResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportApplication?: ReportApplicationResolvers<ContextType>;
  ReportApplicationList?: ReportApplicationListResolvers<ContextType>;
  ReportLocation?: ReportLocationResolvers<ContextType>;
  ReportProperty?: ReportPropertyResolvers<ContextType>;
  ReportRow?: ReportRowResolvers<ContextType>;
  ReportScope?: ReportScopeResolvers<ContextType>;
  ResolvedAlert?: ResolvedAlertResolvers<ContextType>;
  RevenueFigures?: RevenueFiguresResolvers<ContextType>;
  RevenueRow?: RevenueRowResolvers<ContextType>;
  RevenueTotal?: RevenueTotalResolvers<ContextType>;
  ReviewRemark?: ReviewRemarkResolvers<ContextType>;
  ReviewRemarksPage?: ReviewRemarksPageResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SiteVisit?: SiteVisitResolvers<ContextType>;
  StaffingGap?: StaffingGapResolvers<ContextType>;
  StageDelay?: StageDelayResolvers<ContextType>;
  StageOfficer?: StageOfficerResolvers<ContextType>;
  StageState?: StageStateResolvers<ContextType>;
  UlbFeePayments?: UlbFeePaymentsResolvers<ContextType>;
  UlbGrievances?: UlbGrievancesResolvers<ContextType>;
  UlbProcessing?: UlbProcessingResolvers<ContextType>;
  UlbShortfalls?: UlbShortfallsResolvers<ContextType>;
  VerifyOtpResult?: VerifyOtpResultResolvers<ContextType>;
  WorkflowResult?: WorkflowResultResolvers<ContextType>;
};

