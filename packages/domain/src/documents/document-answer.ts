/**
 * A FILE answer keeps the stored document's id, never a link: links to documents are signed for minutes
 * (spec 2 §7), an answer is read for years.
 */
const DOCUMENT_ANSWER = /^media:(\d+)$/;

export function documentAnswer(mediaId: string | number): string {
  return `media:${mediaId}`;
}

/** The document id a FILE answer holds, or null for an answer that is not a stored document. */
export function documentIdOfAnswer(value: unknown): string | null {
  return typeof value === 'string' ? (DOCUMENT_ANSWER.exec(value)?.[1] ?? null) : null;
}
