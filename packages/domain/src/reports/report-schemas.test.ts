import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from './report-messages';
import { ZApplicationSearchSchema, ZReportApplicationsQuerySchema, ZReportsQuerySchema } from './report-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('report arguments', () => {
  it.each([
    [{ type: 'CONSOLIDATED' }, undefined],
    [{ type: 'MONTHLY', startDate: '2026-01-01', endDate: '2026-12-31', ulbs: ['GHMC'] }, undefined],
    [{ type: 'ANNUAL', groupBy: 'DISTRICT', applicationTypes: ['OCCUPANCY'] }, undefined],
    [{ type: 'WEEKLY' }, 'Invalid option: expected one of "CONSOLIDATED"|"MONTHLY"|"ANNUAL"'],
    [{ type: 'MONTHLY', startDate: '2026-02-30' }, REPORT_MESSAGES.badDay],
    [{ type: 'MONTHLY', startDate: '2026-03-01', endDate: '2026-02-01' }, REPORT_MESSAGES.startAfterEnd],
  ])('reports %o: %s', (args, message) => {
    const result = ZReportsQuerySchema.safeParse(args);
    expect(result.success).toBe(message === undefined);
    if (message) expect(firstMessage(result)).toBe(message);
  });

  it('takes the summary slugs’ server values for reportApplications', () => {
    expect(ZReportApplicationsQuerySchema.safeParse({ applicationStatus: 'WITH_CITIZEN', perPage: 10 }).success).toBe(
      true,
    );
    expect(ZReportApplicationsQuerySchema.safeParse({ applicationStatus: 'with_citizen' }).success).toBe(false);
  });

  it('needs something to search for', () => {
    expect(firstMessage(ZApplicationSearchSchema.safeParse({ searchParam: '   ' }))).toBe(
      REPORT_MESSAGES.searchRequired,
    );
    expect(ZApplicationSearchSchema.parse({ searchParam: ' GHMC/SC ' }).searchParam).toBe('GHMC/SC');
  });
});
