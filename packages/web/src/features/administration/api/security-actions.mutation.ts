import { graphqlRequest } from '../../../shared/graphql/graphql-request';
import { graphql } from '../../../shared/graphql/generated';
import { useAdministrationMutation } from './administration-mutation';

const UNLOCK_OFFICER_MUTATION = graphql(`
  mutation UnlockOfficer($officerId: ID!, $reason: String!) {
    unlockOfficer(officerId: $officerId, reason: $reason) {
      id
    }
  }
`);

const END_OFFICER_SESSIONS_MUTATION = graphql(`
  mutation EndOfficerSessions($officerId: ID!, $reason: String!) {
    endOfficerSessions(officerId: $officerId, reason: $reason)
  }
`);

const FORCE_PASSWORD_RESET_MUTATION = graphql(`
  mutation ForceOfficerPasswordReset($officerId: ID!, $reason: String!) {
    forceOfficerPasswordReset(officerId: $officerId, reason: $reason)
  }
`);

export const SECURITY_ACTIONS = ['unlock', 'endSessions', 'forceReset'] as const;
export type TSecurityAction = (typeof SECURITY_ACTIONS)[number];

type TSecurityVariables = { officerId: string; reason: string };

const SENDERS: Record<TSecurityAction, (variables: TSecurityVariables) => Promise<unknown>> = {
  unlock: (variables) => graphqlRequest(UNLOCK_OFFICER_MUTATION, variables),
  endSessions: (variables) => graphqlRequest(END_OFFICER_SESSIONS_MUTATION, variables),
  forceReset: (variables) => graphqlRequest(FORCE_PASSWORD_RESET_MUTATION, variables),
};

/** Issue 52 §7: unlock, end sessions or force a password reset, each audited with its reason. */
export function useSecurityActionMutation(onDone: (action: TSecurityAction) => void) {
  return useAdministrationMutation(
    (variables: TSecurityVariables & { action: TSecurityAction }) =>
      SENDERS[variables.action]({ officerId: variables.officerId, reason: variables.reason }),
    (_, variables) => onDone(variables.action),
  );
}
