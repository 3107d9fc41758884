import { describe, expect, it } from 'vitest';
import { ZMediaRegistrationSchema, ZSignedUrlQuerySchema } from './media-schemas';

describe('ZSignedUrlQuerySchema', () => {
  it.each([
    ['application/pdf', 'application/pdf'],
    ['image/jpg', 'image/jpeg'],
    ['image/png', 'image/png'],
  ])('%s is signed as %s', (content_type, type) => {
    expect(ZSignedUrlQuerySchema.parse({ content_type })).toEqual({ content_type: type });
  });
  it.each([['application/x-msdownload'], ['text/html'], [undefined]])('%s is refused with the spec’s alert', (type) => {
    const result = ZSignedUrlQuerySchema.safeParse({ content_type: type });
    expect(result.error?.issues[0]?.message).toBe('Invalid file type. Only PDF , JPEG and PNG files are allowed');
  });
});

describe('ZMediaRegistrationSchema', () => {
  it('takes the id as a string or a number', () => {
    expect(
      ZMediaRegistrationSchema.parse({
        application_id: '12',
        s3_file_path: 'uploads/1/a.pdf',
        category: 'note_attachment',
      }),
    ).toEqual({ application_id: 12, s3_file_path: 'uploads/1/a.pdf', category: 'note_attachment' });
  });
  it('takes the chosen file’s name, up to 1000 characters', () => {
    const registration = { application_id: 12, s3_file_path: 'uploads/1/a.pdf', category: 'note_attachment' };
    const parsed = ZMediaRegistrationSchema.parse({ ...registration, file_name: 'స్థల నివేదిక.pdf' });
    expect(parsed.file_name).toBe('స్థల నివేదిక.pdf');
    const tooLong = ZMediaRegistrationSchema.safeParse({ ...registration, file_name: 'a'.repeat(1001) });
    expect(tooLong.error?.issues[0]?.message).toBe('file_name is too long');
  });
  it.each([
    [{ application_id: 0, s3_file_path: 'k', category: 'a' }],
    [{ application_id: 1, s3_file_path: '', category: 'a' }],
    [{ application_id: 1, s3_file_path: 'k', category: 'Site Photo' }],
  ])('refuses %j', (input) => {
    expect(ZMediaRegistrationSchema.safeParse(input).success).toBe(false);
  });
});
