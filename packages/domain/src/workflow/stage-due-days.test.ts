import { describe, expect, it } from 'vitest';
import { stageDueDays, type TStageKey } from './process-definition';

describe('the due days of an officer’s turn', () => {
  it.each<[TStageKey, string | null, number]>([
    ['LINE_DEPARTMENT', 'IRRIGATION', 10],
    ['LINE_DEPARTMENT', 'REVENUE', 14],
    ['LINE_DEPARTMENT', 'FIRE', 14],
    ['LINE_DEPARTMENT', 'POLICE', 10],
    ['LINE_DEPARTMENT', null, 10],
    ['PRE_SCRUTINY', null, 3],
    ['SITE', null, 7],
    ['TECHNICAL', null, 7],
    ['FEE_VERIFICATION', null, 3],
    ['DECISION', null, 5],
  ])('%s %s: %i days', (key, lineDepartment, days) => {
    expect(stageDueDays(key, lineDepartment)).toBe(days);
  });
});
