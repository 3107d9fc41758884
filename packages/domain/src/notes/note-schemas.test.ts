import { describe, expect, it } from 'vitest';
import { NOTE_MESSAGES, noteText } from './note-rules';
import { ZCreateCommentSchema } from './note-schemas';

describe('notes', () => {
  it('reads the text of a rich-text note', () => {
    expect(noteText('<p>Site <b>inspected</b>&nbsp;on 12-11-2026</p>')).toBe('Site inspected on 12-11-2026');
    expect(noteText('<p><br></p>')).toBe('');
  });

  it('refuses an empty note, even one of markup only', () => {
    const result = ZCreateCommentSchema.safeParse({ applicationId: 1, comment: '<p> </p>' });
    expect(result.error?.issues[0]?.message).toBe(NOTE_MESSAGES.empty);
    expect(ZCreateCommentSchema.safeParse({ applicationId: '7', comment: '<p>ok</p>' }).data?.applicationId).toBe(7);
  });
});
