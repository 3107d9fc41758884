import type { TOrderCopyCheck, TRestAnswer } from '@anumati/domain';
import { useMutation } from '@tanstack/react-query';
import { restAnswer } from '../../../shared/rest/rest-request';

/** A file's bytes through FileReader, which every browser the console supports has (and jsdom, unlike arrayBuffer). */
function bytesOf(file: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** The SHA-256 of a file as hex, computed in the browser: the file itself is never sent. */
export async function sha256Of(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await bytesOf(file));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * GET /api/public/orders/{number}/copy-check?sha256=…: whether the PDF someone holds is the order as issued. A
 * read (it changes nothing), sent when the holder picks a file; the server's message says the outcome.
 */
export function useOrderCopyCheck(number: string) {
  return useMutation({
    mutationFn: async (file: Blob) => {
      const sha256 = await sha256Of(file);
      const answer = await restAnswer<TRestAnswer<TOrderCopyCheck>>(
        `/api/public/orders/${encodeURIComponent(number)}/copy-check?sha256=${sha256}`,
      );
      return { sha256, message: answer.message, isIssuedCopy: answer.data?.isIssuedCopy === true };
    },
  });
}
