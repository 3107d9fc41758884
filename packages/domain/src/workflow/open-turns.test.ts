import { describe, expect, it } from 'vitest';
import { openTurnsOf } from './open-turns';
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
