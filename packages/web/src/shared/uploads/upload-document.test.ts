import { UPLOAD_PROGRESS_STEPS } from '@anumati/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../testing/mock-server';
import { uploadDocument } from './upload-document';

/** The storage and the server as an upload sees them: the signed form, the stored key, the media record. */
const server = setupMockServer();

function answerUpload() {
  server.use(
    http.get('/api/v1/media/s3_signed_url', () =>
      HttpResponse.json({ success: true, message: 'ok', url: '/storage', url_fields: { key: 'k' } }),
    ),
    http.post('/storage', () => HttpResponse.xml('<PostResponse><Key>notes/7/a.pdf</Key></PostResponse>')),
    http.post('/api/v1/media', () =>
      HttpResponse.json({ success: true, message: 'ok', data: { media: { id: 91, file_url: '/f' } } }),
    ),
  );
}

describe('uploadDocument', () => {
  it('passes every progress step of spec 2 §4, each shown before the next (60 and 85 were overwritten at once)', async () => {
    answerUpload();
    const steps: number[] = [];
    const shown = new Set<number>();
    const replacedUnseen: number[] = [];
    const result = await uploadDocument({
      file: new File(['%PDF-1.7'], 'Site report.pdf', { type: 'application/pdf' }),
      applicationId: '7',
      category: 'note_attachment',
      onProgress: (percent) => {
        const previous = steps.at(-1);
        if (previous !== undefined && [60, 85].includes(previous) && !shown.has(previous))
          replacedUnseen.push(previous);
        steps.push(percent);
        // A step is on screen once a task has run after it, before the next step replaces it.
        setTimeout(() => shown.add(percent), 0);
      },
    });
    expect(result).toEqual({ mediaId: '91' });
    expect(steps).toEqual([...UPLOAD_PROGRESS_STEPS]);
    expect(replacedUnseen).toEqual([]);
  });
});
