import { describe, expect, it } from 'vitest';
import { applicationIdentifierAppliedOn, applicationIdentifierFor } from './application-identifier';

describe('an application’s number', () => {
  it('names the authority, the kind, the UTC year of the application and the id in six digits', () => {
    const appliedOn = new Date('2026-12-31T20:00:00Z'); // 1 January 2027 in India, still 2026 in UTC
    expect(applicationIdentifierFor({ authorityCode: 'HMDA', kind: 'COMPOUND_WALL', appliedOn, id: 37 })).toBe(
      'HMDA/CW/2026/000037',
    );
  });

  it('moves to another year with its application, and only its year', () => {
    expect(applicationIdentifierAppliedOn('NUDA/REG/2026/000007', new Date('2027-01-05T04:00:00Z'))).toBe(
      'NUDA/REG/2027/000007',
    );
    expect(applicationIdentifierAppliedOn('GHMC/FLAY/2026/1234567', new Date('2026-03-01T00:00:00Z'))).toBe(
      'GHMC/FLAY/2026/1234567',
    );
  });

  it('leaves a draft’s placeholder as it is', () => {
    expect(applicationIdentifierAppliedOn('DRAFT/12', new Date('2027-01-05T04:00:00Z'))).toBe('DRAFT/12');
  });
});
