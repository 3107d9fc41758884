import { graphql } from '../../../shared/graphql/generated';
import type { TResultOf } from '../../../shared/graphql/graphql-request';

/** A notice an officer raised: a shortfall or a fee intimation (the notice queries spread these fields). */
export const OFFICER_NOTICE_FIELDS = graphql(`
  fragment OfficerNoticeFields on OfficerNotice {
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
`);

export type TOfficerNotice = TResultOf<typeof OFFICER_NOTICE_FIELDS>;
