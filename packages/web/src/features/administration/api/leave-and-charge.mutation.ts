import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';
import { useAdministrationMutation } from './administration-mutation';
import type { TOfficerPost } from './hand-over-preview.query';

const RECORD_LEAVE_MUTATION = graphql(`
  mutation RecordOfficerLeave(
    $officerId: ID!
    $fromDate: String!
    $toDate: String!
    $reason: String!
    $chargeHolderId: ID
  ) {
    recordOfficerLeave(
      officerId: $officerId
      fromDate: $fromDate
      toDate: $toDate
      reason: $reason
      chargeHolderId: $chargeHolderId
    ) {
      id
    }
  }
`);

const CANCEL_LEAVE_MUTATION = graphql(`
  mutation CancelOfficerLeave($leaveId: ID!, $reason: String!) {
    cancelOfficerLeave(leaveId: $leaveId, reason: $reason)
  }
`);

const ASSIGN_CHARGE_MUTATION = graphql(`
  mutation AssignOfficerCharge(
    $holderId: ID!
    $post: OfficerPostInput!
    $fromDate: String!
    $toDate: String!
    $reason: String!
  ) {
    assignOfficerCharge(holderId: $holderId, post: $post, fromDate: $fromDate, toDate: $toDate, reason: $reason) {
      id
    }
  }
`);

const END_CHARGE_MUTATION = graphql(`
  mutation EndOfficerCharge($chargeId: ID!, $reason: String!) {
    endOfficerCharge(chargeId: $chargeId, reason: $reason)
  }
`);

export type TLeaveVariables = {
  officerId: string;
  fromDate: string;
  toDate: string;
  reason: string;
  chargeHolderId: string | null;
};

export type TChargeVariables = {
  holderId: string;
  post: TOfficerPost;
  fromDate: string;
  toDate: string;
  reason: string;
};

/** Issue 52 §5: an officer's leave, with who holds the post's charge meanwhile when one is named. */
export function useRecordLeaveMutation(onDone: () => void) {
  return useAdministrationMutation(
    (variables: TLeaveVariables) =>
      graphqlRequest(RECORD_LEAVE_MUTATION, variables).then((data) => data.recordOfficerLeave),
    onDone,
  );
}

export function useCancelLeaveMutation(onDone: () => void) {
  return useAdministrationMutation(
    (variables: { leaveId: string; reason: string }) =>
      graphqlRequest(CANCEL_LEAVE_MUTATION, variables).then((data) => data.cancelOfficerLeave),
    onDone,
  );
}

/** Issue 52 §5: additional charge of a post (a role in a ULB) for India days. */
export function useAssignChargeMutation(onDone: () => void) {
  return useAdministrationMutation(
    (variables: TChargeVariables) =>
      graphqlRequest(ASSIGN_CHARGE_MUTATION, variables).then((data) => data.assignOfficerCharge),
    onDone,
  );
}

export function useEndChargeMutation(onDone: () => void) {
  return useAdministrationMutation(
    (variables: { chargeId: string; reason: string }) =>
      graphqlRequest(END_CHARGE_MUTATION, variables).then((data) => data.endOfficerCharge),
    onDone,
  );
}
