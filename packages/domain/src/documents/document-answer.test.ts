import { describe, expect, it } from 'vitest';
import { documentAnswer, documentIdOfAnswer } from './document-answer';

describe('FILE answers', () => {
  it('keep the document id and give it back', () => {
    expect(documentAnswer(42)).toBe('media:42');
    expect(documentIdOfAnswer(documentAnswer('7'))).toBe('7');
  });

  it.each([['uploads/site-photo.jpg'], ['media:'], ['media:12a'], [12], [null]])('%j holds no document', (value) => {
    expect(documentIdOfAnswer(value)).toBeNull();
  });
});
