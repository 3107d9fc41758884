// Apart from note-schemas.ts: the correction rules of the signed-in layout use these messages, and a schema built
// at load brings zod with it (issue 17 §4).

/** Spec 3 §5 and spec 2 §8 messages, verbatim. */
export const NOTE_MESSAGES = {
  required: 'Please add remarks in View Notes',
  empty: 'Please write a note before submitting it',
  notYourTurn: 'Notes can be added only while the application is with you',
  noNotes: 'There are no notes for this application',
  attachmentNotUploaded: 'Attach the file through the upload: it is not a document of this application',
} as const;

/** A note sheet entry is at most this long, in characters of its rich text. */
export const MAX_NOTE_LENGTH = 20_000;

/** The text of a rich-text note without its tags: a note of only markup is empty. */
export function noteText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
