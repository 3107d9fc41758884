import { describe, expect, it } from 'vitest';
import { MAX_DATABASE_ID, zDatabaseId } from './database-id';

describe('database ids', () => {
  it.each([
    ['7', 7],
    [7, 7],
    [String(MAX_DATABASE_ID), MAX_DATABASE_ID],
  ])('takes %j as %j', (input, id) => {
    expect(zDatabaseId().parse(input)).toBe(id);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '2147483648', '99999999999999999999', '1e309', 'Infinity'])(
    'refuses %j with the caller’s message',
    (input) => {
      expect(zDatabaseId('Unknown application').safeParse(input).error?.issues[0]?.message).toBe('Unknown application');
    },
  );
});
