/** Spec 2 §9, spec 3 §9: uploads are PDF, PNG or JPEG, at most 5242880 bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5_242_880;
export const UPLOAD_EXTENSIONS = ['.pdf', '.png', '.jpeg', '.jpg'] as const;
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type TUploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Spec 2 §8 alerts, verbatim. */
export const UPLOAD_MESSAGES = {
  invalidType: 'Invalid file type. Only PDF , JPEG and PNG files are allowed',
  tooLarge: 'File size exceeds the allowed limit.',
} as const;

/** Spec 2 §4: the progress bar of an upload passes these steps, reaching 100 a second after the file is stored. */
export const UPLOAD_PROGRESS_STEPS = [25, 40, 60, 80, 85, 95, 100] as const;

/** Why a chosen file cannot be uploaded (by its name and size, before anything is sent), or null. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) return UPLOAD_MESSAGES.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** The content type an accepted file is sent with. */
export function uploadContentType(fileName: string): TUploadContentType {
  const name = fileName.toLowerCase();
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}
