import { MAX_IMAGE_PIXELS, UPLOAD_MESSAGES } from '@anumati/domain';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { checkUploadContent } from './upload-content';

/** A photograph-like JPEG (a gradient, so it does not compress to nothing) of the given size. */
function photo(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      data[at] = x & 255;
      data[at + 1] = y & 255;
      data[at + 2] = (x ^ y) & 255;
      data[at + 3] = 255;
    }
  }
  return jpeg.encode({ width, height, data }, 75).data;
}

describe('checkUploadContent', () => {
  it('decodes a photograph in a worker thread: the server keeps answering meanwhile', async () => {
    const bytes = photo(2400, 1800);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const verdict = await checkUploadContent(bytes, { scanner: null });
    clearInterval(timer);
    expect(verdict).toEqual({ contentType: 'image/jpeg' });
    // Decoded on this thread (as before), the timer could not run until the decoding was over.
    expect(ticks).toBeGreaterThan(1);
  });

  it('refuses a JPEG over the pixel limit without decoding it', async () => {
    // A 1 × (limit + 1) picture: the size is in the header, and the decoder stops there.
    const bytes = photo(1, 16);
    const header = Buffer.from(bytes);
    const sof = header.indexOf(Buffer.from([0xff, 0xc0]));
    header.writeUInt16BE(65_000, sof + 5);
    header.writeUInt16BE(Math.ceil(MAX_IMAGE_PIXELS / 65_000) + 1, sof + 7);
    expect(await checkUploadContent(header, { scanner: null })).toEqual({
      refusal: { errorCode: 'BAD_USER_INPUT', s3Code: 'InvalidFileContent', message: UPLOAD_MESSAGES.tooManyPixels },
    });
  });
});
