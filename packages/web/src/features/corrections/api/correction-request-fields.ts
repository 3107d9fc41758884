import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

/** The fields of a correction request every correction screen reads (spec 3 §3 Correction request). */
export const CORRECTION_REQUEST_FIELDS = graphql(`
  fragment CorrectionRequestFields on CorrectionRequest {
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
`);

export type TCorrection = TCorrectionRequest['corrections'][number];

export type TCorrectionRequest = TResultOf<typeof CORRECTION_REQUEST_FIELDS>;

/** Every query of the corrections screens starts with this key: a decision reloads them all. */
export const CORRECTIONS_KEY = 'corrections';
