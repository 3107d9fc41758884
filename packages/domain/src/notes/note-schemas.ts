import { z } from 'zod';
import { zDatabaseId } from '../shared/database-id';
import { MAX_NOTE_LENGTH, NOTE_MESSAGES, noteText } from './note-rules';

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
