/**
 * The addresses of a file's screens that an officer may open directly (a reload, a link, the installed app reopened
 * on a file), by the screen they show: the routes' /<screen>/:id and /<screen>/:type/:id, the id captured.
 */
const FILE_SCREEN_ADDRESSES = {
  verification: /^\/(?:(?:site|title|technical|sw|sw-line|line)-verification|iairVerification)\/(?:[^/]+\/)?([^/]+)$/,
  decision: /^\/(?:commissioner-verification|iair-CommisionerVerify)\/(?:[^/]+\/)?([^/]+)$/,
} as const;

export type TFileScreen = keyof typeof FILE_SCREEN_ADDRESSES;

/** The file's screen and id an address names, or null for any other address. */
export function fileScreenOfAddress(pathname: string): { screen: TFileScreen; applicationId: string } | null {
  for (const screen of Object.keys(FILE_SCREEN_ADDRESSES) as TFileScreen[]) {
    const applicationId = FILE_SCREEN_ADDRESSES[screen].exec(pathname)?.[1];
    if (applicationId) return { screen, applicationId };
  }
  return null;
}
