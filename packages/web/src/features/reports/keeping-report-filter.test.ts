import { describe, expect, it } from 'vitest';
import { keepingReportFilter } from './use-report-filter';

describe('keepingReportFilter', () => {
  it('keeps the authority, district and ULB chosen and drops the lists of the view left', () => {
    const current = new URLSearchParams(
      'tab=REGISTRATION&district=Hyderabad&district=Medchal&ulb=GHMC&delayed-files-page=3&delayed-files-sort=due',
    );
    expect(keepingReportFilter(current, { tab: 'SINGLE_WINDOW' }).toString()).toBe(
      'district=Hyderabad&district=Medchal&ulb=GHMC&tab=SINGLE_WINDOW',
    );
  });

  it('writes only the view when no filter is chosen', () => {
    expect(keepingReportFilter(new URLSearchParams('page=2'), { tab: 'SINGLE_WINDOW' }).toString()).toBe(
      'tab=SINGLE_WINDOW',
    );
  });
});
