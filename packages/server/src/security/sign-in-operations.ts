import { FIXTURE_PASSWORD } from '../testing/fixtures';
import type { TTestApp } from '../testing/test-app';

/** The sign-in and reset operations as an attacker or an officer calls them, for the security suite. */
export const LOGIN = `mutation ($username: String!, $password: String!) {
  login(username: $username, password: $password, mobile: "") { mobile message challenge }
}`;
export const VERIFY = `mutation ($username: String!, $code: String!, $challenge: String!) {
  verifyOtp(username: $username, otpSecretKey: $code, challenge: $challenge) { accessToken }
}`;
const RESEND = `mutation ($username: String!, $challenge: String!) {
  resendOtp(username: $username, challenge: $challenge) { success message }
}`;
export const RESET = `mutation ($username: String!) { resetOfficerPassword(username: $username) { success message } }`;
const CHANGE = `mutation ($username: String!, $password: String!, $code: String!) {
  changeOfficerPassword(username: $username, password: $password, passwordConfirmation: $password, otpSecretKey: $code) {
    success message
  }
}`;

let addressCounter = 0;
/**
 * A new client address for each call unless one is given: these tests are about the per-account limits, which the
 * per-address limit must not hide.
 */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export function signInCalls(t: TTestApp, username: string) {
  return {
    login: (password = FIXTURE_PASSWORD, ip = nextAddress()) =>
      t.graphql<{ login: { mobile: string; message: string; challenge: string } }>(
        LOGIN,
        { username, password },
        { ip },
      ),
    verify: (code: string, challenge: string, ip = nextAddress()) =>
      t.graphql<{ verifyOtp: { accessToken: string } }>(VERIFY, { username, code, challenge }, { ip }),
    resend: (challenge: string) => t.graphql(RESEND, { username, challenge }, { ip: nextAddress() }),
    reset: () => t.graphql(RESET, { username }, { ip: nextAddress() }),
    change: (password: string, code: string) => t.graphql(CHANGE, { username, password, code }, { ip: nextAddress() }),
  };
}

/** Another code of the same length: surely wrong. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');
