/** The fields of a correction request every correction screen reads (spec 3 §3 Correction request). */
export const CORRECTION_REQUEST_FIELDS = `id applicationId applicationIdentifier applicationType approvalFor applicantName status
  correctionRequestCompleted finalRemark isApprove createdAt receivedDate myTurn hasActiveNote
  corrections { id columnName columnLabel oldValue newValue isApprove remark supportingDocUrl supportingOptionalDocUrl }
  assignees { officerId officer officerRole step isApprove remark receivedDate completedDate }`;

export type TCorrection = {
  id: string;
  columnName: string;
  columnLabel: string;
  oldValue: string;
  newValue: string;
  isApprove: boolean | null;
  remark: string | null;
  supportingDocUrl: string | null;
  supportingOptionalDocUrl: string[];
};

export type TCorrectionAssignee = {
  officerId: string;
  officer: string;
  officerRole: string;
  step: 'VERIFICATION' | 'DECISION';
  isApprove: boolean | null;
  remark: string | null;
  receivedDate: string;
  completedDate: string | null;
};

export type TCorrectionRequest = {
  id: string;
  applicationId: string;
  applicationIdentifier: string;
  applicationType: string;
  approvalFor: string;
  applicantName: string;
  status: string;
  correctionRequestCompleted: boolean;
  finalRemark: string | null;
  isApprove: boolean | null;
  createdAt: string;
  receivedDate: string | null;
  myTurn: 'VERIFICATION' | 'DECISION' | null;
  hasActiveNote: boolean;
  corrections: TCorrection[];
  assignees: TCorrectionAssignee[];
};

/** Every query of the corrections screens starts with this key: a decision reloads them all. */
export const CORRECTIONS_KEY = 'corrections';
