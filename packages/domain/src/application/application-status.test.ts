import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, isApplicationStatus, statusLabel } from './application-status';

describe('statusLabel', () => {
  it.each([
    ['VERIFICATION_UNDER_PROGRESS', undefined, 'VERIFICATION UNDER PROGRESS'],
    ['PROCEEDINGS_IN_PROGRESS', undefined, 'FINAL PROCESSING'],
    ['DEEMED', 'SINGLE WINDOW', 'DEEMED APPROVED'],
    ['REJECTED', 'SELF CERTIFICATION', 'REVOKED'],
    ['REJECTED', 'REGISTRATION', 'REVOKED'],
    ['REJECTED', 'SINGLE WINDOW', 'REJECTED'],
    ['REJECTED', 'OCCUPANCY', 'REJECTED'],
    ['ACCEPTED', 'REGISTRATION', 'ACCEPTED'],
  ] as const)('shows %s of %s as %s', (status, type, label) => {
    expect(statusLabel(status, type)).toBe(label);
  });

  it('never shows an underscore', () => {
    for (const status of APPLICATION_STATUSES) expect(statusLabel(status)).not.toContain('_');
  });

  it('recognises only known statuses, with the spec spelling', () => {
    expect(isApplicationStatus('PAYMENT_INTIATED')).toBe(true);
    expect(isApplicationStatus('PAYMENT_INITIATED')).toBe(false);
  });
});
