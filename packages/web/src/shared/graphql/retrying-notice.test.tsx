import { SERVICE_MESSAGES, SERVICE_MESSAGES_TE } from '@anumati/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { changeLanguage } from '../i18n/i18n';
import { sendWithRetry } from './request-retry';

/** A request refused once, whose pause before the retry lasts until the test lets it end. */
function refusedOnce() {
  let endPause = () => {};
  let sent = 0;
  const answer = sendWithRetry(async () => new Response('{}', { status: ++sent === 1 ? 503 : 200 }), {
    isRepeatable: true,
    sleep: () =>
      new Promise<void>((resolve) => {
        endPause = resolve;
      }),
  });
  return { answer, endPause: () => endPause() };
}

describe('the "retrying" line (issue 50 §3)', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('says calmly that the console is retrying while a request waits, and goes when it is answered', async () => {
    renderWithProviders(<p>Inbox</p>);
    expect(screen.queryByRole('status')).toBeNull();
    const request = refusedOnce();
    expect((await screen.findByRole('status')).textContent).toBe(SERVICE_MESSAGES.retrying);
    await act(async () => {
      request.endPause();
      await request.answer;
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('says it in Telugu on a Telugu screen', async () => {
    await changeLanguage('te', { remember: false });
    renderWithProviders(<p>Inbox</p>);
    const request = refusedOnce();
    expect((await screen.findByRole('status')).textContent).toBe(SERVICE_MESSAGES_TE.retrying);
    await act(async () => {
      request.endPause();
      await request.answer;
    });
  });
});
