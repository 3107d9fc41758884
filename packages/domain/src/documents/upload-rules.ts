/** Spec 2 §9, spec 3 §9: uploads are PDF, PNG or JPEG, at most 5242880 bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5_242_880;
export const UPLOAD_EXTENSIONS = ['.pdf', '.png', '.jpeg', '.jpg'] as const;
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type TUploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Spec 2 §8 alerts, verbatim (spacing and all); then the server's own refusals of a bad upload. */
export const UPLOAD_MESSAGES = {
  invalidType: 'Invalid file type. Only PDF , JPEG and PNG files are allowed',
  tooLarge: 'File size exceeds the allowed limit.',
  expired: 'This upload link has expired. Please upload the file again.',
  badSignature: 'This upload was not signed by the server.',
  policyMismatch: 'The upload does not match what the server signed.',
  emptyFile: 'The file is empty.',
  notUploaded: 'The file was not uploaded; upload it again.',
  alreadyRegistered: 'This file is already attached.',
  alreadyUploaded: 'This upload form has been used; ask for a new one.',
  linkExpired: 'This link has expired; open the document again from the application.',
  notPdf: 'The file is not a readable PDF: it may be damaged or another kind of file renamed.',
  dataAfterPdfEnd: 'The PDF has data after its end: save it again as a PDF from the program that made it.',
  notImage: 'The image cannot be opened: it may be damaged or another kind of file renamed.',
  tooManyPixels: 'The image is too large to open: at most 40 megapixels.',
  infected: 'The file was refused: the virus scan found a threat in it.',
  scanUnavailable: 'Files cannot be checked for viruses just now; please try again later.',
} as const;

export const UPLOAD_MESSAGES_TE: Record<keyof typeof UPLOAD_MESSAGES, string> = {
  invalidType: 'చెల్లని ఫైల్ రకం. PDF, JPEG మరియు PNG ఫైళ్లు మాత్రమే అనుమతించబడతాయి',
  tooLarge: 'ఫైల్ పరిమాణం అనుమతించిన పరిమితిని మించింది.',
  expired: 'ఈ అప్‌లోడ్ లింక్ గడువు ముగిసింది. దయచేసి ఫైల్‌ను మళ్లీ అప్‌లోడ్ చేయండి.',
  badSignature: 'ఈ అప్‌లోడ్‌పై సర్వర్ సంతకం లేదు.',
  policyMismatch: 'అప్‌లోడ్ సర్వర్ సంతకం చేసిన దానితో సరిపోలలేదు.',
  emptyFile: 'ఫైల్ ఖాళీగా ఉంది.',
  notUploaded: 'ఫైల్ అప్‌లోడ్ కాలేదు; దాన్ని మళ్లీ అప్‌లోడ్ చేయండి.',
  alreadyRegistered: 'ఈ ఫైల్ ఇప్పటికే జత చేయబడింది.',
  alreadyUploaded: 'ఈ అప్‌లోడ్ ఫారం ఇప్పటికే ఉపయోగించబడింది; కొత్తది అడగండి.',
  linkExpired: 'ఈ లింక్ గడువు ముగిసింది; దరఖాస్తు నుండి పత్రాన్ని మళ్లీ తెరవండి.',
  notPdf: 'ఫైల్ చదవగలిగే PDF కాదు: ఇది పాడై ఉండవచ్చు లేదా పేరు మార్చిన వేరే రకం ఫైల్ కావచ్చు.',
  dataAfterPdfEnd: 'PDF ముగింపు తర్వాత అదనపు డేటా ఉంది: దాన్ని తయారు చేసిన ప్రోగ్రామ్ నుండి మళ్లీ PDFగా సేవ్ చేయండి.',
  notImage: 'చిత్రాన్ని తెరవలేము: ఇది పాడై ఉండవచ్చు లేదా పేరు మార్చిన వేరే రకం ఫైల్ కావచ్చు.',
  tooManyPixels: 'చిత్రం తెరవడానికి చాలా పెద్దది: గరిష్ఠంగా 40 మెగాపిక్సెల్స్.',
  infected: 'ఫైల్ తిరస్కరించబడింది: వైరస్ స్కాన్‌లో ముప్పు కనిపించింది.',
  scanUnavailable: 'ప్రస్తుతం ఫైళ్లను వైరస్ కోసం తనిఖీ చేయలేము; దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి.',
};

/**
 * An image is decoded to prove it is one; a small file may still unpack to a huge picture (a "decompression
 * bomb"), so its size is read from its header first. 40 megapixels is more than any phone camera's photo.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** How long a kept file name may be, in letters (a Telugu letter with its vowel sign counts once). */
export const MAX_UPLOAD_NAME_LENGTH = 120;

/** Spec 2 §4: the progress bar of an upload passes these steps, reaching 100 a second after the file is stored. */
export const UPLOAD_PROGRESS_STEPS = [25, 40, 60, 80, 85, 95, 100] as const;

/** Whether a file name (or a storage key) ends in one of the accepted extensions. */
export function hasUploadExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return UPLOAD_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Why a chosen file cannot be uploaded (by its name and size, before anything is sent), or null. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  if (!hasUploadExtension(file.name)) return UPLOAD_MESSAGES.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** The content type an accepted file is sent with (or a stored key is read as), by its extension. */
export function uploadContentType(fileName: string): TUploadContentType {
  const name = fileName.toLowerCase();
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}

/** The extension the server gives a stored file of each type (JPG is the same type as JPEG). */
export const STORED_EXTENSIONS: Record<TUploadContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** A content type as a browser may name it (image/jpg), in the server's spelling; null when not accepted. */
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

/** PDF's white-space characters (ISO 32000-1 §7.2.2): NUL, tab, line feed, form feed, carriage return, space. */
const PDF_WHITE_SPACE: ReadonlySet<number> = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
/** "%%EOF", the end-of-file marker a PDF's last line holds (ISO 32000-1 §7.5.5). */
const PDF_END = [0x25, 0x25, 0x45, 0x4f, 0x46] as const;

/**
 * Whether anything but white space follows a PDF's last `%%EOF` (or it has none): a valid PDF with a web page
 * appended still parses, and the appended bytes would be stored and served with it (issue 51 §7).
 *
 * Decision: such a file is refused, not re-written. Re-writing (normalising) would store other bytes than the
 * officer's — a signed PDF's signature covers byte ranges and would no longer verify — and on the S3 driver the
 * browser has already put the file in the bucket, so it would be a second write there. Incremental updates end in
 * their own `%%EOF` and pass; bytes appended that themselves end in `%%EOF` pass too, and are then inside the PDF's
 * byte range as any unused object is — served as `application/pdf` with `nosniff`, never as a page.
 */
export function hasDataAfterPdfEnd(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && PDF_WHITE_SPACE.has(bytes[end - 1] ?? -1)) end -= 1;
  const start = end - PDF_END.length;
  return start < 0 || PDF_END.some((byte, index) => bytes[start + index] !== byte);
}

/** Windows' reserved characters and the path separators: a name is shown and saved, never a path. */
const RESERVED_NAME_CHARACTERS = /[<>:"/\\|?*]/gu;
/**
 * Control characters, and format characters such as the right-to-left override that makes "fdp.exe" read as
 * "exe.pdf" — except the zero-width joiner and non-joiner, which Telugu spelling uses.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Co}\p{Cn}]|(?![\u200C\u200D])\p{Cf}/gu;

/**
 * The name an officer's file is kept and shown under: the last part of what the browser sent (no folders), without
 * control or direction-changing characters and reserved punctuation, spaces collapsed, at most
 * MAX_UPLOAD_NAME_LENGTH letters with the extension kept. Null when nothing is left.
 */
export function sanitizeUploadName(raw: string): string | null {
  const base = raw.split(/[/\\]/u).at(-1) ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(HIDDEN_CHARACTERS, '')
    .replace(RESERVED_NAME_CHARACTERS, '_')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[.\s]+/u, '');
  if (!cleaned) return null;
  const letters = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(cleaned)].map(
    (part) => part.segment,
  );
  if (letters.length <= MAX_UPLOAD_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  const stemLetters = letters.slice(0, MAX_UPLOAD_NAME_LENGTH - [...extension].length);
  return `${stemLetters.join('').trimEnd()}${extension}`;
}

/** The name a stored document is shown under: the officer's own file name when kept, else the stored one. */
export function mediaDisplayName(media: { name: string; original_name?: string | null }): string {
  return media.original_name ?? media.name;
}
