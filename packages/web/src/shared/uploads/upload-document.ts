import { UPLOAD_PROGRESS_STEPS, uploadContentType, type TMediaAdded, type TPresignedPost } from '@anumati/domain';
import i18next from 'i18next';
import { restAnswer, restRequest } from '../rest/rest-request';

/** Spec 2 §7: the signed form comes as url and url_fields beside success and message. */
type TSignedUpload = TPresignedPost & { success: boolean; message: string };

const uploadFailed = () => i18next.t('common:uploadFailed');

/** How long a step that the next one follows at once stays on the bar, so that every step of the spec shows. */
const STEP_SHOWN_MS = 150;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stored key from the storage's XML answer (as S3 gives it: <PostResponse><Key>…</Key>). */
function storedKey(xml: string): string {
  const key = /<Key>([^<]+)<\/Key>/.exec(xml)?.[1];
  if (!key) throw new Error(uploadFailed());
  return key;
}

/**
 * Spec 2 §7: the presigned upload — a signed form from the server, the file posted straight to storage with it,
 * then the media record — reporting the spec's progress steps (25 … 100) as it goes. Answers the stored
 * document's id (links to it are short-lived and asked for when it is opened).
 */
export async function uploadDocument(input: {
  file: File;
  applicationId: string;
  category: string;
  onProgress: (percent: number) => void;
}): Promise<{ mediaId: string }> {
  const [signedStep, postedStep, storedStep, recordStep, recordedStep, finishingStep, doneStep] = UPLOAD_PROGRESS_STEPS;
  input.onProgress(signedStep);
  const signed = await restAnswer<TSignedUpload>(
    `/api/v1/media/s3_signed_url?content_type=${encodeURIComponent(uploadContentType(input.file.name))}`,
  );
  input.onProgress(postedStep);
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.url_fields)) form.append(name, value);
  form.append('file', input.file);
  const stored = await fetch(signed.url, { method: 'POST', body: form });
  const xml = await stored.text();
  if (!stored.ok) throw new Error(/<Message>([^<]+)<\/Message>/.exec(xml)?.[1] ?? uploadFailed());
  input.onProgress(storedStep);
  await pause(STEP_SHOWN_MS);
  const key = storedKey(xml);
  input.onProgress(recordStep);
  const saved = await restRequest<TMediaAdded>('/api/v1/media', {
    method: 'POST',
    // The chosen file's name is kept (sanitised by the server) and shown wherever the document is listed.
    body: {
      application_id: input.applicationId,
      s3_file_path: key,
      category: input.category,
      file_name: input.file.name,
    },
  });
  input.onProgress(recordedStep);
  await pause(STEP_SHOWN_MS);
  input.onProgress(finishingStep);
  // Spec 2 §4: the bar reaches 100 a second after the file is stored.
  await pause(1000);
  input.onProgress(doneStep);
  return { mediaId: String(saved.media.id) };
}
