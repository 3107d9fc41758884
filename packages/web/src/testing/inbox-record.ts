import type { TInboxRecord } from '../shared/application/applications-by-date-and-type-filter.query';

/**
 * A row of the inbox's list as the server sends it: a self-certification file received on 2 November 2026 and
 * in review; a test names only what its screen shows.
 */
export function inboxRecord(overrides: Partial<TInboxRecord> = {}): TInboxRecord {
  return {
    id: '41',
    applicationIdentifier: 'NZP/2026/0041',
    applicationType: 'SELF CERTIFICATION',
    approvalFor: 'BUILDING',
    status: 'SUBMITTED',
    officerStageStatus: 'IN_PROCESS',
    isShowCauseRaised: false,
    additional: 'NO',
    revision: 'NO',
    additionalType: null,
    dangerDate: null,
    deemedDate: null,
    deemedDueDate: null,
    appliedOn: '2026-11-02',
    receivedDate: '2026-11-02T04:30:00.000Z',
    assignedDate: '2026-11-02T04:30:00.000Z',
    dueDate: null,
    applicant: { applicantName: 'K. Lakshmi' },
    property: { actualPlotArea: 1234.5 },
    ...overrides,
  };
}
