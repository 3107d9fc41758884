import { describe, expect, it } from 'vitest';
import {
  hasDataAfterPdfEnd,
  hasUploadExtension,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_NAME_LENGTH,
  mediaDisplayName,
  sanitizeUploadName,
  sniffUploadType,
  UPLOAD_MESSAGES,
  uploadContentType,
  uploadContentTypeOf,
  uploadProblem,
} from './upload-rules';

describe('upload rules', () => {
  it.each([
    ['plan.pdf', 1000, null],
    ['PHOTO.JPG', 1000, null],
    ['photo.jpeg', MAX_UPLOAD_BYTES, null],
    ['sketch.png', MAX_UPLOAD_BYTES + 1, UPLOAD_MESSAGES.tooLarge],
    ['setup.exe', 10, UPLOAD_MESSAGES.invalidType],
    ['plan.pdf.exe', 10, UPLOAD_MESSAGES.invalidType],
    ['notes.docx', 10, UPLOAD_MESSAGES.invalidType],
  ])('%s of %i bytes: %s', (name, size, expected) => {
    expect(uploadProblem({ name, size })).toBe(expected);
  });

  it.each([
    ['a.PDF', 'application/pdf'],
    ['a.png', 'image/png'],
    ['a.jpg', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
  ])('sends %s as %s', (name, type) => {
    expect(uploadContentType(name)).toBe(type);
  });
});

const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe('sniffUploadType (by the first bytes, not the name)', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.4\n'), 'application/pdf'],
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a Windows executable', bytes('MZ\x90\x00\x03'), null],
    ['a Linux executable', new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1]), null],
    ['an HTML page', bytes('<html><body>'), null],
    ['a truncated PDF header', bytes('%PD'), null],
    ['nothing', new Uint8Array([]), null],
  ])('%s is %s', (_name, head, type) => {
    expect(sniffUploadType(head)).toBe(type);
  });
});

describe('hasDataAfterPdfEnd (issue 51 §7: a PDF with something appended is refused)', () => {
  const pdf = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\nstartxref\n9\n%%EOF';
  it.each([
    ['ending in %%EOF', pdf, false],
    ['ending in %%EOF and a line feed', `${pdf}\n`, false],
    ['with PDF white space after its end (CR LF, spaces, tabs, form feeds, NULs)', `${pdf}\r\n  \t\f\0\0`, false],
    ['updated incrementally (a second body ending in its own %%EOF)', `${pdf}\n2 0 obj\n<<>>\nendobj\n%%EOF\n`, false],
    ['with a web page appended', `${pdf}\n<html><script>alert(1)</script></html>\n`, true],
    ['with one byte appended', `${pdf}\nx`, true],
    ['with a truncated marker', pdf.slice(0, -1), true],
    ['without any marker', '%PDF-1.7\n', true],
    ['shorter than the marker', '%%EO', true],
    ['empty', '', true],
  ])('a PDF %s: %s', (_name, text, expected) => {
    expect(hasDataAfterPdfEnd(bytes(text))).toBe(expected);
  });
});

describe('uploadContentTypeOf (spec 2 §9: .jpg, .jpeg, .png, .pdf)', () => {
  it.each([
    ['application/pdf', 'application/pdf'],
    ['image/png', 'image/png'],
    ['image/jpeg', 'image/jpeg'],
    ['image/jpg', 'image/jpeg'],
    ['IMAGE/PNG', 'image/png'],
    ['application/x-msdownload', null],
    ['text/html', null],
    ['', null],
  ])('%j is %j', (value, type) => {
    expect(uploadContentTypeOf(value)).toBe(type);
  });
});

describe('hasUploadExtension (a stored key or a file name)', () => {
  it.each([
    ['seed/000001/sale_deed.pdf', true],
    ['uploads/4/2026-11/a.PNG', true],
    ['x/photo.jpeg', true],
    ['x/tool.exe', false],
    ['x/no-extension', false],
  ])('%s: %s', (key, isAccepted) => {
    expect(hasUploadExtension(key)).toBe(isAccepted);
  });
});

describe('sanitizeUploadName (the officer’s file name, kept and shown)', () => {
  const long = `${'a'.repeat(200)}.pdf`;
  it.each([
    ['site report.pdf', 'site report.pdf'],
    ['C:\\Users\\officer\\Desktop\\plan.pdf', 'plan.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['స్థల పరిశీలన నివేదిక.pdf', 'స్థల పరిశీలన నివేదిక.pdf'],
    ['report\u0000\u0007\n.pdf', 'report.pdf'],
    ['photo\u202Egnp.exe', 'photognp.exe'],
    ['a<b>:"c"|d?*.png', 'a_b___c__d__.png'],
    ['   many    spaces  .jpg ', 'many spaces .jpg'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['', null],
    ['\u0000\u0001', null],
    ['folder/', null],
    [long, `${'a'.repeat(MAX_UPLOAD_NAME_LENGTH - 4)}.pdf`],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeUploadName(raw)).toBe(expected);
  });

  it('keeps Telugu letters whole when it shortens a name, and their joiners', () => {
    const telugu = 'క్ష'.repeat(100) + '.pdf';
    const kept = sanitizeUploadName(telugu) ?? '';
    expect(kept.endsWith('క్ష.pdf')).toBe(true);
    expect(kept.startsWith('క్షక్ష')).toBe(true);
    expect(sanitizeUploadName('ర\u200Cవి.pdf')).toBe('ర\u200Cవి.pdf');
  });

  it('shows the kept name, or the stored one for documents from before names were kept', () => {
    expect(mediaDisplayName({ name: '0b7e.pdf', original_name: 'plan.pdf' })).toBe('plan.pdf');
    expect(mediaDisplayName({ name: '0b7e.pdf', original_name: null })).toBe('0b7e.pdf');
    expect(mediaDisplayName({ name: 'deed.pdf' })).toBe('deed.pdf');
  });
});
