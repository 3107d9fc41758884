import { LIST_PAGE_SIZE } from '@anumati/domain';
import { describe, expect, it } from 'vitest';
import type { TInboxState } from './use-inbox-state';
import { inboxVariables } from './use-post-verification-page';

const STATE: TInboxState = {
  flow: 'post-verification',
  filter: 'REVIEW',
  search: '',
  page: 1,
  sortBy: 'receivedDate',
  order: 'ASC',
  receivedDate: '',
  statuses: [],
  applicationTypes: [],
  dueDayColours: [],
};

describe('inboxVariables: what the inbox asks the server for', () => {
  it.each<[string, Partial<TInboxState>, object]>([
    [
      'the first tab, page 1, old to new by received date',
      {},
      { filter: 'REVIEW', page: 1, perPage: LIST_PAGE_SIZE, receivedDateSort: 'ASC' },
    ],
    ['the assigned date, new to old', { sortBy: 'assignedDate', order: 'DESC' }, { assignedDateSort: 'DESC' }],
    [
      'a search, a day and the filters',
      { search: 'Lakshmi', receivedDate: '2026-11-02', statuses: ['SUBMITTED'], dueDayColours: ['red'] },
      { searchParam: 'Lakshmi', receivedDateParam: '2026-11-02', status: ['SUBMITTED'], dueDayColour: ['red'] },
    ],
    [
      'the single-window flow, whatever types the filter names',
      { flow: 'single-window', applicationTypes: ['SELF CERTIFICATION'] },
      { applicationType: ['SINGLE WINDOW'] },
    ],
  ])('%s', (_, change, expected) => {
    expect(inboxVariables({ ...STATE, ...change })).toMatchObject(expected);
  });

  it('leaves out what the officer has not chosen, and sends one sort only', () => {
    const variables = inboxVariables(STATE);
    for (const key of ['searchParam', 'receivedDateParam', 'status', 'applicationType', 'dueDayColour']) {
      expect(variables).toHaveProperty(key, undefined);
    }
    expect(variables).not.toHaveProperty('assignedDateSort');
  });
});
