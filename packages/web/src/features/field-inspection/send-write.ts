import { uploadContentType, type TPresignedPost } from '@anumati/domain';
import i18next from 'i18next';
import { graphqlRequest } from '../../shared/graphql/graphql-request';
import { restAnswer } from '../../shared/rest/rest-request';
import { RECORD_FIELD_PHOTO_MUTATION } from './api/record-field-photo.mutation';
import { RECORD_SITE_VISIT_MUTATION } from './api/record-site-visit.mutation';
import { SAVE_FIELD_ANSWERS_MUTATION } from './api/save-field-answers.mutation';
import type { TQueuedWrite } from './offline-db';
import { rememberStoredKey, type TSendWrite } from './outbox';

type TSignedUpload = TPresignedPost & { success: boolean; message: string };

/** The presigned upload (shared/uploads' first two steps): the image goes to storage; its key is what is recorded. */
async function storeImage(fileName: string, bytes: ArrayBuffer, contentType: string): Promise<string> {
  const signed = await restAnswer<TSignedUpload>(
    `/api/v1/media/s3_signed_url?content_type=${encodeURIComponent(uploadContentType(fileName))}`,
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.url_fields)) form.append(name, value);
  form.append('file', new File([bytes], fileName, { type: contentType }));
  const stored = await fetch(signed.url, { method: 'POST', body: form });
  const xml = await stored.text();
  const key = /<Key>([^<]+)<\/Key>/.exec(xml)?.[1];
  if (!stored.ok || !key)
    throw new Error(/<Message>([^<]+)<\/Message>/.exec(xml)?.[1] ?? i18next.t('common:uploadFailed'));
  return key;
}

/** Sends one kept write with the key it was given when it was made. */
export const sendWrite: TSendWrite = async (write: TQueuedWrite) => {
  const options = { idempotencyKey: write.idempotencyKey };
  const { payload } = write;
  switch (payload.kind) {
    case 'ANSWERS':
      await graphqlRequest(
        SAVE_FIELD_ANSWERS_MUTATION,
        { formInstanceId: payload.formInstanceId, data: payload.data },
        options,
      );
      return;
    case 'PHOTO': {
      let key = payload.storedKey;
      if (!key) {
        key = await storeImage(payload.fileName, payload.bytes, payload.contentType);
        await rememberStoredKey(write, key);
      }
      await graphqlRequest(
        RECORD_FIELD_PHOTO_MUTATION,
        {
          applicationId: write.applicationId,
          key,
          fileName: payload.fileName,
          questionId: payload.questionId,
          position: payload.position,
        },
        options,
      );
      return;
    }
    case 'SITE_VISIT':
      await graphqlRequest(
        RECORD_SITE_VISIT_MUTATION,
        { applicationId: write.applicationId, position: payload.position },
        options,
      );
      return;
  }
};
