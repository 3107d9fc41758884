import type { TOfficerRecord } from '@anumati/domain';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';
import { useAdministrationMutation } from './administration-mutation';

const CREATE_OFFICER_MUTATION = graphql(`
  mutation CreateOfficer($input: OfficerInput!) {
    createOfficer(input: $input) {
      id
      username
    }
  }
`);

const UPDATE_OFFICER_DETAILS_MUTATION = graphql(`
  mutation UpdateOfficerDetails($officerId: ID!, $input: OfficerDetailsInput!) {
    updateOfficerDetails(officerId: $officerId, input: $input) {
      id
    }
  }
`);

/** The domain's officer record as the API takes it: the ULB by its GraphQL id. */
export type TOfficerInput = Omit<TOfficerRecord, 'ulbId'> & { ulbId: string | null };

export type TOfficerDetailsInput = Pick<TOfficerInput, 'firstName' | 'lastName' | 'mobile' | 'email'>;

/** Issue 52 §2: a new officer, with no password: the server sends them the reset code by SMS. */
export function useCreateOfficerMutation(onDone: (officer: { id: string; username: string }) => void) {
  return useAdministrationMutation(
    (input: TOfficerInput) => graphqlRequest(CREATE_OFFICER_MUTATION, { input }).then((data) => data.createOfficer),
    onDone,
  );
}

/** An officer's name, mobile and email (the post changes only by a transfer). */
export function useUpdateOfficerDetailsMutation(onDone: () => void) {
  return useAdministrationMutation(
    (variables: { officerId: string; input: TOfficerDetailsInput }) =>
      graphqlRequest(UPDATE_OFFICER_DETAILS_MUTATION, variables).then((data) => data.updateOfficerDetails),
    onDone,
  );
}
