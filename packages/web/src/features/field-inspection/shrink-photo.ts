/** Issue 53 §4: photos leave the phone at most this many pixels on their longer side, as JPEG. */
export const MAX_PHOTO_SIDE_PX = 1600;
const JPEG_QUALITY = 0.8;

/** The size a w × h image is drawn at so that neither side passes `max` (never enlarged). */
export function shrunkSize(width: number, height: number, max = MAX_PHOTO_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A camera's 12-megapixel photo (4–6 MB) becomes a JPEG of a few hundred KB on the phone, before it is kept or
 * sent over weak site data. createImageBitmap applies the photo's EXIF orientation, so a portrait stays upright.
 */
export async function shrinkPhoto(file: Blob): Promise<{ bytes: ArrayBuffer; contentType: string }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = shrunkSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas on this device');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!jpeg) throw new Error('The photo could not be encoded');
  return { bytes: await jpeg.arrayBuffer(), contentType: 'image/jpeg' };
}
