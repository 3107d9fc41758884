/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What the chasing cell is alerted to (domain ALERT_KINDS). */
export type AlertKind =
  | 'DEEMED_REVIEW_ESCALATED'
  | 'DEEMED_REVIEW_UNASSIGNED';

export type ApplicationFilter =
  | 'ACTION_REQUIRED'
  | 'ALL'
  | 'COMPLETED'
  | 'DEEMED'
  | 'LINE_DEPARTMENT_APPLICATION'
  | 'PROCESSED'
  | 'REVIEW'
  | 'SUBMISSIONS';

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

/** A correction request's status (domain CORRECTION_STATUSES). */
export type CorrectionStatus =
  | 'CORRECTION_COMPLETED'
  | 'CORRECTION_VERIFICATION'
  | 'SUBMITTED';

/** An officer's turn on a correction request: the verifying officer's, then the commissioner's (domain CORRECTION_STEPS). */
export type CorrectionStep =
  | 'DECISION'
  | 'VERIFICATION';

/** Where the device said it was, and when. */
export type DevicePositionInput = {
  /** Metres, as the Geolocation API reports it. */
  accuracyMetres?: number | null | undefined;
  /** ISO instant the device captured the photo or position. */
  capturedAt: string;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
};

/** Why a site photo or visit is flagged (domain FIELD_POSITION_FLAGS). */
export type FieldPositionFlag =
  | 'FAR_FROM_PLOT'
  | 'NO_PLOT'
  | 'NO_POSITION';

/** What an officer may do with a form's answers: view once submitted, edit while the turn is open (domain FORM_ANSWER_ACTIONS). */
export type FormAnswerAction =
  | 'edit'
  | 'view';

/** The officer's language, as the console and the exports name it (domain LANGUAGES). */
export type Language =
  | 'en'
  | 'te';

export type OfficerDetailsInput = {
  email?: string | null | undefined;
  firstName: string;
  lastName: string;
  mobile: string;
};

export type OfficerInput = {
  email?: string | null | undefined;
  firstName: string;
  lastName: string;
  lineDepartment?: string | null | undefined;
  mobile: string;
  role: string;
  /** Required for ULB roles; empty for state-level roles. */
  ulbId?: string | null | undefined;
  username: string;
};

/** The level of an officer's turn on a stage (domain OFFICER_LEVELS). */
export type OfficerLevel =
  | 'L1'
  | 'L2';

export type OfficerPostInput = {
  role: string;
  ulbId?: string | null | undefined;
};

/** Where, which types and stages, and the period (turns received in it) of an officer report. */
export type OfficerReportFilter = {
  applicationTypes?: Array<string> | null | undefined;
  authorities?: Array<string> | null | undefined;
  districts?: Array<string> | null | undefined;
  endDate?: string | null | undefined;
  stages?: Array<StageKey> | null | undefined;
  startDate?: string | null | undefined;
  ulbs?: Array<string> | null | undefined;
};

/** An officer's state as an administrator sees it (domain OFFICER_STATES). */
export type OfficerState =
  | 'ACTIVE'
  | 'BLOCKED'
  | 'INACTIVE'
  | 'ON_LEAVE';

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

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** The process stage a form or a turn belongs to (domain STAGE_KEYS). */
export type StageKey =
  | 'DECISION'
  | 'FEE_VERIFICATION'
  | 'LINE_DEPARTMENT'
  | 'PRE_SCRUTINY'
  | 'SITE'
  | 'TECHNICAL'
  | 'TITLE';

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

/** An application's flag as spec 1 §3 sends it (domain YES_NO_FLAGS). */
export type YesNo =
  | 'NO'
  | 'YES';

export type AdminChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminChoicesQuery = { __typename: 'Query', adminRoles: Array<string>, adminJurisdictions: Array<{ __typename: 'AdminJurisdiction', ulbId: string, ulbName: string, districtName: string, authorityCode: string }> };

export type AdminOfficerQueryVariables = Exact<{
  id: string;
}>;


export type AdminOfficerQuery = { __typename: 'Query', adminOfficer: { __typename: 'AdminOfficer', id: string, username: string, firstName: string, lastName: string, mobile: string, email: string | null, role: string, ulbId: string | null, ulbName: string | null, districtName: string | null, authorityCode: string | null, lineDepartment: string | null, state: OfficerState, isActive: boolean, blockedUntil: string | null, deactivationReason: string | null, openTurns: number, createdAt: string, leaves: Array<{ __typename: 'OfficerLeave', id: string, officerId: string, fromDate: string, toDate: string, reason: string, chargeHolderId: string | null, chargeHolderName: string | null }>, charges: Array<{ __typename: 'OfficerCharge', id: string, holderId: string, holderName: string, role: string, ulbId: string | null, ulbName: string | null, fromDate: string, toDate: string, reason: string }> } };

export type AdminOfficersQueryVariables = Exact<{
  search?: string | null | undefined;
  role?: string | null | undefined;
  ulbId?: string | null | undefined;
  state?: string | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type AdminOfficersQuery = { __typename: 'Query', adminOfficers: { __typename: 'AdminOfficerList', totalCount: number, totalPages: number, records: Array<{ __typename: 'AdminOfficer', id: string, username: string, firstName: string, lastName: string, mobile: string, role: string, ulbName: string | null, districtName: string | null, authorityCode: string | null, state: OfficerState, openTurns: number }> } };

export type OfficerHandOverPreviewQueryVariables = Exact<{
  officerId: string;
  post?: OfficerPostInput | null | undefined;
}>;


export type OfficerHandOverPreviewQuery = { __typename: 'Query', officerHandOverPreview: { __typename: 'HandOverPreview', canSave: boolean, turns: Array<{ __typename: 'HandOverTurn', applicationId: string, applicationNumber: string, stage: string, level: OfficerLevel, dueDate: string | null, toOfficerId: string | null, toOfficerName: string | null, problem: string | null }> } };

export type RecordOfficerLeaveMutationVariables = Exact<{
  officerId: string;
  fromDate: string;
  toDate: string;
  reason: string;
  chargeHolderId?: string | null | undefined;
}>;


export type RecordOfficerLeaveMutation = { __typename: 'Mutation', recordOfficerLeave: { __typename: 'OfficerLeave', id: string } };

export type CancelOfficerLeaveMutationVariables = Exact<{
  leaveId: string;
  reason: string;
}>;


export type CancelOfficerLeaveMutation = { __typename: 'Mutation', cancelOfficerLeave: boolean };

export type AssignOfficerChargeMutationVariables = Exact<{
  holderId: string;
  post: OfficerPostInput;
  fromDate: string;
  toDate: string;
  reason: string;
}>;


export type AssignOfficerChargeMutation = { __typename: 'Mutation', assignOfficerCharge: { __typename: 'OfficerCharge', id: string } };

export type EndOfficerChargeMutationVariables = Exact<{
  chargeId: string;
  reason: string;
}>;


export type EndOfficerChargeMutation = { __typename: 'Mutation', endOfficerCharge: boolean };

export type OfficerChangesQueryVariables = Exact<{
  officerId: string;
}>;


export type OfficerChangesQuery = { __typename: 'Query', officerChanges: Array<{ __typename: 'OfficerChange', at: string, byUsername: string, action: string, reason: string | null, before: string | null, after: string | null }> };

export type TransferOfficerMutationVariables = Exact<{
  officerId: string;
  post: OfficerPostInput;
  reason: string;
}>;


export type TransferOfficerMutation = { __typename: 'Mutation', transferOfficer: { __typename: 'AdminOfficer', id: string } };

export type DeactivateOfficerMutationVariables = Exact<{
  officerId: string;
  reason: string;
}>;


export type DeactivateOfficerMutation = { __typename: 'Mutation', deactivateOfficer: { __typename: 'AdminOfficer', id: string } };

export type ReactivateOfficerMutationVariables = Exact<{
  officerId: string;
  reason: string;
}>;


export type ReactivateOfficerMutation = { __typename: 'Mutation', reactivateOfficer: { __typename: 'AdminOfficer', id: string } };

export type CreateOfficerMutationVariables = Exact<{
  input: OfficerInput;
}>;


export type CreateOfficerMutation = { __typename: 'Mutation', createOfficer: { __typename: 'AdminOfficer', id: string, username: string } };

export type UpdateOfficerDetailsMutationVariables = Exact<{
  officerId: string;
  input: OfficerDetailsInput;
}>;


export type UpdateOfficerDetailsMutation = { __typename: 'Mutation', updateOfficerDetails: { __typename: 'AdminOfficer', id: string } };

export type UnlockOfficerMutationVariables = Exact<{
  officerId: string;
  reason: string;
}>;


export type UnlockOfficerMutation = { __typename: 'Mutation', unlockOfficer: { __typename: 'AdminOfficer', id: string } };

export type EndOfficerSessionsMutationVariables = Exact<{
  officerId: string;
  reason: string;
}>;


export type EndOfficerSessionsMutation = { __typename: 'Mutation', endOfficerSessions: boolean };

export type ForceOfficerPasswordResetMutationVariables = Exact<{
  officerId: string;
  reason: string;
}>;


export type ForceOfficerPasswordResetMutation = { __typename: 'Mutation', forceOfficerPasswordReset: boolean };

export type StaffingGapsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffingGapsQuery = { __typename: 'Query', staffingGaps: Array<{ __typename: 'StaffingGap', ulbId: string, ulbName: string, role: string, stage: string, level: OfficerLevel, stuckApplicationCount: number, stuckApplicationNumbers: Array<string> }> };

export type ChangeOfficerPasswordMutationVariables = Exact<{
  username: string;
  password: string;
  passwordConfirmation: string;
  otpSecretKey: string;
}>;


export type ChangeOfficerPasswordMutation = { __typename: 'Mutation', changeOfficerPassword: { __typename: 'MessageResult', success: boolean, message: string } };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
  mobile?: string | null | undefined;
}>;


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'LoginResult', mobile: string, message: string, challenge: string } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { __typename: 'Query', mySessions: Array<{ __typename: 'OfficerSession', id: string, createdAt: string, lastSeenAt: string, endsAt: string, ipAddress: string | null, userAgent: string | null, isCurrent: boolean }> };

export type EndSessionMutationVariables = Exact<{
  id: string;
}>;


export type EndSessionMutation = { __typename: 'Mutation', endSession: { __typename: 'MessageResult', success: boolean, message: string } };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { __typename: 'Mutation', endOtherSessions: { __typename: 'MessageResult', success: boolean, message: string } };

export type ResendOtpMutationVariables = Exact<{
  username: string;
  challenge: string;
}>;


export type ResendOtpMutation = { __typename: 'Mutation', resendOtp: { __typename: 'MessageResult', success: boolean, message: string } };

export type ResetOfficerPasswordMutationVariables = Exact<{
  username: string;
}>;


export type ResetOfficerPasswordMutation = { __typename: 'Mutation', resetOfficerPassword: { __typename: 'MessageResult', success: boolean, message: string } };

export type VerifyOtpMutationVariables = Exact<{
  username: string;
  otpSecretKey: string;
  challenge: string;
}>;


export type VerifyOtpMutation = { __typename: 'Mutation', verifyOtp: { __typename: 'VerifyOtpResult', id: string, accessToken: string, firstName: string, lastName: string } };

export type ChasingFiguresQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type ChasingFiguresQuery = { __typename: 'Query', chasingFigures: { __typename: 'ChasingFigures', filesHeldPastDue: number, turnsHeldPastDue: number } };

export type DeemedAlertsQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type DeemedAlertsQuery = { __typename: 'Query', deemedAlertCount: number, deemedAlerts: Array<{ __typename: 'DeemedAlert', applicationId: string, applicationIdentifier: string, approvalFor: ApprovalFor, ulbName: string, appliedAt: string, day: number, daysToDeemed: number, heldBy: string | null, status: ApplicationStatus }> };

export type DeemedAlertCountQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type DeemedAlertCountQuery = { __typename: 'Query', deemedAlertCount: number };

export type DeemedReviewAlertsQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type DeemedReviewAlertsQuery = { __typename: 'Query', deemedReviewAlerts: Array<{ __typename: 'DeemedReviewAlert', id: string, raisedAt: string, kind: AlertKind, applicationId: string | null, applicationIdentifier: string | null, applicationType: string | null, approvalFor: ApprovalFor | null, ulbName: string | null, reviewerName: string | null, reviewerRole: string | null, reviewSentTo: string, message: string }> };

export type DelayBandsQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type DelayBandsQuery = { __typename: 'Query', delayBands: Array<{ __typename: 'DelayBand', band: string, turns: number, files: number, officers: number }> };

export type DelayedFilesQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type DelayedFilesQuery = { __typename: 'Query', delayedFiles: { __typename: 'DelayedFileList', totalCount: number, totalPages: number, fileCount: number, records: Array<{ __typename: 'DelayedFile', id: string, applicationId: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, status: ApplicationStatus, ulbName: string, stageName: string, officerName: string, officerRole: string, receivedDate: string, dueDate: string, daysDelayed: number }> } };

export type DelayingOfficerFieldsFragment = { __typename: 'DelayingOfficer', rank: number, ulbName: string, officerId: string, officerName: string, officerRole: string, delayedFiles: number, delayedTurns: number, totalDaysDelayed: number, maxDaysDelayed: number, stillHeld: number, penaltyAmount: number };

export type DelayingOfficersQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
  topPerUlb?: number | null | undefined;
}>;


export type DelayingOfficersQuery = { __typename: 'Query', delayingOfficers: Array<{ __typename: 'DelayingOfficer', rank: number, ulbName: string, officerId: string, officerName: string, officerRole: string, delayedFiles: number, delayedTurns: number, totalDaysDelayed: number, maxDaysDelayed: number, stillHeld: number, penaltyAmount: number }> };

export type FeeIntimationsQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type FeeIntimationsQuery = { __typename: 'Query', feeIntimations: { __typename: 'OfficerNoticeList', totalCount: number, totalPages: number, records: Array<{ __typename: 'OfficerNotice', id: string, applicationId: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, status: ApplicationStatus, ulbName: string, stageName: string | null, officerName: string | null, raisedOn: string, kind: string, outcome: string, isPaid: boolean }> } };

export type FeePaymentsLeaderboardQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type FeePaymentsLeaderboardQuery = { __typename: 'Query', feePaymentsLeaderboard: Array<{ __typename: 'UlbFeePayments', rank: number, ulbName: string, district: string, intimations: number, paid: number, paidPercent: number }> };

export type GrievancesQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type GrievancesQuery = { __typename: 'Query', grievances: Array<{ __typename: 'UlbGrievances', ulbName: string, filed: number, inVerification: number, withCommissioner: number, completed: number, approved: number, rejected: number }> };

export type OfficerNoticeFieldsFragment = { __typename: 'OfficerNotice', id: string, applicationId: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, status: ApplicationStatus, ulbName: string, stageName: string | null, officerName: string | null, raisedOn: string, kind: string, outcome: string, isPaid: boolean };

export type OfficerPerformanceQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type OfficerPerformanceQuery = { __typename: 'Query', officerPerformance: Array<{ __typename: 'OfficerPerformance', officerId: string, ulbName: string | null, officerName: string, officerRole: string, received: number, disposed: number, onTime: number, late: number, pending: number, pendingPastDue: number, averageDays: number | null, onTimePercent: number, penaltyAmount: number }> };

export type PenaltiesQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type PenaltiesQuery = { __typename: 'Query', penalties: Array<{ __typename: 'DelayingOfficer', rank: number, ulbName: string, officerId: string, officerName: string, officerRole: string, delayedFiles: number, delayedTurns: number, totalDaysDelayed: number, maxDaysDelayed: number, stillHeld: number, penaltyAmount: number }> };

export type PostVerificationAlertsQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type PostVerificationAlertsQuery = { __typename: 'Query', postVerificationAlertCount: number, postVerificationAlerts: Array<{ __typename: 'PostVerificationAlert', applicationId: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, ulbName: string, appliedAt: string, dueDate: string, day: number, daysLeft: number, heldBy: string | null, status: ApplicationStatus }> };

export type PostVerificationAlertCountQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type PostVerificationAlertCountQuery = { __typename: 'Query', postVerificationAlertCount: number };

export type ProcessingLeaderboardQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type ProcessingLeaderboardQuery = { __typename: 'Query', processingLeaderboard: Array<{ __typename: 'UlbProcessing', rank: number, ulbName: string, district: string, decided: number, averageDays: number | null, inTime: number, inTimePercent: number }> };

export type ResolveAlertMutationVariables = Exact<{
  id: string;
  remark: string;
}>;


export type ResolveAlertMutation = { __typename: 'Mutation', resolveAlert: { __typename: 'ResolvedAlert', id: string, resolvedAt: string, remark: string } };

export type ShortfallNoticesQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type ShortfallNoticesQuery = { __typename: 'Query', shortfallNotices: { __typename: 'OfficerNoticeList', totalCount: number, totalPages: number, records: Array<{ __typename: 'OfficerNotice', id: string, applicationId: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, status: ApplicationStatus, ulbName: string, stageName: string | null, officerName: string | null, raisedOn: string, kind: string, outcome: string, isPaid: boolean }> } };

export type ShortfallsQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type ShortfallsQuery = { __typename: 'Query', shortfalls: Array<{ __typename: 'UlbShortfalls', ulbName: string, raised: number, answered: number, withApplicant: number, expired: number }> };

export type StageDelaysQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type StageDelaysQuery = { __typename: 'Query', stageDelays: Array<{ __typename: 'StageDelay', stageName: string, received: number, cleared: number, pending: number, pendingPastDue: number, delayed: number, averageDays: number | null, recommended: number, notRecommended: number }> };

export type CustomConditionMutationVariables = Exact<{
  typeOf: string;
  applicationId: string;
  newCondition: Array<string> | string;
}>;


export type CustomConditionMutation = { __typename: 'Mutation', customCondition: { __typename: 'ConditionsResult', success: boolean, message: string } };

export type SelectConditionsMutationVariables = Exact<{
  applicationId: string;
  conditionSelected: string;
}>;


export type SelectConditionsMutation = { __typename: 'Mutation', selectConditions: { __typename: 'ConditionsResult', success: boolean, message: string } };

export type ApplicationCorrectionRequestQueryVariables = Exact<{
  applicationId: string;
  status?: string | null | undefined;
}>;


export type ApplicationCorrectionRequestQuery = { __typename: 'Query', applicationCorrectionRequest: { __typename: 'CorrectionRequest', id: string, applicationId: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, applicantName: string, status: CorrectionStatus, correctionRequestCompleted: boolean, finalRemark: string | null, isApprove: boolean | null, createdAt: string, receivedDate: string | null, myTurn: CorrectionStep | null, hasActiveNote: boolean, corrections: Array<{ __typename: 'Correction', id: string, columnName: string, oldValue: string, newValue: string, isApprove: boolean | null, remark: string | null, supportingDocUrl: string | null, supportingOptionalDocUrl: Array<string> }>, assignees: Array<{ __typename: 'CorrectionAssignee', officerId: string, officer: string, officerRole: string, step: CorrectionStep, isApprove: boolean | null, remark: string | null, receivedDate: string, completedDate: string | null }> } | null };

export type ApplicationsCorrectionRequestQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  status: string;
}>;


export type ApplicationsCorrectionRequestQuery = { __typename: 'Query', applicationsCorrectionRequest: { __typename: 'CorrectionRequestPage', totalCount: number, totalPages: number, records: Array<{ __typename: 'CorrectionRequest', id: string, applicationId: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, applicantName: string, status: CorrectionStatus, correctionRequestCompleted: boolean, finalRemark: string | null, isApprove: boolean | null, createdAt: string, receivedDate: string | null, myTurn: CorrectionStep | null, hasActiveNote: boolean, corrections: Array<{ __typename: 'Correction', id: string, columnName: string, oldValue: string, newValue: string, isApprove: boolean | null, remark: string | null, supportingDocUrl: string | null, supportingOptionalDocUrl: Array<string> }>, assignees: Array<{ __typename: 'CorrectionAssignee', officerId: string, officer: string, officerRole: string, step: CorrectionStep, isApprove: boolean | null, remark: string | null, receivedDate: string, completedDate: string | null }> }> } };

export type CorrectionRequestFieldsFragment = { __typename: 'CorrectionRequest', id: string, applicationId: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, applicantName: string, status: CorrectionStatus, correctionRequestCompleted: boolean, finalRemark: string | null, isApprove: boolean | null, createdAt: string, receivedDate: string | null, myTurn: CorrectionStep | null, hasActiveNote: boolean, corrections: Array<{ __typename: 'Correction', id: string, columnName: string, oldValue: string, newValue: string, isApprove: boolean | null, remark: string | null, supportingDocUrl: string | null, supportingOptionalDocUrl: Array<string> }>, assignees: Array<{ __typename: 'CorrectionAssignee', officerId: string, officer: string, officerRole: string, step: CorrectionStep, isApprove: boolean | null, remark: string | null, receivedDate: string, completedDate: string | null }> };

export type UpdateCorrectionMutationVariables = Exact<{
  isApprove: boolean;
  correctionId: string;
  remark?: string | null | undefined;
}>;


export type UpdateCorrectionMutation = { __typename: 'Mutation', updateCorrection: { __typename: 'Correction', id: string, isApprove: boolean | null, remark: string | null } };

export type UpdateFinalCorrectionMutationVariables = Exact<{
  remark: string;
  correctionRequestId: string;
  isApprove?: boolean | null | undefined;
}>;


export type UpdateFinalCorrectionMutation = { __typename: 'Mutation', updateFinalCorrection: { __typename: 'CorrectionRequest', id: string, applicationId: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, applicantName: string, status: CorrectionStatus, correctionRequestCompleted: boolean, finalRemark: string | null, isApprove: boolean | null, createdAt: string, receivedDate: string | null, myTurn: CorrectionStep | null, hasActiveNote: boolean, corrections: Array<{ __typename: 'Correction', id: string, columnName: string, oldValue: string, newValue: string, isApprove: boolean | null, remark: string | null, supportingDocUrl: string | null, supportingOptionalDocUrl: Array<string> }>, assignees: Array<{ __typename: 'CorrectionAssignee', officerId: string, officer: string, officerRole: string, step: CorrectionStep, isApprove: boolean | null, remark: string | null, receivedDate: string, completedDate: string | null }> } };

export type FeeDetailsMutationVariables = Exact<{
  applicationId: string;
  feeBreakup: string;
  officerId?: string | null | undefined;
}>;


export type FeeDetailsMutation = { __typename: 'Mutation', feeDetails: { __typename: 'FeeDetailsResult', success: boolean, message: string, status: ApplicationStatus, isFeeChanged: boolean } };

export type RecordFieldPhotoMutationVariables = Exact<{
  applicationId: string;
  key: string;
  fileName: string;
  questionId?: string | null | undefined;
  position: DevicePositionInput;
}>;


export type RecordFieldPhotoMutation = { __typename: 'Mutation', recordFieldPhoto: { __typename: 'FieldPhoto', id: string, distanceMetres: number | null, flag: FieldPositionFlag | null } };

export type RecordSiteVisitMutationVariables = Exact<{
  applicationId: string;
  position: DevicePositionInput;
}>;


export type RecordSiteVisitMutation = { __typename: 'Mutation', recordSiteVisit: { __typename: 'SiteVisit', id: string, distanceMetres: number | null, flag: FieldPositionFlag | null } };

export type SaveFieldAnswersMutationVariables = Exact<{
  formInstanceId: string;
  data: string;
}>;


export type SaveFieldAnswersMutation = { __typename: 'Mutation', saveFormAnswers: { __typename: 'WorkflowResult', success: boolean, message: string } };

export type FieldRecordsQueryVariables = Exact<{
  applicationId: string;
}>;


export type FieldRecordsQuery = { __typename: 'Query', fieldPhotoMaxDistance: number, fieldPhotos: Array<{ __typename: 'FieldPhoto', id: string, questionId: string | null, fileName: string, url: string, latitude: number | null, longitude: number | null, accuracyMetres: number | null, capturedAt: string, receivedAt: string, distanceMetres: number | null, flag: FieldPositionFlag | null, takenByName: string, questionTitle: { __typename: 'QuestionTitle', title: string, titleTe: string | null } | null }>, siteVisits: Array<{ __typename: 'SiteVisit', id: string, latitude: number, longitude: number, accuracyMetres: number | null, capturedAt: string, receivedAt: string, distanceMetres: number | null, flag: FieldPositionFlag | null, officerName: string }> };

export type InboxTabCountsQueryVariables = Exact<{
  applicationType?: Array<string> | string | null | undefined;
}>;


export type InboxTabCountsQuery = { __typename: 'Query', inboxTabCounts: Array<{ __typename: 'InboxTabCount', filter: ApplicationFilter, count: number }> };

export type CreateCommentMutationVariables = Exact<{
  applicationId: string;
  comment: string;
  attachmentUrl?: string | null | undefined;
  mediaId?: string | null | undefined;
}>;


export type CreateCommentMutation = { __typename: 'Mutation', createComment: { __typename: 'ApplicationComment', id: string } };

export type NoteDraftQueryVariables = Exact<{
  applicationId: string;
}>;


export type NoteDraftQuery = { __typename: 'Query', noteDraft: { __typename: 'NoteDraft', comment: string } | null };

export type SaveNoteDraftMutationVariables = Exact<{
  applicationId: string;
  comment: string;
}>;


export type SaveNoteDraftMutation = { __typename: 'Mutation', saveNoteDraft: { __typename: 'NoteDraft', comment: string } | null };

export type DeleteNoteDraftMutationVariables = Exact<{
  applicationId: string;
}>;


export type DeleteNoteDraftMutation = { __typename: 'Mutation', deleteNoteDraft: { __typename: 'MessageResult', success: boolean } };

export type OfficerApplicationSearchQueryVariables = Exact<{
  searchParam: string;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type OfficerApplicationSearchQuery = { __typename: 'Query', officerApplicationSearch: { __typename: 'ApplicationSearchList', totalCount: number, totalPages: number, records: Array<{ __typename: 'ApplicationSearchRecord', daysDelayed: number, penaltyAmount: number, isOverdue: boolean, application: { __typename: 'OfficerApplication', id: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, status: ApplicationStatus, appliedOn: string, isCorrection: boolean, correctionStatus: string | null, applicant: { __typename: 'Applicant', applicantName: string }, property: { __typename: 'Property', actualPlotArea: number, floor: { __typename: 'Floor', noOfFloors: number } | null } } }> } };

export type ReportApplicationsQueryVariables = Exact<{
  applicationType?: string | null | undefined;
  applicationTypes?: Array<string> | string | null | undefined;
  applicationStatus: ReportApplicationStatus;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  authorities?: Array<string> | string | null | undefined;
  districts?: Array<string> | string | null | undefined;
  circles?: Array<string> | string | null | undefined;
  ulbs?: Array<string> | string | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type ReportApplicationsQuery = { __typename: 'Query', reportApplications: { __typename: 'ReportApplicationList', totalCount: number, totalPages: number, records: Array<{ __typename: 'ReportApplication', id: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, status: ApplicationStatus, createdAt: string, appliedAt: string, updatedAt: string, approvalDate: string | null, remarks: string | null, officersRemarks: Array<{ __typename: 'OfficersRemark', key: string, text: string }>, property: { __typename: 'ReportProperty', location: { __typename: 'ReportLocation', circle: string | null, ulbName: string, district: string, districtAdministrationArea: string } } }> } };

export type ReportScopeQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportScopeQuery = { __typename: 'Query', reportScope: { __typename: 'ReportScope', level: ReportScopeLevel, hasReports: boolean, authorities: Array<string>, districts: Array<string>, ulbs: Array<string>, authorityOptions: Array<string> } };

export type ReportsQueryVariables = Exact<{
  type: ReportType;
  ulbs?: Array<string> | string | null | undefined;
  districts?: Array<string> | string | null | undefined;
  authorities?: Array<string> | string | null | undefined;
  applicationTypes?: Array<string> | string | null | undefined;
  groupBy?: ReportGroup | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}>;


export type ReportsQuery = { __typename: 'Query', reports: { __typename: 'Report', type: ReportType, groupBy: ReportGroup | null, startDate: string, endDate: string, rows: Array<{ __typename: 'ReportRow', key: string, label: string, applicationType: string, received: number, approved: number, rejected: number, with_citizen: number, under_process: number, deemed: number, withdrawn: number }> } };

export type RevenueQueryVariables = Exact<{
  filter?: OfficerReportFilter | null | undefined;
}>;


export type RevenueQuery = { __typename: 'Query', revenue: { __typename: 'RevenueFigures', rows: Array<{ __typename: 'RevenueRow', ulbName: string, district: string, applicationType: string, files: number, intimated: number, paid: number, pending: number, adjusted: number }>, total: { __typename: 'RevenueTotal', files: number, intimated: number, paid: number, pending: number, adjusted: number } } };

export type ReviewRemarksQueryVariables = Exact<{
  id: string;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type ReviewRemarksQuery = { __typename: 'Query', reviewRemarks: { __typename: 'ReviewRemarksPage', totalCount: number, totalPages: number, finalRemarkLabel: string, records: Array<{ __typename: 'ReviewRemark', id: string, title: string, status: StageStatus | null, stage: string, officerName: string, officerRole: string, officerLevel: OfficerLevel, forwardedDate: string | null, municipalFinalRemark: string | null, beforeShowcase: boolean, fields: unknown, stageState: { __typename: 'StageState', name: string, receivedDate: string, completedDate: string | null, dueDate: string, finalRemark: string | null, l1Remarks: string | null, l2Remarks: string | null }, answer: { __typename: 'FormAnswer', data: unknown, action: FormAnswerAction } | null }> } };

export type SetPreferredLanguageMutationVariables = Exact<{
  language: string;
}>;


export type SetPreferredLanguageMutation = { __typename: 'Mutation', setPreferredLanguage: { __typename: 'Officer', id: string, preferredLanguage: Language } };

export type CreateShortfallMutationVariables = Exact<{
  formInstanceId: string;
  remark?: string | null | undefined;
}>;


export type CreateShortfallMutation = { __typename: 'Mutation', createShortfall: { __typename: 'WorkflowResult', success: boolean, message: string, status: string } };

export type SaveFormAnswersMutationVariables = Exact<{
  formInstanceId: string;
  data: string;
}>;


export type SaveFormAnswersMutation = { __typename: 'Mutation', saveFormAnswers: { __typename: 'WorkflowResult', success: boolean, message: string } };

export type SaveRemarkMutationVariables = Exact<{
  formInstanceId: string;
  remark: string;
}>;


export type SaveRemarkMutation = { __typename: 'Mutation', saveRemark: { __typename: 'WorkflowResult', success: boolean, message: string } };

export type SubmitFormAnswersMutationVariables = Exact<{
  formInstanceId: string;
  data?: string | null | undefined;
  status: string;
  officerId?: string | null | undefined;
  finalRemark?: string | null | undefined;
  nocDepartments?: Array<string> | string | null | undefined;
}>;


export type SubmitFormAnswersMutation = { __typename: 'Mutation', submitFormAnswers: { __typename: 'WorkflowResult', success: boolean, message: string, status: string } };

export type UpdateApplicationStatusMutationVariables = Exact<{
  applicationId: string;
  finalRemark?: string | null | undefined;
  status?: string | null | undefined;
  eligibilityForRefund?: boolean | null | undefined;
}>;


export type UpdateApplicationStatusMutation = { __typename: 'Mutation', updateApplicationStatus: { __typename: 'WorkflowResult', success: boolean, message: string, status: string } };

export type ApplicationCommentsQueryVariables = Exact<{
  applicationId: string;
  officerId?: string | null | undefined;
  active?: boolean | null | undefined;
}>;


export type ApplicationCommentsQuery = { __typename: 'Query', applicationComments: Array<{ __typename: 'ApplicationComment', id: string, comment: string, attachmentUrl: string | null, attachmentName: string | null, active: boolean, createdAt: string, officer: { __typename: 'CommentOfficer', id: string, firstName: string, lastName: string, role: { __typename: 'Role', name: string } } }> };

export type ApplicationConditionsQueryVariables = Exact<{
  applicationId: string;
  typeOf: string;
}>;


export type ApplicationConditionsQuery = { __typename: 'Query', applicationConditions: { __typename: 'ApplicationConditions', isSubmitted: boolean, canEdit: boolean, conditions: Array<{ __typename: 'Condition', id: string, name: string, checked: boolean, isSystemCreated: boolean }> } };

export type ApplicationsByDateAndTypeFilterQueryVariables = Exact<{
  filter: ApplicationFilter;
  searchParam?: string | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  receivedDateSort?: SortOrder | null | undefined;
  assignedDateSort?: SortOrder | null | undefined;
  receivedDateParam?: string | null | undefined;
  status?: Array<string> | string | null | undefined;
  applicationType?: Array<string> | string | null | undefined;
  dueDayColour?: Array<string> | string | null | undefined;
}>;


export type ApplicationsByDateAndTypeFilterQuery = { __typename: 'Query', applicationsByDateAndTypeFilter: { __typename: 'ApplicationList', totalCount: number, totalPages: number, isTotalCountBounded: boolean, records: Array<{ __typename: 'OfficerApplication', id: string, applicationIdentifier: string, applicationType: string, approvalFor: ApprovalFor, status: ApplicationStatus, appliedOn: string, receivedDate: string | null, assignedDate: string | null, dueDate: string | null, dangerDate: string | null, officerStageStatus: StageStatus | null, isShowCauseRaised: boolean, additional: YesNo, revision: YesNo, additionalType: string | null, deemedDate: string | null, deemedDueDate: string | null, applicant: { __typename: 'Applicant', applicantName: string }, property: { __typename: 'Property', actualPlotArea: number } }> } };

export type GetQuestionsAndAnswersQueryVariables = Exact<{
  id: string;
}>;


export type GetQuestionsAndAnswersQuery = { __typename: 'Query', getQuestionsAndAnswers: { __typename: 'QuestionsAndAnswers', finalRemark: string | null, applicationForms: Array<{ __typename: 'ApplicationForm', id: string, order: number, title: string, status: StageStatus | null, stage: string, stageKey: StageKey, officerId: string, officerName: string, officerRole: string, officerLevel: OfficerLevel, forwardedDate: string | null, municipalFinalRemark: string | null, fields: unknown, answer: { __typename: 'FormAnswer', data: unknown, isChecklistFilled: boolean, action: FormAnswerAction } | null, oldAnswer: { __typename: 'FormAnswer', data: unknown, isChecklistFilled: boolean, action: FormAnswerAction } | null, stageState: { __typename: 'StageState', id: string, name: string, status: StageStatus, receivedDate: string, completedDate: string | null, finalRemark: string | null, l1Remarks: string | null, l2Remarks: string | null } }> } };

export type OfficersApplicationQueryVariables = Exact<{
  id: string;
}>;


export type OfficersApplicationQuery = { __typename: 'Query', officersApplication: { __typename: 'OfficerApplication', id: string, applicationIdentifier: string, status: ApplicationStatus, applicationType: string, approvalFor: ApprovalFor, currentOfficerLevel: OfficerLevel | null, assignedDate: string | null, newWorkFlow: boolean, oldWorkFlow: boolean, finalRemark: string | null, isShowCauseRaised: boolean, isShowCauseRaisedDocUpload: boolean, isShowCauseSevenDaysElapsed: boolean, isFeeSubmitted: boolean, isFeeChanged: boolean, feeIsSubmitted: boolean, isDeviationSubmitted: boolean, isDeviationUpdated: boolean, proceedingIsSubmitted: boolean, applicant: { __typename: 'Applicant', applicantName: string }, stageStates: Array<{ __typename: 'StageState', id: string, name: string, status: StageStatus, dueDays: number, receivedDate: string, stageOfficers: Array<{ __typename: 'StageOfficer', id: string, officerId: string, officerLevel: OfficerLevel, officerName: string, officerRole: string, action: StageStatus, receivedDate: string, forwardedDate: string | null }> }> } };

export type RecommendationsQueryVariables = Exact<{
  id: string;
  formInstanceId: Array<string> | string;
}>;


export type RecommendationsQuery = { __typename: 'Query', recommendations: Array<{ __typename: 'FormRecommendation', formInstanceId: string, options: Array<StageStatus>, status: StageStatus, finalRemark: string | null }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'Officer', id: string, firstName: string, lastName: string, ulbName: string | null, district: string | null, authority: string | null, isMandalOfficer: boolean, mandalName: string | null, actions: Array<string>, permissionLevel: string, preferredLanguage: Language, role: { __typename: 'Role', id: string, name: string } } };

export type SignoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignoutMutation = { __typename: 'Mutation', signout: { __typename: 'MessageResult', success: boolean, message: string } };

export type PublicSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicSettingsQuery = { __typename: 'Query', publicSettings: { __typename: 'PublicSettings', otpLength: number, sessionIdleTimeoutSeconds: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const DelayingOfficerFieldsFragmentDoc = new TypedDocumentString(`
    fragment DelayingOfficerFields on DelayingOfficer {
  __typename
  rank
  ulbName
  officerId
  officerName
  officerRole
  delayedFiles
  delayedTurns
  totalDaysDelayed
  maxDaysDelayed
  stillHeld
  penaltyAmount
}
    `, {"fragmentName":"DelayingOfficerFields"}) as unknown as TypedDocumentString<DelayingOfficerFieldsFragment, unknown>;
export const OfficerNoticeFieldsFragmentDoc = new TypedDocumentString(`
    fragment OfficerNoticeFields on OfficerNotice {
  __typename
  id
  applicationId
  applicationIdentifier
  applicationType
  approvalFor
  status
  ulbName
  stageName
  officerName
  raisedOn
  kind
  outcome
  isPaid
}
    `, {"fragmentName":"OfficerNoticeFields"}) as unknown as TypedDocumentString<OfficerNoticeFieldsFragment, unknown>;
export const CorrectionRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment CorrectionRequestFields on CorrectionRequest {
  __typename
  id
  applicationId
  applicationIdentifier
  applicationType
  approvalFor
  applicantName
  status
  correctionRequestCompleted
  finalRemark
  isApprove
  createdAt
  receivedDate
  myTurn
  hasActiveNote
  corrections {
    __typename
    id
    columnName
    oldValue
    newValue
    isApprove
    remark
    supportingDocUrl
    supportingOptionalDocUrl
  }
  assignees {
    __typename
    officerId
    officer
    officerRole
    step
    isApprove
    remark
    receivedDate
    completedDate
  }
}
    `, {"fragmentName":"CorrectionRequestFields"}) as unknown as TypedDocumentString<CorrectionRequestFieldsFragment, unknown>;
export const AdminChoicesDocument = new TypedDocumentString(`
    query AdminChoices {
  __typename
  adminRoles
  adminJurisdictions {
    __typename
    ulbId
    ulbName
    districtName
    authorityCode
  }
}
    `) as unknown as TypedDocumentString<AdminChoicesQuery, AdminChoicesQueryVariables>;
export const AdminOfficerDocument = new TypedDocumentString(`
    query AdminOfficer($id: ID!) {
  __typename
  adminOfficer(id: $id) {
    __typename
    id
    username
    firstName
    lastName
    mobile
    email
    role
    ulbId
    ulbName
    districtName
    authorityCode
    lineDepartment
    state
    isActive
    blockedUntil
    deactivationReason
    openTurns
    createdAt
    leaves {
      __typename
      id
      officerId
      fromDate
      toDate
      reason
      chargeHolderId
      chargeHolderName
    }
    charges {
      __typename
      id
      holderId
      holderName
      role
      ulbId
      ulbName
      fromDate
      toDate
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<AdminOfficerQuery, AdminOfficerQueryVariables>;
export const AdminOfficersDocument = new TypedDocumentString(`
    query AdminOfficers($search: String, $role: String, $ulbId: ID, $state: String, $page: Int, $perPage: Int) {
  __typename
  adminOfficers(
    search: $search
    role: $role
    ulbId: $ulbId
    state: $state
    page: $page
    perPage: $perPage
  ) {
    __typename
    totalCount
    totalPages
    records {
      __typename
      id
      username
      firstName
      lastName
      mobile
      role
      ulbName
      districtName
      authorityCode
      state
      openTurns
    }
  }
}
    `) as unknown as TypedDocumentString<AdminOfficersQuery, AdminOfficersQueryVariables>;
export const OfficerHandOverPreviewDocument = new TypedDocumentString(`
    query OfficerHandOverPreview($officerId: ID!, $post: OfficerPostInput) {
  __typename
  officerHandOverPreview(officerId: $officerId, post: $post) {
    __typename
    canSave
    turns {
      __typename
      applicationId
      applicationNumber
      stage
      level
      dueDate
      toOfficerId
      toOfficerName
      problem
    }
  }
}
    `) as unknown as TypedDocumentString<OfficerHandOverPreviewQuery, OfficerHandOverPreviewQueryVariables>;
export const RecordOfficerLeaveDocument = new TypedDocumentString(`
    mutation RecordOfficerLeave($officerId: ID!, $fromDate: String!, $toDate: String!, $reason: String!, $chargeHolderId: ID) {
  __typename
  recordOfficerLeave(
    officerId: $officerId
    fromDate: $fromDate
    toDate: $toDate
    reason: $reason
    chargeHolderId: $chargeHolderId
  ) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<RecordOfficerLeaveMutation, RecordOfficerLeaveMutationVariables>;
export const CancelOfficerLeaveDocument = new TypedDocumentString(`
    mutation CancelOfficerLeave($leaveId: ID!, $reason: String!) {
  __typename
  cancelOfficerLeave(leaveId: $leaveId, reason: $reason)
}
    `) as unknown as TypedDocumentString<CancelOfficerLeaveMutation, CancelOfficerLeaveMutationVariables>;
export const AssignOfficerChargeDocument = new TypedDocumentString(`
    mutation AssignOfficerCharge($holderId: ID!, $post: OfficerPostInput!, $fromDate: String!, $toDate: String!, $reason: String!) {
  __typename
  assignOfficerCharge(
    holderId: $holderId
    post: $post
    fromDate: $fromDate
    toDate: $toDate
    reason: $reason
  ) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<AssignOfficerChargeMutation, AssignOfficerChargeMutationVariables>;
export const EndOfficerChargeDocument = new TypedDocumentString(`
    mutation EndOfficerCharge($chargeId: ID!, $reason: String!) {
  __typename
  endOfficerCharge(chargeId: $chargeId, reason: $reason)
}
    `) as unknown as TypedDocumentString<EndOfficerChargeMutation, EndOfficerChargeMutationVariables>;
export const OfficerChangesDocument = new TypedDocumentString(`
    query OfficerChanges($officerId: ID!) {
  __typename
  officerChanges(officerId: $officerId) {
    __typename
    at
    byUsername
    action
    reason
    before
    after
  }
}
    `) as unknown as TypedDocumentString<OfficerChangesQuery, OfficerChangesQueryVariables>;
export const TransferOfficerDocument = new TypedDocumentString(`
    mutation TransferOfficer($officerId: ID!, $post: OfficerPostInput!, $reason: String!) {
  __typename
  transferOfficer(officerId: $officerId, post: $post, reason: $reason) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<TransferOfficerMutation, TransferOfficerMutationVariables>;
export const DeactivateOfficerDocument = new TypedDocumentString(`
    mutation DeactivateOfficer($officerId: ID!, $reason: String!) {
  __typename
  deactivateOfficer(officerId: $officerId, reason: $reason) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<DeactivateOfficerMutation, DeactivateOfficerMutationVariables>;
export const ReactivateOfficerDocument = new TypedDocumentString(`
    mutation ReactivateOfficer($officerId: ID!, $reason: String!) {
  __typename
  reactivateOfficer(officerId: $officerId, reason: $reason) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<ReactivateOfficerMutation, ReactivateOfficerMutationVariables>;
export const CreateOfficerDocument = new TypedDocumentString(`
    mutation CreateOfficer($input: OfficerInput!) {
  __typename
  createOfficer(input: $input) {
    __typename
    id
    username
  }
}
    `) as unknown as TypedDocumentString<CreateOfficerMutation, CreateOfficerMutationVariables>;
export const UpdateOfficerDetailsDocument = new TypedDocumentString(`
    mutation UpdateOfficerDetails($officerId: ID!, $input: OfficerDetailsInput!) {
  __typename
  updateOfficerDetails(officerId: $officerId, input: $input) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateOfficerDetailsMutation, UpdateOfficerDetailsMutationVariables>;
export const UnlockOfficerDocument = new TypedDocumentString(`
    mutation UnlockOfficer($officerId: ID!, $reason: String!) {
  __typename
  unlockOfficer(officerId: $officerId, reason: $reason) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<UnlockOfficerMutation, UnlockOfficerMutationVariables>;
export const EndOfficerSessionsDocument = new TypedDocumentString(`
    mutation EndOfficerSessions($officerId: ID!, $reason: String!) {
  __typename
  endOfficerSessions(officerId: $officerId, reason: $reason)
}
    `) as unknown as TypedDocumentString<EndOfficerSessionsMutation, EndOfficerSessionsMutationVariables>;
export const ForceOfficerPasswordResetDocument = new TypedDocumentString(`
    mutation ForceOfficerPasswordReset($officerId: ID!, $reason: String!) {
  __typename
  forceOfficerPasswordReset(officerId: $officerId, reason: $reason)
}
    `) as unknown as TypedDocumentString<ForceOfficerPasswordResetMutation, ForceOfficerPasswordResetMutationVariables>;
export const StaffingGapsDocument = new TypedDocumentString(`
    query StaffingGaps {
  __typename
  staffingGaps {
    __typename
    ulbId
    ulbName
    role
    stage
    level
    stuckApplicationCount
    stuckApplicationNumbers
  }
}
    `) as unknown as TypedDocumentString<StaffingGapsQuery, StaffingGapsQueryVariables>;
export const ChangeOfficerPasswordDocument = new TypedDocumentString(`
    mutation ChangeOfficerPassword($username: String!, $password: String!, $passwordConfirmation: String!, $otpSecretKey: String!) {
  __typename
  changeOfficerPassword(
    username: $username
    password: $password
    passwordConfirmation: $passwordConfirmation
    otpSecretKey: $otpSecretKey
  ) {
    __typename
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ChangeOfficerPasswordMutation, ChangeOfficerPasswordMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($username: String!, $password: String!, $mobile: String) {
  __typename
  login(username: $username, password: $password, mobile: $mobile) {
    __typename
    mobile
    message
    challenge
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const MySessionsDocument = new TypedDocumentString(`
    query MySessions {
  __typename
  mySessions {
    __typename
    id
    createdAt
    lastSeenAt
    endsAt
    ipAddress
    userAgent
    isCurrent
  }
}
    `) as unknown as TypedDocumentString<MySessionsQuery, MySessionsQueryVariables>;
export const EndSessionDocument = new TypedDocumentString(`
    mutation EndSession($id: ID!) {
  __typename
  endSession(id: $id) {
    __typename
    success
    message
  }
}
    `) as unknown as TypedDocumentString<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = new TypedDocumentString(`
    mutation EndOtherSessions {
  __typename
  endOtherSessions {
    __typename
    success
    message
  }
}
    `) as unknown as TypedDocumentString<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const ResendOtpDocument = new TypedDocumentString(`
    mutation ResendOtp($username: String!, $challenge: String!) {
  __typename
  resendOtp(username: $username, challenge: $challenge) {
    __typename
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResendOtpMutation, ResendOtpMutationVariables>;
export const ResetOfficerPasswordDocument = new TypedDocumentString(`
    mutation ResetOfficerPassword($username: String!) {
  __typename
  resetOfficerPassword(username: $username) {
    __typename
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResetOfficerPasswordMutation, ResetOfficerPasswordMutationVariables>;
export const VerifyOtpDocument = new TypedDocumentString(`
    mutation VerifyOtp($username: String!, $otpSecretKey: String!, $challenge: String!) {
  __typename
  verifyOtp(
    username: $username
    otpSecretKey: $otpSecretKey
    challenge: $challenge
  ) {
    __typename
    id
    accessToken
    firstName
    lastName
  }
}
    `) as unknown as TypedDocumentString<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const ChasingFiguresDocument = new TypedDocumentString(`
    query ChasingFigures($filter: OfficerReportFilter) {
  __typename
  chasingFigures(filter: $filter) {
    __typename
    filesHeldPastDue
    turnsHeldPastDue
  }
}
    `) as unknown as TypedDocumentString<ChasingFiguresQuery, ChasingFiguresQueryVariables>;
export const DeemedAlertsDocument = new TypedDocumentString(`
    query DeemedAlerts($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
  __typename
  deemedAlertCount(filter: $filter)
  deemedAlerts(filter: $filter, page: $page, perPage: $perPage) {
    __typename
    applicationId
    applicationIdentifier
    approvalFor
    ulbName
    appliedAt
    day
    daysToDeemed
    heldBy
    status
  }
}
    `) as unknown as TypedDocumentString<DeemedAlertsQuery, DeemedAlertsQueryVariables>;
export const DeemedAlertCountDocument = new TypedDocumentString(`
    query DeemedAlertCount($filter: OfficerReportFilter) {
  __typename
  deemedAlertCount(filter: $filter)
}
    `) as unknown as TypedDocumentString<DeemedAlertCountQuery, DeemedAlertCountQueryVariables>;
export const DeemedReviewAlertsDocument = new TypedDocumentString(`
    query DeemedReviewAlerts($filter: OfficerReportFilter) {
  __typename
  deemedReviewAlerts(filter: $filter) {
    __typename
    id
    raisedAt
    kind
    applicationId
    applicationIdentifier
    applicationType
    approvalFor
    ulbName
    reviewerName
    reviewerRole
    reviewSentTo
    message
  }
}
    `) as unknown as TypedDocumentString<DeemedReviewAlertsQuery, DeemedReviewAlertsQueryVariables>;
export const DelayBandsDocument = new TypedDocumentString(`
    query DelayBands($filter: OfficerReportFilter) {
  __typename
  delayBands(filter: $filter) {
    __typename
    band
    turns
    files
    officers
  }
}
    `) as unknown as TypedDocumentString<DelayBandsQuery, DelayBandsQueryVariables>;
export const DelayedFilesDocument = new TypedDocumentString(`
    query DelayedFiles($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
  __typename
  delayedFiles(filter: $filter, page: $page, perPage: $perPage) {
    __typename
    totalCount
    totalPages
    fileCount
    records {
      __typename
      id
      applicationId
      applicationIdentifier
      applicationType
      approvalFor
      status
      ulbName
      stageName
      officerName
      officerRole
      receivedDate
      dueDate
      daysDelayed
    }
  }
}
    `) as unknown as TypedDocumentString<DelayedFilesQuery, DelayedFilesQueryVariables>;
export const DelayingOfficersDocument = new TypedDocumentString(`
    query DelayingOfficers($filter: OfficerReportFilter, $topPerUlb: Int) {
  __typename
  delayingOfficers(filter: $filter, topPerUlb: $topPerUlb) {
    __typename
    ...DelayingOfficerFields
  }
}
    fragment DelayingOfficerFields on DelayingOfficer {
  __typename
  rank
  ulbName
  officerId
  officerName
  officerRole
  delayedFiles
  delayedTurns
  totalDaysDelayed
  maxDaysDelayed
  stillHeld
  penaltyAmount
}`) as unknown as TypedDocumentString<DelayingOfficersQuery, DelayingOfficersQueryVariables>;
export const FeeIntimationsDocument = new TypedDocumentString(`
    query FeeIntimations($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
  __typename
  feeIntimations(filter: $filter, page: $page, perPage: $perPage) {
    __typename
    totalCount
    totalPages
    records {
      __typename
      ...OfficerNoticeFields
    }
  }
}
    fragment OfficerNoticeFields on OfficerNotice {
  __typename
  id
  applicationId
  applicationIdentifier
  applicationType
  approvalFor
  status
  ulbName
  stageName
  officerName
  raisedOn
  kind
  outcome
  isPaid
}`) as unknown as TypedDocumentString<FeeIntimationsQuery, FeeIntimationsQueryVariables>;
export const FeePaymentsLeaderboardDocument = new TypedDocumentString(`
    query FeePaymentsLeaderboard($filter: OfficerReportFilter) {
  __typename
  feePaymentsLeaderboard(filter: $filter) {
    __typename
    rank
    ulbName
    district
    intimations
    paid
    paidPercent
  }
}
    `) as unknown as TypedDocumentString<FeePaymentsLeaderboardQuery, FeePaymentsLeaderboardQueryVariables>;
export const GrievancesDocument = new TypedDocumentString(`
    query Grievances($filter: OfficerReportFilter) {
  __typename
  grievances(filter: $filter) {
    __typename
    ulbName
    filed
    inVerification
    withCommissioner
    completed
    approved
    rejected
  }
}
    `) as unknown as TypedDocumentString<GrievancesQuery, GrievancesQueryVariables>;
export const OfficerPerformanceDocument = new TypedDocumentString(`
    query OfficerPerformance($filter: OfficerReportFilter) {
  __typename
  officerPerformance(filter: $filter) {
    __typename
    officerId
    ulbName
    officerName
    officerRole
    received
    disposed
    onTime
    late
    pending
    pendingPastDue
    averageDays
    onTimePercent
    penaltyAmount
  }
}
    `) as unknown as TypedDocumentString<OfficerPerformanceQuery, OfficerPerformanceQueryVariables>;
export const PenaltiesDocument = new TypedDocumentString(`
    query Penalties($filter: OfficerReportFilter) {
  __typename
  penalties(filter: $filter) {
    __typename
    ...DelayingOfficerFields
  }
}
    fragment DelayingOfficerFields on DelayingOfficer {
  __typename
  rank
  ulbName
  officerId
  officerName
  officerRole
  delayedFiles
  delayedTurns
  totalDaysDelayed
  maxDaysDelayed
  stillHeld
  penaltyAmount
}`) as unknown as TypedDocumentString<PenaltiesQuery, PenaltiesQueryVariables>;
export const PostVerificationAlertsDocument = new TypedDocumentString(`
    query PostVerificationAlerts($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
  __typename
  postVerificationAlertCount(filter: $filter)
  postVerificationAlerts(filter: $filter, page: $page, perPage: $perPage) {
    __typename
    applicationId
    applicationIdentifier
    applicationType
    approvalFor
    ulbName
    appliedAt
    dueDate
    day
    daysLeft
    heldBy
    status
  }
}
    `) as unknown as TypedDocumentString<PostVerificationAlertsQuery, PostVerificationAlertsQueryVariables>;
export const PostVerificationAlertCountDocument = new TypedDocumentString(`
    query PostVerificationAlertCount($filter: OfficerReportFilter) {
  __typename
  postVerificationAlertCount(filter: $filter)
}
    `) as unknown as TypedDocumentString<PostVerificationAlertCountQuery, PostVerificationAlertCountQueryVariables>;
export const ProcessingLeaderboardDocument = new TypedDocumentString(`
    query ProcessingLeaderboard($filter: OfficerReportFilter) {
  __typename
  processingLeaderboard(filter: $filter) {
    __typename
    rank
    ulbName
    district
    decided
    averageDays
    inTime
    inTimePercent
  }
}
    `) as unknown as TypedDocumentString<ProcessingLeaderboardQuery, ProcessingLeaderboardQueryVariables>;
export const ResolveAlertDocument = new TypedDocumentString(`
    mutation ResolveAlert($id: ID!, $remark: String!) {
  __typename
  resolveAlert(id: $id, remark: $remark) {
    __typename
    id
    resolvedAt
    remark
  }
}
    `) as unknown as TypedDocumentString<ResolveAlertMutation, ResolveAlertMutationVariables>;
export const ShortfallNoticesDocument = new TypedDocumentString(`
    query ShortfallNotices($filter: OfficerReportFilter, $page: Int, $perPage: Int) {
  __typename
  shortfallNotices(filter: $filter, page: $page, perPage: $perPage) {
    __typename
    totalCount
    totalPages
    records {
      __typename
      ...OfficerNoticeFields
    }
  }
}
    fragment OfficerNoticeFields on OfficerNotice {
  __typename
  id
  applicationId
  applicationIdentifier
  applicationType
  approvalFor
  status
  ulbName
  stageName
  officerName
  raisedOn
  kind
  outcome
  isPaid
}`) as unknown as TypedDocumentString<ShortfallNoticesQuery, ShortfallNoticesQueryVariables>;
export const ShortfallsDocument = new TypedDocumentString(`
    query Shortfalls($filter: OfficerReportFilter) {
  __typename
  shortfalls(filter: $filter) {
    __typename
    ulbName
    raised
    answered
    withApplicant
    expired
  }
}
    `) as unknown as TypedDocumentString<ShortfallsQuery, ShortfallsQueryVariables>;
export const StageDelaysDocument = new TypedDocumentString(`
    query StageDelays($filter: OfficerReportFilter) {
  __typename
  stageDelays(filter: $filter) {
    __typename
    stageName
    received
    cleared
    pending
    pendingPastDue
    delayed
    averageDays
    recommended
    notRecommended
  }
}
    `) as unknown as TypedDocumentString<StageDelaysQuery, StageDelaysQueryVariables>;
export const CustomConditionDocument = new TypedDocumentString(`
    mutation CustomCondition($typeOf: String!, $applicationId: ID!, $newCondition: [String!]!) {
  __typename
  customCondition(
    typeOf: $typeOf
    applicationId: $applicationId
    newCondition: $newCondition
  ) {
    __typename
    success
    message
  }
}
    `) as unknown as TypedDocumentString<CustomConditionMutation, CustomConditionMutationVariables>;
export const SelectConditionsDocument = new TypedDocumentString(`
    mutation SelectConditions($applicationId: ID!, $conditionSelected: String!) {
  __typename
  selectConditions(
    applicationId: $applicationId
    conditionSelected: $conditionSelected
  ) {
    __typename
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SelectConditionsMutation, SelectConditionsMutationVariables>;
export const ApplicationCorrectionRequestDocument = new TypedDocumentString(`
    query ApplicationCorrectionRequest($applicationId: ID!, $status: String) {
  __typename
  applicationCorrectionRequest(applicationId: $applicationId, status: $status) {
    __typename
    ...CorrectionRequestFields
  }
}
    fragment CorrectionRequestFields on CorrectionRequest {
  __typename
  id
  applicationId
  applicationIdentifier
  applicationType
  approvalFor
  applicantName
  status
  correctionRequestCompleted
  finalRemark
  isApprove
  createdAt
  receivedDate
  myTurn
  hasActiveNote
  corrections {
    __typename
    id
    columnName
    oldValue
    newValue
    isApprove
    remark
    supportingDocUrl
    supportingOptionalDocUrl
  }
  assignees {
    __typename
    officerId
    officer
    officerRole
    step
    isApprove
    remark
    receivedDate
    completedDate
  }
}`) as unknown as TypedDocumentString<ApplicationCorrectionRequestQuery, ApplicationCorrectionRequestQueryVariables>;
export const ApplicationsCorrectionRequestDocument = new TypedDocumentString(`
    query ApplicationsCorrectionRequest($page: Int, $perPage: Int, $status: String!) {
  __typename
  applicationsCorrectionRequest(page: $page, perPage: $perPage, status: $status) {
    __typename
    totalCount
    totalPages
    records {
      __typename
      ...CorrectionRequestFields
    }
  }
}
    fragment CorrectionRequestFields on CorrectionRequest {
  __typename
  id
  applicationId
  applicationIdentifier
  applicationType
  approvalFor
  applicantName
  status
  correctionRequestCompleted
  finalRemark
  isApprove
  createdAt
  receivedDate
  myTurn
  hasActiveNote
  corrections {
    __typename
    id
    columnName
    oldValue
    newValue
    isApprove
    remark
    supportingDocUrl
    supportingOptionalDocUrl
  }
  assignees {
    __typename
    officerId
    officer
    officerRole
    step
    isApprove
    remark
    receivedDate
    completedDate
  }
}`) as unknown as TypedDocumentString<ApplicationsCorrectionRequestQuery, ApplicationsCorrectionRequestQueryVariables>;
export const UpdateCorrectionDocument = new TypedDocumentString(`
    mutation UpdateCorrection($isApprove: Boolean!, $correctionId: ID!, $remark: String) {
  __typename
  updateCorrection(
    isApprove: $isApprove
    correctionId: $correctionId
    remark: $remark
  ) {
    __typename
    id
    isApprove
    remark
  }
}
    `) as unknown as TypedDocumentString<UpdateCorrectionMutation, UpdateCorrectionMutationVariables>;
export const UpdateFinalCorrectionDocument = new TypedDocumentString(`
    mutation UpdateFinalCorrection($remark: String!, $correctionRequestId: ID!, $isApprove: Boolean) {
  __typename
  updateFinalCorrection(
    remark: $remark
    correctionRequestId: $correctionRequestId
    isApprove: $isApprove
  ) {
    __typename
    ...CorrectionRequestFields
  }
}
    fragment CorrectionRequestFields on CorrectionRequest {
  __typename
  id
  applicationId
  applicationIdentifier
  applicationType
  approvalFor
  applicantName
  status
  correctionRequestCompleted
  finalRemark
  isApprove
  createdAt
  receivedDate
  myTurn
  hasActiveNote
  corrections {
    __typename
    id
    columnName
    oldValue
    newValue
    isApprove
    remark
    supportingDocUrl
    supportingOptionalDocUrl
  }
  assignees {
    __typename
    officerId
    officer
    officerRole
    step
    isApprove
    remark
    receivedDate
    completedDate
  }
}`) as unknown as TypedDocumentString<UpdateFinalCorrectionMutation, UpdateFinalCorrectionMutationVariables>;
export const FeeDetailsDocument = new TypedDocumentString(`
    mutation FeeDetails($applicationId: ID!, $feeBreakup: String!, $officerId: ID) {
  __typename
  feeDetails(
    applicationId: $applicationId
    feeBreakup: $feeBreakup
    officerId: $officerId
  ) {
    __typename
    success
    message
    status
    isFeeChanged
  }
}
    `) as unknown as TypedDocumentString<FeeDetailsMutation, FeeDetailsMutationVariables>;
export const RecordFieldPhotoDocument = new TypedDocumentString(`
    mutation RecordFieldPhoto($applicationId: ID!, $key: String!, $fileName: String!, $questionId: ID, $position: DevicePositionInput!) {
  __typename
  recordFieldPhoto(
    applicationId: $applicationId
    key: $key
    fileName: $fileName
    questionId: $questionId
    position: $position
  ) {
    __typename
    id
    distanceMetres
    flag
  }
}
    `) as unknown as TypedDocumentString<RecordFieldPhotoMutation, RecordFieldPhotoMutationVariables>;
export const RecordSiteVisitDocument = new TypedDocumentString(`
    mutation RecordSiteVisit($applicationId: ID!, $position: DevicePositionInput!) {
  __typename
  recordSiteVisit(applicationId: $applicationId, position: $position) {
    __typename
    id
    distanceMetres
    flag
  }
}
    `) as unknown as TypedDocumentString<RecordSiteVisitMutation, RecordSiteVisitMutationVariables>;
export const SaveFieldAnswersDocument = new TypedDocumentString(`
    mutation SaveFieldAnswers($formInstanceId: ID!, $data: String!) {
  __typename
  saveFormAnswers(formInstanceId: $formInstanceId, data: $data) {
    __typename
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SaveFieldAnswersMutation, SaveFieldAnswersMutationVariables>;
export const FieldRecordsDocument = new TypedDocumentString(`
    query FieldRecords($applicationId: ID!) {
  __typename
  fieldPhotos(applicationId: $applicationId) {
    __typename
    id
    questionId
    questionTitle {
      __typename
      title
      titleTe
    }
    fileName
    url
    latitude
    longitude
    accuracyMetres
    capturedAt
    receivedAt
    distanceMetres
    flag
    takenByName
  }
  siteVisits(applicationId: $applicationId) {
    __typename
    id
    latitude
    longitude
    accuracyMetres
    capturedAt
    receivedAt
    distanceMetres
    flag
    officerName
  }
  fieldPhotoMaxDistance
}
    `) as unknown as TypedDocumentString<FieldRecordsQuery, FieldRecordsQueryVariables>;
export const InboxTabCountsDocument = new TypedDocumentString(`
    query InboxTabCounts($applicationType: [String!]) {
  __typename
  inboxTabCounts(applicationType: $applicationType) {
    __typename
    filter
    count
  }
}
    `) as unknown as TypedDocumentString<InboxTabCountsQuery, InboxTabCountsQueryVariables>;
export const CreateCommentDocument = new TypedDocumentString(`
    mutation CreateComment($applicationId: ID!, $comment: String!, $attachmentUrl: String, $mediaId: ID) {
  __typename
  createComment(
    applicationId: $applicationId
    comment: $comment
    attachmentUrl: $attachmentUrl
    mediaId: $mediaId
  ) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<CreateCommentMutation, CreateCommentMutationVariables>;
export const NoteDraftDocument = new TypedDocumentString(`
    query NoteDraft($applicationId: ID!) {
  __typename
  noteDraft(applicationId: $applicationId) {
    __typename
    comment
  }
}
    `) as unknown as TypedDocumentString<NoteDraftQuery, NoteDraftQueryVariables>;
export const SaveNoteDraftDocument = new TypedDocumentString(`
    mutation SaveNoteDraft($applicationId: ID!, $comment: String!) {
  __typename
  saveNoteDraft(applicationId: $applicationId, comment: $comment) {
    __typename
    comment
  }
}
    `) as unknown as TypedDocumentString<SaveNoteDraftMutation, SaveNoteDraftMutationVariables>;
export const DeleteNoteDraftDocument = new TypedDocumentString(`
    mutation DeleteNoteDraft($applicationId: ID!) {
  __typename
  deleteNoteDraft(applicationId: $applicationId) {
    __typename
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteNoteDraftMutation, DeleteNoteDraftMutationVariables>;
export const OfficerApplicationSearchDocument = new TypedDocumentString(`
    query OfficerApplicationSearch($searchParam: String!, $page: Int, $perPage: Int) {
  __typename
  officerApplicationSearch(
    searchParam: $searchParam
    page: $page
    perPage: $perPage
  ) {
    __typename
    totalCount
    totalPages
    records {
      __typename
      daysDelayed
      penaltyAmount
      isOverdue
      application {
        __typename
        id
        applicationIdentifier
        applicationType
        approvalFor
        status
        appliedOn
        isCorrection
        correctionStatus
        applicant {
          __typename
          applicantName
        }
        property {
          __typename
          actualPlotArea
          floor {
            __typename
            noOfFloors
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OfficerApplicationSearchQuery, OfficerApplicationSearchQueryVariables>;
export const ReportApplicationsDocument = new TypedDocumentString(`
    query ReportApplications($applicationType: String, $applicationTypes: [String!], $applicationStatus: ReportApplicationStatus!, $page: Int, $perPage: Int, $authorities: [String!], $districts: [String!], $circles: [String!], $ulbs: [String!], $startDate: String, $endDate: String, $search: String) {
  __typename
  reportApplications(
    applicationType: $applicationType
    applicationTypes: $applicationTypes
    applicationStatus: $applicationStatus
    page: $page
    perPage: $perPage
    authorities: $authorities
    districts: $districts
    circles: $circles
    ulbs: $ulbs
    startDate: $startDate
    endDate: $endDate
    search: $search
  ) {
    __typename
    totalCount
    totalPages
    records {
      __typename
      id
      applicationIdentifier
      applicationType
      approvalFor
      status
      createdAt
      appliedAt
      updatedAt
      approvalDate
      remarks
      officersRemarks {
        __typename
        key
        text
      }
      property {
        __typename
        location {
          __typename
          circle
          ulbName
          district
          districtAdministrationArea
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReportApplicationsQuery, ReportApplicationsQueryVariables>;
export const ReportScopeDocument = new TypedDocumentString(`
    query ReportScope {
  __typename
  reportScope {
    __typename
    level
    hasReports
    authorities
    districts
    ulbs
    authorityOptions
  }
}
    `) as unknown as TypedDocumentString<ReportScopeQuery, ReportScopeQueryVariables>;
export const ReportsDocument = new TypedDocumentString(`
    query Reports($type: ReportType!, $ulbs: [String!], $districts: [String!], $authorities: [String!], $applicationTypes: [String!], $groupBy: ReportGroup, $startDate: String, $endDate: String) {
  __typename
  reports(
    type: $type
    ulbs: $ulbs
    districts: $districts
    authorities: $authorities
    applicationTypes: $applicationTypes
    groupBy: $groupBy
    startDate: $startDate
    endDate: $endDate
  ) {
    __typename
    type
    groupBy
    startDate
    endDate
    rows {
      __typename
      key
      label
      applicationType
      received
      approved
      rejected
      with_citizen
      under_process
      deemed
      withdrawn
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsQuery, ReportsQueryVariables>;
export const RevenueDocument = new TypedDocumentString(`
    query Revenue($filter: OfficerReportFilter) {
  __typename
  revenue(filter: $filter) {
    __typename
    rows {
      __typename
      ulbName
      district
      applicationType
      files
      intimated
      paid
      pending
      adjusted
    }
    total {
      __typename
      files
      intimated
      paid
      pending
      adjusted
    }
  }
}
    `) as unknown as TypedDocumentString<RevenueQuery, RevenueQueryVariables>;
export const ReviewRemarksDocument = new TypedDocumentString(`
    query ReviewRemarks($id: ID!, $page: Int, $perPage: Int) {
  __typename
  reviewRemarks(id: $id, page: $page, perPage: $perPage) {
    __typename
    totalCount
    totalPages
    finalRemarkLabel
    records {
      __typename
      id
      title
      status
      stage
      officerName
      officerRole
      officerLevel
      forwardedDate
      municipalFinalRemark
      beforeShowcase
      stageState {
        __typename
        name
        receivedDate
        completedDate
        dueDate
        finalRemark
        l1Remarks
        l2Remarks
      }
      answer {
        __typename
        data
        action
      }
      fields
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewRemarksQuery, ReviewRemarksQueryVariables>;
export const SetPreferredLanguageDocument = new TypedDocumentString(`
    mutation SetPreferredLanguage($language: String!) {
  __typename
  setPreferredLanguage(language: $language) {
    __typename
    id
    preferredLanguage
  }
}
    `) as unknown as TypedDocumentString<SetPreferredLanguageMutation, SetPreferredLanguageMutationVariables>;
export const CreateShortfallDocument = new TypedDocumentString(`
    mutation CreateShortfall($formInstanceId: ID!, $remark: String) {
  __typename
  createShortfall(formInstanceId: $formInstanceId, remark: $remark) {
    __typename
    success
    message
    status
  }
}
    `) as unknown as TypedDocumentString<CreateShortfallMutation, CreateShortfallMutationVariables>;
export const SaveFormAnswersDocument = new TypedDocumentString(`
    mutation SaveFormAnswers($formInstanceId: ID!, $data: String!) {
  __typename
  saveFormAnswers(formInstanceId: $formInstanceId, data: $data) {
    __typename
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SaveFormAnswersMutation, SaveFormAnswersMutationVariables>;
export const SaveRemarkDocument = new TypedDocumentString(`
    mutation SaveRemark($formInstanceId: ID!, $remark: String!) {
  __typename
  saveRemark(formInstanceId: $formInstanceId, remark: $remark) {
    __typename
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SaveRemarkMutation, SaveRemarkMutationVariables>;
export const SubmitFormAnswersDocument = new TypedDocumentString(`
    mutation SubmitFormAnswers($formInstanceId: ID!, $data: String, $status: String!, $officerId: ID, $finalRemark: String, $nocDepartments: [String!]) {
  __typename
  submitFormAnswers(
    formInstanceId: $formInstanceId
    data: $data
    status: $status
    officerId: $officerId
    finalRemark: $finalRemark
    nocDepartments: $nocDepartments
  ) {
    __typename
    success
    message
    status
  }
}
    `) as unknown as TypedDocumentString<SubmitFormAnswersMutation, SubmitFormAnswersMutationVariables>;
export const UpdateApplicationStatusDocument = new TypedDocumentString(`
    mutation UpdateApplicationStatus($applicationId: ID!, $finalRemark: String, $status: String, $eligibilityForRefund: Boolean) {
  __typename
  updateApplicationStatus(
    applicationId: $applicationId
    finalRemark: $finalRemark
    status: $status
    eligibilityForRefund: $eligibilityForRefund
  ) {
    __typename
    success
    message
    status
  }
}
    `) as unknown as TypedDocumentString<UpdateApplicationStatusMutation, UpdateApplicationStatusMutationVariables>;
export const ApplicationCommentsDocument = new TypedDocumentString(`
    query ApplicationComments($applicationId: ID!, $officerId: ID, $active: Boolean) {
  __typename
  applicationComments(
    applicationId: $applicationId
    officerId: $officerId
    active: $active
  ) {
    __typename
    id
    comment
    attachmentUrl
    attachmentName
    active
    createdAt
    officer {
      __typename
      id
      firstName
      lastName
      role {
        __typename
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApplicationCommentsQuery, ApplicationCommentsQueryVariables>;
export const ApplicationConditionsDocument = new TypedDocumentString(`
    query ApplicationConditions($applicationId: ID!, $typeOf: String!) {
  __typename
  applicationConditions(applicationId: $applicationId, typeOf: $typeOf) {
    __typename
    isSubmitted
    canEdit
    conditions {
      __typename
      id
      name
      checked
      isSystemCreated
    }
  }
}
    `) as unknown as TypedDocumentString<ApplicationConditionsQuery, ApplicationConditionsQueryVariables>;
export const ApplicationsByDateAndTypeFilterDocument = new TypedDocumentString(`
    query ApplicationsByDateAndTypeFilter($filter: ApplicationFilter!, $searchParam: String, $page: Int, $perPage: Int, $receivedDateSort: SortOrder, $assignedDateSort: SortOrder, $receivedDateParam: String, $status: [String!], $applicationType: [String!], $dueDayColour: [String!]) {
  __typename
  applicationsByDateAndTypeFilter(
    filter: $filter
    searchParam: $searchParam
    page: $page
    perPage: $perPage
    receivedDateSort: $receivedDateSort
    assignedDateSort: $assignedDateSort
    receivedDateParam: $receivedDateParam
    status: $status
    applicationType: $applicationType
    dueDayColour: $dueDayColour
  ) {
    __typename
    totalCount
    totalPages
    isTotalCountBounded
    records {
      __typename
      id
      applicationIdentifier
      applicationType
      approvalFor
      status
      appliedOn
      receivedDate
      assignedDate
      dueDate
      dangerDate
      officerStageStatus
      isShowCauseRaised
      additional
      revision
      additionalType
      deemedDate
      deemedDueDate
      applicant {
        __typename
        applicantName
      }
      property {
        __typename
        actualPlotArea
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApplicationsByDateAndTypeFilterQuery, ApplicationsByDateAndTypeFilterQueryVariables>;
export const GetQuestionsAndAnswersDocument = new TypedDocumentString(`
    query GetQuestionsAndAnswers($id: ID!) {
  __typename
  getQuestionsAndAnswers(id: $id) {
    __typename
    finalRemark
    applicationForms {
      __typename
      id
      order
      title
      status
      stage
      stageKey
      officerId
      officerName
      officerRole
      officerLevel
      forwardedDate
      municipalFinalRemark
      fields
      answer {
        __typename
        data
        isChecklistFilled
        action
      }
      oldAnswer {
        __typename
        data
        isChecklistFilled
        action
      }
      stageState {
        __typename
        id
        name
        status
        receivedDate
        completedDate
        finalRemark
        l1Remarks
        l2Remarks
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetQuestionsAndAnswersQuery, GetQuestionsAndAnswersQueryVariables>;
export const OfficersApplicationDocument = new TypedDocumentString(`
    query OfficersApplication($id: ID!) {
  __typename
  officersApplication(id: $id) {
    __typename
    id
    applicationIdentifier
    status
    applicationType
    approvalFor
    currentOfficerLevel
    assignedDate
    newWorkFlow
    oldWorkFlow
    finalRemark
    isShowCauseRaised
    isShowCauseRaisedDocUpload
    isShowCauseSevenDaysElapsed
    isFeeSubmitted
    isFeeChanged
    feeIsSubmitted
    isDeviationSubmitted
    isDeviationUpdated
    proceedingIsSubmitted
    applicant {
      __typename
      applicantName
    }
    stageStates {
      __typename
      id
      name
      status
      dueDays
      receivedDate
      stageOfficers {
        __typename
        id
        officerId
        officerLevel
        officerName
        officerRole
        action
        receivedDate
        forwardedDate
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OfficersApplicationQuery, OfficersApplicationQueryVariables>;
export const RecommendationsDocument = new TypedDocumentString(`
    query Recommendations($id: ID!, $formInstanceId: [ID!]!) {
  __typename
  recommendations(id: $id, formInstanceId: $formInstanceId) {
    __typename
    formInstanceId
    options
    status
    finalRemark
  }
}
    `) as unknown as TypedDocumentString<RecommendationsQuery, RecommendationsQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  __typename
  me {
    __typename
    id
    firstName
    lastName
    ulbName
    district
    authority
    isMandalOfficer
    mandalName
    actions
    permissionLevel
    preferredLanguage
    role {
      __typename
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const SignoutDocument = new TypedDocumentString(`
    mutation Signout {
  __typename
  signout {
    __typename
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SignoutMutation, SignoutMutationVariables>;
export const PublicSettingsDocument = new TypedDocumentString(`
    query PublicSettings {
  __typename
  publicSettings {
    __typename
    otpLength
    sessionIdleTimeoutSeconds
  }
}
    `) as unknown as TypedDocumentString<PublicSettingsQuery, PublicSettingsQueryVariables>;