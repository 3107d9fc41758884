import { describe, expect, it } from 'vitest';
import { completedOn, proposalFlowEntries, type TFlowStage } from './proposal-flow';

const officer = (officerLevel: string, forwardedDate: string | null) => ({
  officerLevel,
  officerName: `Officer ${officerLevel}`,
  officerRole: 'Role',
  action: forwardedDate ? 'RECOMMENDED' : 'IN_PROCESS',
  receivedDate: '2026-11-01T05:00:00.000Z',
  forwardedDate,
});
const technical: TFlowStage = {
  name: 'TECHNICAL VERIFICATION',
  status: 'RECOMMENDED',
  dueDays: 7,
  stageOfficers: [officer('L1', '2026-11-03T05:00:00.000Z'), officer('L2', '2026-11-05T05:00:00.000Z')],
};
const decision: TFlowStage = {
  name: 'VERIFICATION',
  status: 'ACCEPTED',
  dueDays: 5,
  stageOfficers: [officer('L1', '2026-11-07T05:00:00.000Z')],
};

describe('proposal flow (spec 1 §2.6)', () => {
  it('relabels the technical L2 entry as the fee adjustment', () => {
    expect(proposalFlowEntries([technical]).map((entry) => entry.stageName)).toEqual([
      'TECHNICAL VERIFICATION',
      'TECHNICAL VERIFICATION - FEE ADJUSTMENT',
    ]);
    expect(proposalFlowEntries([{ ...technical, stageOfficers: [officer('L2', null)] }])[0]?.stageName).toBe(
      'TECHNICAL VERIFICATION',
    );
  });

  it('shows the completed-on date for accepted or revoked files with no stage in process', () => {
    expect(completedOn('ACCEPTED', [technical, decision])).toBe('2026-11-07T05:00:00.000Z');
    expect(completedOn('REVOKED', [technical, decision])).toBe('2026-11-07T05:00:00.000Z');
    expect(completedOn('REJECTED', [technical, decision])).toBeNull();
    expect(completedOn('ACCEPTED', [technical, { ...decision, status: 'IN_PROCESS' }])).toBeNull();
  });
});
