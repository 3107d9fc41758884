import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';
import { useAdministrationMutation } from './administration-mutation';
import type { TOfficerPost } from './hand-over-preview.query';

const TRANSFER_OFFICER_MUTATION = graphql(`
  mutation TransferOfficer($officerId: ID!, $post: OfficerPostInput!, $reason: String!) {
    transferOfficer(officerId: $officerId, post: $post, reason: $reason) {
      id
    }
  }
`);

const DEACTIVATE_OFFICER_MUTATION = graphql(`
  mutation DeactivateOfficer($officerId: ID!, $reason: String!) {
    deactivateOfficer(officerId: $officerId, reason: $reason) {
      id
    }
  }
`);

const REACTIVATE_OFFICER_MUTATION = graphql(`
  mutation ReactivateOfficer($officerId: ID!, $reason: String!) {
    reactivateOfficer(officerId: $officerId, reason: $reason) {
      id
    }
  }
`);

/** Issue 52 §4: the officer moves to another post; their open turns are handed over in the same transaction. */
export function useTransferOfficerMutation(onDone: () => void) {
  return useAdministrationMutation(
    (variables: { officerId: string; post: TOfficerPost; reason: string }) =>
      graphqlRequest(TRANSFER_OFFICER_MUTATION, variables).then((data) => data.transferOfficer),
    onDone,
  );
}

/** Issue 52 §4: the officer is deactivated, their turns handed over and their sessions ended. */
export function useDeactivateOfficerMutation(onDone: () => void) {
  return useAdministrationMutation(
    (variables: { officerId: string; reason: string }) =>
      graphqlRequest(DEACTIVATE_OFFICER_MUTATION, variables).then((data) => data.deactivateOfficer),
    onDone,
  );
}

export function useReactivateOfficerMutation(onDone: () => void) {
  return useAdministrationMutation(
    (variables: { officerId: string; reason: string }) =>
      graphqlRequest(REACTIVATE_OFFICER_MUTATION, variables).then((data) => data.reactivateOfficer),
    onDone,
  );
}
