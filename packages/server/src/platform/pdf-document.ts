import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type PDFDocument from 'pdfkit';

export type TPdfDocument = InstanceType<typeof PDFDocument>;

/**
 * The font of every PDF the server writes (issue 19: Telugu in the notes sheet and the orders). Hind Guntur
 * (Indian Type Foundry, SIL OFL 1.1, from the @expo-google-fonts/hind-guntur package) has Telugu, Latin and the
 * rupee sign in one face, so a line mixing them needs no font switching; pdfkit shapes it with fontkit, which
 * forms the conjuncts and places the vowel signs. Noto Sans Telugu was tried first: fontkit 2.0.4 throws on its
 * GPOS anchors for common clusters such as శ్రీ and త్రి (foliojs/fontkit#367); Hind Guntur lays out every
 * consonant + virama + consonant + vowel sign cluster of the script.
 */
const fontFile = (path: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/hind-guntur/${path}`));

const FONT_FILES = {
  regular: fontFile('400Regular/HindGuntur_400Regular.ttf'),
  bold: fontFile('700Bold/HindGuntur_700Bold.ttf'),
};

/**
 * The faces parsed once, with the first PDF, and given to every document after: pdfkit parses a font given as bytes
 * again for each document, 10 ms of each order's 16–19 ms (6.5 ms with the faces parsed once, the same bytes; the
 * demo issues its 100 orders at every load). A document embeds its own subset of a face; only the parsed tables and
 * their shaping caches are shared.
 */
let parsedFaces: Promise<{ regular: Font; bold: Font }> | undefined;
function faces() {
  parsedFaces ??= import('fontkit').then(({ create }) => ({
    regular: create(FONT_FILES.regular) as Font,
    bold: create(FONT_FILES.bold) as Font,
  }));
  return parsedFaces;
}

export const PDF_FONT = { regular: 'Body', bold: 'Body-Bold' } as const;

type TFragment = (text: string, x: number, y: number, options: object) => void;

/**
 * pdfkit takes a parsed face as it comes (its font factory uses any object that lays text out), which its types do
 * not list beside bytes and paths: the one place the face is handed over as what pdfkit's types call a source.
 */
function registerParsedFont(document: TPdfDocument, name: string, face: Font) {
  const register = document.registerFont.bind(document) as unknown as (name: string, face: Font) => void;
  register(name, face);
}

/**
 * A new A4 document in the Telugu-capable font. Shaped Telugu is drawn in visual order (a conjunct's below-base
 * consonant after the vowel sign it carries), so its glyphs alone copy out scrambled; each drawn line is marked with
 * its text as ActualText (PDF 32000-1 §14.9.4), which Acrobat, Poppler and MuPDF copy and read aloud instead.
 * Uncompressed: a few pages, and the text stays readable to simple tools (and tests).
 */
export async function createPdfDocument(info: { Title: string; CreationDate?: Date }): Promise<TPdfDocument> {
  // Loaded with the first PDF, not with the server: pdfkit, pdf-lib and ExcelJS took 0.5 s of each start, more
  // under load, for requests most starts never see (issue 17 §5: a restart in ≤ 3 s).
  const [{ default: PDFDocument }, face] = await Promise.all([import('pdfkit'), faces()]);
  const document = new PDFDocument({ size: 'A4', margin: 50, compress: false, info });
  registerParsedFont(document, PDF_FONT.regular, face.regular);
  registerParsedFont(document, PDF_FONT.bold, face.bold);
  document.font(PDF_FONT.regular);
  // pdfkit draws each wrapped line through its (undocumented) _fragment; the line's text is known only there.
  const drawing = document as unknown as { _fragment: TFragment };
  const drawLine = drawing._fragment.bind(document);
  drawing._fragment = (text, x, y, options) => {
    document.markContent('Span', { actual: String(text).replace(/\n/g, '') } as never);
    drawLine(text, x, y, options);
    document.endMarkedContent();
  };
  return document;
}
