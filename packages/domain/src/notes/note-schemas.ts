import { z } from 'zod';
import { zDatabaseId } from '../shared/database-id';

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

export const ZCreateCommentSchema = z.object({
  applicationId: zDatabaseId('Unknown application'),
  comment: z
    .string()
    .max(MAX_NOTE_LENGTH, `A note is at most ${MAX_NOTE_LENGTH} characters`)
    .refine((value) => noteText(value).length > 0, NOTE_MESSAGES.empty),
  attachmentUrl: z.string().max(1000).nullish(),
  mediaId: zDatabaseId().nullish(),
});
export type TCreateComment = z.infer<typeof ZCreateCommentSchema>;

/** A note being typed, kept on the server per officer and application (issue 13); empty text removes it. */
export const ZSaveNoteDraftSchema = z.object({
  applicationId: zDatabaseId('Unknown application'),
  comment: z.string().max(MAX_NOTE_LENGTH, `A note is at most ${MAX_NOTE_LENGTH} characters`),
});
export type TSaveNoteDraft = z.infer<typeof ZSaveNoteDraftSchema>;
