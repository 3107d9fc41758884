import { UPLOAD_PROGRESS_STEPS, uploadContentType } from '@anumati/domain';
import { readAccessToken } from '../session/session-storage';

type TRestAnswer = { success: boolean; message: string };
/** Spec 2 §7: the signed form comes as url and url_fields beside success and message. */
type TSignedUpload = TRestAnswer & { url: string; url_fields: Record<string, string> };
type TMediaSaved = TRestAnswer & { data: { media: { id?: string | number; file_url: string } } };

async function restCall<TAnswer extends TRestAnswer>(path: string, init: RequestInit = {}): Promise<TAnswer> {
  const token = readAccessToken();
  const response = await fetch(path, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
  const answer = (await response.json().catch(() => null)) as TAnswer | null;
  if (!response.ok || !answer?.success) {
    throw new Error(answer?.message || response.statusText || 'File upload failed, choose another file');
  }
  return answer;
}

/** The stored key from the storage's XML answer (as S3 gives it: <PostResponse><Key>…</Key>). */
function storedKey(xml: string): string {
  const key = /<Key>([^<]+)<\/Key>/.exec(xml)?.[1];
  if (!key) throw new Error('File upload failed, choose another file');
  return key;
}

/**
 * Spec 2 §7: the presigned upload — a signed form from the server, the file posted straight to storage with it,
 * then the media record — reporting the spec's progress steps (25 … 100) as it goes.
 */
export async function uploadDocument(input: {
  file: File;
  applicationId: string;
  category: string;
  onProgress: (percent: number) => void;
}): Promise<{ fileUrl: string; mediaId: string | null }> {
  const [signedStep, postedStep, storedStep, recordStep, recordedStep, finishingStep, doneStep] = UPLOAD_PROGRESS_STEPS;
  const contentType = uploadContentType(input.file.name);
  input.onProgress(signedStep);
  const signed = await restCall<TSignedUpload>(
    `/api/v1/media/s3_signed_url?content_type=${encodeURIComponent(contentType)}`,
  );
  input.onProgress(postedStep);
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.url_fields)) form.append(name, value);
  form.append('file', input.file);
  const stored = await fetch(signed.url, { method: 'POST', body: form });
  const xml = await stored.text();
  if (!stored.ok)
    throw new Error(/<Message>([^<]+)<\/Message>/.exec(xml)?.[1] ?? 'File upload failed, choose another file');
  input.onProgress(storedStep);
  const key = storedKey(xml);
  input.onProgress(recordStep);
  const { data: media } = await restCall<TMediaSaved>('/api/v1/media', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ application_id: input.applicationId, s3_file_path: key, category: input.category }),
  });
  input.onProgress(recordedStep);
  input.onProgress(finishingStep);
  // Spec 2 §4: the bar reaches 100 a second after the file is stored.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  input.onProgress(doneStep);
  return { fileUrl: media.media.file_url, mediaId: media.media.id === undefined ? null : String(media.media.id) };
}
