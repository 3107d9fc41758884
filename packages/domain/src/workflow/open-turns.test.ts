import { describe, expect, it } from 'vitest';
import {
  isDecisionBlocked,
  isOthersOpenTurn,
  isOwnOpenTurn,
  isShortfallOffered,
  isTurnOpen,
  openTurnsOf,
} from './open-turns';
import type { TStageState } from './workflow-state';

const stage = (
  id: number,
  key: TStageState['key'],
  status: TStageState['status'],
  levels: TStageState['levels'],
): TStageState => ({
  id,
  key,
  step: 1,
  lineDepartment: null,
  status,
  levels,
});

describe('openTurnsOf', () => {
  it('lists only the open stages where the officer’s level is in process', () => {
    const stages = [
      stage(1, 'SITE', 'IN_PROCESS', [
        { level: 'L1', officerId: 7, action: 'SUBMITTED' },
        { level: 'L2', officerId: 9, action: 'IN_PROCESS' },
      ]),
      stage(2, 'TECHNICAL', 'IN_PROCESS', [
        { level: 'L1', officerId: 8, action: 'SUBMITTED' },
        { level: 'L2', officerId: 7, action: 'IN_PROCESS' },
      ]),
      stage(3, 'TITLE', 'RECOMMENDED', [{ level: 'L2', officerId: 7, action: 'IN_PROCESS' }]),
    ];
    expect(openTurnsOf({ stages }, 7)).toEqual([{ stageId: 2, stageKey: 'TECHNICAL', level: 'L2' }]);
    expect(openTurnsOf({ stages }, 5)).toEqual([]);
  });
});

describe('isOwnOpenTurn', () => {
  it.each([
    [{ officerId: '7', status: 'IN_PROCESS' }, '7', true],
    [{ officerId: '7', status: 'SUBMITTED' }, '7', false],
    [{ officerId: '8', status: 'IN_PROCESS' }, '7', false],
    [{ officerId: '7', status: 'IN_PROCESS' }, undefined, false],
  ] as const)('%o is the open turn of officer %s: %s', (turn, officerId, expected) => {
    expect(isOwnOpenTurn(turn, officerId)).toBe(expected);
  });
});

describe('isTurnOpen and isOthersOpenTurn', () => {
  it.each([
    ['IN_PROCESS', true],
    ['SUBMITTED', false],
    ['SHORTFALL', false],
    [null, false],
  ] as const)('a turn whose level is %s is open: %s', (status, expected) => {
    expect(isTurnOpen(status)).toBe(expected);
  });

  it.each([
    [{ officerId: 8, status: 'IN_PROCESS' }, 7, true],
    [{ officerId: 7, status: 'IN_PROCESS' }, 7, false],
    [{ officerId: 8, status: 'SUBMITTED' }, 7, false],
  ] as const)('%o is an open turn of another officer than %s: %s', (turn, viewerId, expected) => {
    expect(isOthersOpenTurn(turn, viewerId)).toBe(expected);
  });
});

describe('isShortfallOffered', () => {
  it.each([
    [{ officerId: '7', status: 'IN_PROCESS' }, '7', ['RECOMMENDED', 'SHORTFALL'], true],
    [{ officerId: '7', status: 'IN_PROCESS' }, '7', ['RECOMMENDED', 'NOT_RECOMMENDED'], false],
    [{ officerId: '8', status: 'IN_PROCESS' }, '7', ['SHORTFALL'], false],
    [{ officerId: '7', status: 'SUBMITTED' }, '7', ['SHORTFALL'], false],
    [{ officerId: '7', status: 'IN_PROCESS' }, undefined, ['SHORTFALL'], false],
  ] as const)('%o, officer %s, offered %o: Raise Shortfall shown %s', (turn, officerId, options, expected) => {
    expect(isShortfallOffered(turn, officerId, options)).toBe(expected);
  });
});

describe('isDecisionBlocked', () => {
  it.each([
    ['VERIFICATION_UNDER_PROGRESS', true],
    ['PROCEEDINGS_IN_PROGRESS', false],
    ['FEE_ADJUSTMENTS', false],
  ] as const)('a file in %s blocks the decision: %s', (status, expected) => {
    expect(isDecisionBlocked(status)).toBe(expected);
  });
});
