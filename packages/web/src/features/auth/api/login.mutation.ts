import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../shared/graphql/graphql-request';

export const LOGIN_MUTATION = `mutation Login($username: String!, $password: String!, $mobile: String) {
  login(username: $username, password: $password, mobile: $mobile) { mobile message challenge }
}`;

export type TLoginVariables = { username: string; password: string; mobile: string };
export type TLoginData = { login: { mobile: string; message: string; challenge: string } };

export function useLoginMutation() {
  return useMutation({
    // Spec 1 §7: mobile is sent empty. The password is not encrypted in the browser: TLS protects it in transit.
    mutationFn: (variables: TLoginVariables) => graphqlRequest<TLoginData, TLoginVariables>(LOGIN_MUTATION, variables),
  });
}
