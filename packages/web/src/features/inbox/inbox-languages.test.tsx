import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ApplicationsByDateAndTypeFilterDocument,
  InboxTabCountsDocument,
} from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { expectTeluguAndAccessible } from '../../testing/expect-telugu-screen';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { PostVerificationPage } from './post-verification-page';

const server = setupMockServer(
  operation(ApplicationsByDateAndTypeFilterDocument).answer(() => ({
    applicationsByDateAndTypeFilter: { totalCount: 0, totalPages: 1, isTotalCountBounded: false, records: [] },
  })),
  operation(InboxTabCountsDocument).answer(() => ({ inboxTabCounts: [{ filter: 'REVIEW', count: 0 }] })),
);

/** Issue 56 §1: the languages check of the inbox's states, beside the screen (the filled inbox is the crawl's). */
describe('the inbox in Telugu', { timeout: 60_000 }, () => {
  it('a search that finds nothing: no English left, sort controls included, no WCAG violation', async () => {
    await changeLanguage('te', { remember: false });
    sessionStorage.setItem('penaltyAlertShown', 'yes');
    matchEveryMediaQuery();
    renderAsOfficer(server, <PostVerificationPage />, {
      route: '/post-verification',
      path: '/post-verification?tab=ALL&q=NO-SUCH-FILE',
    });
    expect(await screen.findByText('డేటా ఏదీ కనుగొనబడలేదు')).toBeTruthy();
    // mantine-datatable's own English names of the sort icons are replaced (shared/tables/sort-icons.tsx).
    expect(screen.getAllByRole('img', { name: /^(ఆరోహణ|అవరోహణ) క్రమంలో ఉంది$/ })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'క్రమంలో అమర్చలేదు' })).toHaveLength(1);
    await expectTeluguAndAccessible('an inbox search that finds nothing');
  });
});
