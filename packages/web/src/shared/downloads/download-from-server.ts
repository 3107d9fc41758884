import { AUTH_MESSAGES } from '@anumati/domain';
import { readAccessToken } from '../session/session-storage';

/**
 * Downloads a file the server makes (a spreadsheet, a PDF) with the session's token, under the given name: a
 * plain link cannot carry the bearer token the server asks for.
 */
export async function downloadFromServer(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { headers: { authorization: `Bearer ${readAccessToken() ?? ''}` } });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(answer.message ?? AUTH_MESSAGES.defaultLoadError);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
