const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of an `Authorization: Bearer …` header (an officer's session, the platform's or the metrics' key). */
export function bearerToken(authorization: string | undefined): string | undefined {
  return BEARER.exec(authorization ?? '')?.[1];
}
