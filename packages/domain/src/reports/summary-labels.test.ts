import { describe, expect, it } from 'vitest';
import { STATUS_BUCKETS } from './status-buckets';
import {
  bucketOfReportStatus,
  isSummaryLabel,
  reportApplicationStatusOf,
  summaryLabelOf,
  summaryTitle,
  type TSummaryLabel,
} from './summary-labels';

describe('summary slugs (spec 3 §2, §4)', () => {
  it.each<[TSummaryLabel, string, string, string]>([
    ['approved', 'APPROVED', 'approved', 'APPROVED APPLICATIONS'],
    ['rejected', 'REJECTED', 'rejected', 'REJECTED APPLICATIONS'],
    ['verification', 'VERIFICATION_UNDER_PROGRESS', 'under_process', 'VERIFICATION APPLICATIONS'],
    ['with_citizen', 'WITH_CITIZEN', 'with_citizen', 'WITH CITIZEN APPLICATIONS'],
    ['deemed', 'DEEMED', 'deemed', 'DEEMED APPLICATIONS'],
  ])('%s is sent as %s, lists the %s bucket and is titled %s', (label, value, bucket, title) => {
    const status = reportApplicationStatusOf(label);
    expect(status).toBe(value);
    expect(bucketOfReportStatus(status)).toBe(bucket);
    expect(summaryTitle(label)).toBe(title);
  });

  it('leads every status bucket to its page and back', () => {
    for (const bucket of STATUS_BUCKETS) {
      expect(bucketOfReportStatus(reportApplicationStatusOf(summaryLabelOf(bucket)))).toBe(bucket);
    }
  });

  it('knows only the five labels', () => {
    expect(isSummaryLabel('with_citizen')).toBe(true);
    expect(isSummaryLabel('received')).toBe(false);
    expect(isSummaryLabel('APPROVED')).toBe(false);
  });
});
