import {
  FEEDBACK_MESSAGES_TE,
  FEEDBACK_PAGE_SIZE,
  feedbackCategoryLabel,
  type TFeedbackInput,
  type TFeedbackItem,
  type TFeedbackPage,
  type TRestAnswer,
} from '@anumati/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '../../shared/identity/department';
import { changeLanguage } from '../../shared/i18n/i18n';
import { setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FeedbackListPage } from './feedback-list-page';
import { FeedbackPage } from './feedback-page';

/** What the server received: the bodies of POST /api/feedback, the pages asked for, the items marked handled. */
const sent: { feedback: unknown[]; pages: string[]; handled: string[] } = { feedback: [], pages: [], handled: [] };

const item = (id: number, change: Partial<TFeedbackItem> = {}): TFeedbackItem => ({
  id,
  name: null,
  contact: null,
  category: 'SUGGESTION',
  message: `Feedback number ${id}`,
  language: 'en',
  sentBy: null,
  ulbName: null,
  receivedAt: '2026-12-05T05:30:00.000Z',
  handledAt: null,
  handledBy: null,
  ...change,
});

let handledIds = new Set<number>();
const ITEMS = [
  item(42, {
    name: 'Lakshmi',
    contact: '9876543210',
    category: 'ACCESSIBILITY',
    message: '<b>bold?</b>\nSecond line',
    language: 'te',
  }),
  item(41, { sentBy: 'site.one', ulbName: 'GHMC', category: 'PROBLEM' }),
];

const answer = <T,>(data: T) => HttpResponse.json<TRestAnswer<T>>({ success: true, message: '', data });

const server = setupMockServer(
  http.post('/api/feedback', async ({ request }) => {
    sent.feedback.push(await request.json());
    return answer({ id: 7 });
  }),
  http.get('/api/admin/feedback', ({ request }) => {
    const page = new URL(request.url).searchParams.get('page') ?? '';
    sent.pages.push(page);
    const data: TFeedbackPage = {
      page: Number(page),
      totalCount: FEEDBACK_PAGE_SIZE + ITEMS.length,
      totalPages: 2,
      items: ITEMS.map((each) =>
        handledIds.has(each.id) ? { ...each, handledAt: '2026-12-06T06:00:00.000Z', handledBy: 'admin.state' } : each,
      ),
    };
    return answer(data);
  }),
  http.post('/api/admin/feedback/:id/handled', ({ params }) => {
    sent.handled.push(String(params.id));
    handledIds.add(Number(params.id));
    return answer({ id: Number(params.id) });
  }),
);

afterEach(async () => {
  sent.feedback = [];
  sent.pages = [];
  sent.handled = [];
  handledIds = new Set();
  await act(() => changeLanguage('en', { remember: false }));
});

describe('the feedback page (issue 55, GIGW), signed out in Telugu', () => {
  it('says in Telugu what is missing or wrong, and sends nothing until it is right', async () => {
    await act(() => changeLanguage('te', { remember: false }));
    const user = userEvent.setup();
    renderWithProviders(<FeedbackPage />, { path: '/feedback' });
    expect(await screen.findByRole('heading', { level: 1, name: 'అభిప్రాయం' })).toBeTruthy();
    expect(screen.getByRole('link', { name: DEPARTMENT.feedbackEmail }).getAttribute('href')).toBe(
      `mailto:${DEPARTMENT.feedbackEmail}`,
    );
    const form = screen.getByRole('form', { name: 'అభిప్రాయ ఫారం' });
    await user.type(within(form).getByRole('textbox', { name: /ఇ-మెయిల్ లేదా ఫోన్/ }), 'call me');
    await user.click(within(form).getByRole('button', { name: 'అభిప్రాయం పంపండి' }));

    expect(await within(form).findByText(FEEDBACK_MESSAGES_TE.contactInvalid)).toBeTruthy();
    expect(within(form).getByText(FEEDBACK_MESSAGES_TE.categoryRequired)).toBeTruthy();
    expect(within(form).getByText(FEEDBACK_MESSAGES_TE.messageRequired)).toBeTruthy();
    expect(sent.feedback).toEqual([]);
  });

  it('sends the feedback with the page’s language and confirms it plainly', async () => {
    await act(() => changeLanguage('te', { remember: false }));
    const user = userEvent.setup();
    renderWithProviders(<FeedbackPage />, { path: '/feedback' });
    const form = await screen.findByRole('form', { name: 'అభిప్రాయ ఫారం' });
    await user.type(within(form).getByRole('textbox', { name: /మీ పేరు/ }), 'లక్ష్మి');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /ఇది దేని గురించి/ }),
      feedbackCategoryLabel('ACCESSIBILITY', 'te'),
    );
    await user.type(within(form).getByRole('textbox', { name: /మీ అభిప్రాయం/ }), 'అక్షరాలు చిన్నగా ఉన్నాయి.');
    await user.click(within(form).getByRole('button', { name: 'అభిప్రాయం పంపండి' }));

    const title = await screen.findByText('ధన్యవాదాలు: మీ అభిప్రాయం అందింది');
    const confirmation = title.closest('[role="status"]');
    expect(confirmation?.textContent).toContain('శాఖ నిర్వాహకుల కోసం భద్రపరచబడింది');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(sent.feedback).toEqual([
      {
        name: 'లక్ష్మి',
        contact: '',
        category: 'ACCESSIBILITY',
        message: 'అక్షరాలు చిన్నగా ఉన్నాయి.',
        language: 'te',
      } satisfies TFeedbackInput,
    ]);
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('the administrators’ feedback list (issue 55)', () => {
  it('lists the feedback as text, newest first, pages it, and marks an item handled', async () => {
    const user = userEvent.setup();
    renderAsOfficer(server, <FeedbackListPage />, {
      route: '/administration/feedback',
      path: '/administration/feedback',
      officer: { permissionLevel: 'STATE_ADMIN', role: { id: '41', name: 'State Administrator' } },
    });
    const table = await screen.findByRole('table', { name: 'Feedback received' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('<b>bold?</b>'),
      expect.stringContaining('Feedback number 41'),
    ]);
    // A visitor's markup stays text; their name and contact are there to answer them.
    expect(within(rows[0] as HTMLElement).queryByText('bold?', { selector: 'b' })).toBeNull();
    expect(rows[0]?.textContent).toContain('A visitor');
    expect(rows[0]?.textContent).toContain('9876543210');
    expect(rows[0]?.textContent).toContain('Written in తెలుగు');
    expect(rows[1]?.textContent).toContain('Officer site.one');
    expect(rows[1]?.textContent).toContain('GHMC');
    expect(sent.pages).toEqual(['1']);

    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Mark handled: feedback 41' }));
    await waitFor(() => expect(within(table).getByText(/Handled by admin\.state on/)).toBeTruthy());
    expect(sent.handled).toEqual(['41']);
    expect(await screen.findByText('Feedback marked handled')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(sent.pages).toContain('2'));
  });
});
