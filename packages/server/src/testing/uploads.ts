import type { TTestApp } from './test-app';

export type TSignedUpload = { success: boolean; url: string; url_fields: Record<string, string>; message?: string };
export type TUploadFile = { name: string; type: string; content: Buffer };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A browser's multipart form: the signed fields first, the file last (as S3 requires). */
export function multipart(fields: Record<string, string>, file: TUploadFile) {
  const boundary = `----anumati${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Step one of the spec's upload flow: the signed form for one file of a type. */
export async function signUpload(t: TTestApp, token: string, contentType: string): Promise<TSignedUpload> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/media/s3_signed_url?content_type=${encodeURIComponent(contentType)}`,
    headers: auth(token),
  });
  return response.json();
}

/** Step two: the file posted to the storage URL with the signed fields (some may be overridden, to tamper). */
export async function postUpload(t: TTestApp, signed: TSignedUpload, file: TUploadFile, override = {}) {
  const form = multipart({ ...signed.url_fields, ...override }, file);
  return t.app.inject({ method: 'POST', url: signed.url, ...form });
}

/** Step three: the stored file attached to an application under a category. */
export async function registerMedia(t: TTestApp, token: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/media', headers: auth(token), payload: body });
}

/** The whole flow for one PDF, as the console runs it (the chosen file's name sent with the record): its media id. */
export async function uploadPdf(
  t: TTestApp,
  input: { token: string; applicationId: number; content: Buffer; category?: string; fileName?: string },
): Promise<number> {
  const name = input.fileName ?? 'document.pdf';
  const signed = await signUpload(t, input.token, 'application/pdf');
  await postUpload(t, signed, { name, type: 'application/pdf', content: input.content });
  const saved = await registerMedia(t, input.token, {
    application_id: input.applicationId,
    s3_file_path: signed.url_fields.key,
    category: input.category ?? 'note_attachment',
    file_name: name,
  });
  return saved.json().data.media.id as number;
}
