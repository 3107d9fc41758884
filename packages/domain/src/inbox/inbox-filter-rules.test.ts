import { describe, expect, it } from 'vitest';
import { hiddenStatusesFor, INBOX_FILTER_RULES } from './inbox-filter-rules';
import { LIST_FILTERS } from './list-filter';

describe('inbox filter rules', () => {
  it('defines a rule for every filter', () => {
    for (const filter of LIST_FILTERS) expect(INBOX_FILTER_RULES[filter]).toBeDefined();
  });

  it('keeps decided files out of the review tab', () => {
    expect(INBOX_FILTER_RULES.REVIEW.excludeStatuses).toEqual(
      expect.arrayContaining(['ACCEPTED', 'REJECTED', 'DEEMED']),
    );
  });

  it('hides fee verification from site and title verification only (spec 1 §6)', () => {
    expect(hiddenStatusesFor('SITE_VERIFICATION')).toEqual(['FEE_VERIFICATION']);
    expect(hiddenStatusesFor('TITLE_VERIFICATION')).toEqual(['FEE_VERIFICATION']);
    expect(hiddenStatusesFor('TECHNICAL_VERIFICATION')).toEqual([]);
  });
});
