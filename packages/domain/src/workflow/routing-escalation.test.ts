import { describe, expect, it } from 'vitest';
import { chooseEscalatedReviewer, type TEscalationCandidate } from './routing';

const officer = (
  id: number,
  permissionLevel: string,
  scope: TEscalationCandidate['scope'],
  openFiles = 0,
): TEscalationCandidate => ({ id, permissionLevel, scope, openFiles, lineDepartment: null });

describe('who reviews a deemed file when the ULB has no decision officer', () => {
  it.each<[string, TEscalationCandidate[], number | null]>([
    [
      'the district’s Additional Collector first',
      [
        officer(1, 'CIO_CHASING_CELL', 'STATE'),
        officer(2, 'DTCP_DIRECTOR', 'AUTHORITY'),
        officer(3, 'ADDITIONAL_COLLECTOR', 'DISTRICT'),
      ],
      3,
    ],
    ['then the Collector', [officer(4, 'DISTRICT_COLLECTOR', 'DISTRICT'), officer(2, 'DTCP_DIRECTOR', 'AUTHORITY')], 4],
    [
      'then the planning authority’s head',
      [officer(2, 'DTCP_DIRECTOR', 'AUTHORITY'), officer(1, 'CIO_CHASING_CELL', 'STATE')],
      2,
    ],
    [
      'then the state’s chasing cell, the least loaded',
      [officer(1, 'CIO_CHASING_CELL', 'STATE', 5), officer(7, 'CIO_CHASING_CELL', 'STATE', 2)],
      7,
    ],
    ['not an officer of another scope with the right level', [officer(9, 'DTCP_DIRECTOR', 'DISTRICT')], null],
    ['nobody at all', [], null],
  ])('%s', (_, candidates, expected) => {
    expect(chooseEscalatedReviewer(candidates)?.id ?? null).toBe(expected);
  });
});
