/** Spec 2 §5, §9: uploads are PDF, PNG or JPEG, at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5_242_880;

export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type TUploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** The spec's alerts, verbatim (spec 2 §8, spec 3 §9), spacing and all. */
export const UPLOAD_MESSAGES = {
  invalidType: 'Invalid file type. Only PDF , JPEG and PNG files are allowed',
  tooLarge: 'File size exceeds the allowed limit.',
  expired: 'This upload link has expired. Please upload the file again.',
  badSignature: 'This upload was not signed by the server.',
  policyMismatch: 'The upload does not match what the server signed.',
  emptyFile: 'The file is empty.',
  notUploaded: 'The file was not uploaded; upload it again.',
  alreadyRegistered: 'This file is already attached.',
  linkExpired: 'This link has expired; open the document again from the application.',
} as const;

/** File extensions per type, for the stored key (JPG is the same type as JPEG). */
export const UPLOAD_EXTENSIONS: Record<TUploadContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** A content type the browser may name differently (image/jpg), in the server's spelling; else null. */
export function uploadContentTypeOf(value: string): TUploadContentType | null {
  const normalised = value.trim().toLowerCase() === 'image/jpg' ? 'image/jpeg' : value.trim().toLowerCase();
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(normalised) ? (normalised as TUploadContentType) : null;
}

const SIGNATURES: readonly { type: TUploadContentType; bytes: readonly number[] }[] = [
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/**
 * What a file really is, read from its first bytes: a renamed executable or a page saved as .pdf is none of
 * the three, whatever its name or declared type says.
 */
export function sniffUploadType(head: Uint8Array): TUploadContentType | null {
  const match = SIGNATURES.find((signature) => signature.bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

/** A stored key's type by its extension (keys are made with one of UPLOAD_EXTENSIONS, or .jpeg). */
export function uploadContentTypeOfKey(key: string): TUploadContentType | null {
  const extension = /\.([a-z]+)$/i.exec(key)?.[1]?.toLowerCase();
  if (extension === 'pdf') return 'application/pdf';
  if (extension === 'png') return 'image/png';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  return null;
}
