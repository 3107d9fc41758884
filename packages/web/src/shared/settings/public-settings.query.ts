import { DEFAULT_IDLE_TIMEOUT_SECONDS, OTP_LENGTH, type TPublicSettings } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../graphql/graphql-request';
import { graphql } from '../graphql/generated';

export const PUBLIC_SETTINGS_QUERY = graphql(`
  query PublicSettings {
    publicSettings {
      otpLength
      sessionIdleTimeoutSeconds
    }
  }
`);

/** The spec's defaults, used until the server has answered (and if it cannot). */
const DEFAULT_PUBLIC_SETTINGS: TPublicSettings = {
  otpLength: OTP_LENGTH,
  sessionIdleTimeoutSeconds: DEFAULT_IDLE_TIMEOUT_SECONDS,
};

/** The server's public settings (no session needed): the code's length and the idle timeout. */
export function usePublicSettings(): TPublicSettings {
  const query = useQuery({
    queryKey: ['publicSettings'],
    staleTime: Infinity,
    queryFn: () => graphqlRequest(PUBLIC_SETTINGS_QUERY),
  });
  return query.data?.publicSettings ?? DEFAULT_PUBLIC_SETTINGS;
}

/** How many digits the one-time code has (the server's OTP_LENGTH). */
export function useOtpLength(): number {
  return usePublicSettings().otpLength;
}
