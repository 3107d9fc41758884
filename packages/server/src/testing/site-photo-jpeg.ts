import jpeg from 'jpeg-js';

/** A small photograph-like JPEG, as the phone sends a site photo once shrunk (issue 53). */
export function sitePhotoJpeg(width = 64, height = 48): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      data[at] = (x * 4) & 255;
      data[at + 1] = (y * 5) & 255;
      data[at + 2] = 120;
      data[at + 3] = 255;
    }
  }
  return jpeg.encode({ width, height, data }, 80).data;
}
