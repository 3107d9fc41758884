import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadContentType, uploadProblem } from './upload-rules';

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
