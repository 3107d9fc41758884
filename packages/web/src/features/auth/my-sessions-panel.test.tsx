import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EndOtherSessionsDocument,
  EndSessionDocument,
  MySessionsDocument,
} from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { TOfficerSession } from './api/my-sessions.query';
import { MySessionsPanel } from './my-sessions-panel';

const OFFICE: TOfficerSession = {
  id: '11',
  createdAt: '2026-11-02T04:30:00.000Z',
  lastSeenAt: '2026-11-02T05:29:00.000Z',
  endsAt: '2026-11-02T05:34:00.000Z',
  ipAddress: '203.0.113.5',
  userAgent: 'Mozilla/5.0 Chrome/131.0',
  isCurrent: true,
};
const PHONE: TOfficerSession = {
  ...OFFICE,
  id: '12',
  ipAddress: '198.51.100.9',
  userAgent: 'Android',
  isCurrent: false,
};

const endSession = operation(EndSessionDocument);
const endOtherSessions = operation(EndOtherSessionsDocument);
const server = setupMockServer();

/** A server with sessions in memory that answers the three operations as the real one does. */
function answerSessions(initial: TOfficerSession[]) {
  let sessions = [...initial];
  server.use(
    operation(MySessionsDocument).answer(() => ({ mySessions: sessions })),
    endSession.answer(({ id }) => {
      sessions = sessions.filter((session) => session.id !== id);
      return { endSession: { success: true, message: 'Session ended' } };
    }),
    endOtherSessions.answer(() => {
      sessions = sessions.filter((session) => session.isCurrent);
      return { endOtherSessions: { success: true, message: 'Other sessions ended' } };
    }),
  );
}

// The first render loads Mantine's table on a cold worker: a busy machine needs more than the default 5 s.
describe('MySessionsPanel', { timeout: 60_000 }, () => {
  it('lists the sessions with their address and browser, the current one marked and not endable', async () => {
    answerSessions([OFFICE, PHONE]);
    renderWithProviders(<MySessionsPanel />);
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const current = within(table).getByRole('row', { name: /203\.0\.113\.5/ });
    expect(within(current).getByText('This session')).toBeTruthy();
    expect(within(current).queryByRole('button')).toBeNull();
    expect(within(table).getByRole('row', { name: /198\.51\.100\.9/ }).textContent).toContain('Android');
  });

  it('ends another session and reads the list again', async () => {
    answerSessions([OFFICE, PHONE]);
    renderWithProviders(<MySessionsPanel />);
    const phoneRow = await screen.findByRole('row', { name: /198\.51\.100\.9/ });
    await userEvent.click(within(phoneRow).getByRole('button', { name: /End the session/ }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /198\.51\.100\.9/ })).toBeNull());
    expect(endSession.sentVariables()).toEqual([{ id: '12' }]);
    expect(screen.getByText('No other session is open.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toHaveProperty('disabled', true);
  });

  it('ends all the other sessions at once', async () => {
    answerSessions([OFFICE, PHONE, { ...PHONE, id: '13', ipAddress: '198.51.100.10' }]);
    renderWithProviders(<MySessionsPanel />);
    await screen.findByRole('row', { name: /198\.51\.100\.10/ });
    await userEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /198\.51\.100/ })).toBeNull());
    expect(endOtherSessions.sentVariables()).toHaveLength(1);
    expect(screen.getByRole('row', { name: /203\.0\.113\.5/ })).toBeTruthy();
  });
});

describe('MySessionsPanel in Telugu', { timeout: 60_000 }, () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('names the table and its columns in Telugu and writes the dates for te-IN, in India’s time', async () => {
    answerSessions([OFFICE, PHONE]);
    await changeLanguage('te', { remember: false });
    renderWithProviders(<MySessionsPanel />);
    const table = await screen.findByRole('table', { name: 'మీ సెషన్‌లు' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('columnheader', { name: 'బ్రౌజర్' })).toBeTruthy();
    const signedIn = new Date(OFFICE.createdAt).toLocaleString('te-IN', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(within(table).getAllByText(signedIn).length).toBeGreaterThan(0);
    expect(within(table).getByText('ఈ సెషన్')).toBeTruthy();
  });
});
