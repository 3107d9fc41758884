import { z } from 'zod';
import { MAX_DATABASE_ID } from '../shared/database-id';
import type { TMediaItem } from '../application-details/application-view';
import { UPLOAD_MESSAGES, uploadContentTypeOf, type TUploadContentType } from './upload-rules';

/** GET /api/v1/media/s3_signed_url?content_type=…: only the three accepted types get a signed form. */
export const ZSignedUrlQuerySchema = z.object({
  content_type: z.string({ error: UPLOAD_MESSAGES.invalidType }).transform((value, context): TUploadContentType => {
    const type = uploadContentTypeOf(value);
    if (!type) {
      context.addIssue({ code: 'custom', message: UPLOAD_MESSAGES.invalidType });
      return z.NEVER;
    }
    return type;
  }),
});

/** POST /api/v1/media (spec 2 §3.7): attach an uploaded file to an application under a category. */
export const ZMediaRegistrationSchema = z.object({
  application_id: z.coerce.number({ error: 'application_id is required' }).int().positive().max(MAX_DATABASE_ID),
  s3_file_path: z.string({ error: 's3_file_path is required' }).min(1).max(400),
  category: z
    .string({ error: 'category is required' })
    .regex(/^[a-z0-9_]{1,80}$/, 'A category is lower case words joined by underscores'),
  /**
   * Added to the spec's fields: the name of the file the officer chose, kept to show it by. The server keeps it
   * through sanitizeUploadName (no transform here: the schema is also the API's published JSON Schema).
   */
  file_name: z.string().max(1000, 'file_name is too long').nullish(),
});
export type TMediaRegistration = z.infer<typeof ZMediaRegistrationSchema>;

/** GET media/s3_signed_url (spec 2 §7): the form to post one file straight to the storage, beside success and message. */
export type TPresignedPost = { url: string; url_fields: Record<string, string> };

/** GET media/{id}: a stored document of an application the officer may see, with a fresh short-lived link. */
export type TMediaOpened = { media: TMediaItem };

/** POST media: the document attached to the application; file_url is a short-lived link. */
export type TMediaAdded = {
  media: {
    id: number;
    application_id: number | null;
    s3_file_path: string;
    category: string;
    content_type: string;
    original_name: string | null;
    file_url: string;
  };
};
