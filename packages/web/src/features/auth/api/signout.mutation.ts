import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const SIGNOUT_MUTATION = `mutation Signout { signout { success message } }`;

export type TSignoutData = { signout: { success: boolean; message: string } };

export function useSignoutMutation() {
  return useMutation({ mutationFn: () => graphqlRequest<TSignoutData>(SIGNOUT_MUTATION) });
}
