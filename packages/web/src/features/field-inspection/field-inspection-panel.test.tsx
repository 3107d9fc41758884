import 'fake-indexeddb/auto';
import type { TFormField } from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { RecordSiteVisitDocument } from '../../shared/graphql/generated/graphql';
import { storeSession } from '../../shared/session/session-storage';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FieldInspectionPanel } from './field-inspection-panel';
import { keepWrite, sendKeptWrites } from './outbox';
import { sendWrite } from './send-write';

const FIELDS: TFormField[] = [
  { id: '1', title: 'Does the site match the plan?', fieldType: 'boolean', order: 1, dbField: 'matches' },
];
const TURN_MOVED = 'The file is no longer at your desk: it went back to the applicant for a shortfall.';

/** The server: answers are refused (the turn moved while the phone was offline); a site visit is taken. */
const siteVisits = operation(RecordSiteVisitDocument);
const server = setupMockServer(
  siteVisits.answer(({ applicationId }) => ({
    recordSiteVisit: { __typename: 'SiteVisit', id: `visit-${applicationId}`, distanceMetres: 12, flag: null },
  })),
);

let officerCount = 0;
function signedInOfficer(): string {
  const id = `panel-${(officerCount += 1)}`;
  storeSession({ accessToken: 'token', firstName: 'Site', lastName: 'Officer', id });
  return id;
}

describe('the site inspection panel', () => {
  it('shows answers the server refused with its reason, keeps them, and copies them for a note', async () => {
    const officerId = signedInOfficer();
    const keys: (string | null)[] = [];
    server.use(
      http.post('/graphql', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ data: null, errors: [{ message: TURN_MOVED, extensions: { code: 'CONFLICT' } }] });
      }),
    );
    const answers = await keepWrite({
      officerId,
      applicationId: '41',
      payload: { kind: 'ANSWERS', formInstanceId: '700', data: JSON.stringify({ matches: { parent_answer: 'No' } }) },
    });
    await sendKeptWrites(officerId, sendWrite);
    expect(keys).toEqual([answers.idempotencyKey]);

    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    // After userEvent.setup(), which puts a clipboard of its own on the page.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'clipboard'));
    renderWithProviders(<FieldInspectionPanel applicationId="41" fields={FIELDS} isSiteInspection={false} />);
    const line = (await screen.findByText('Answers')).closest('li') ?? document.body;
    expect(within(line).getByText('Refused')).toBeTruthy();
    expect(within(line).getByRole('alert').textContent).toBe(
      `The server refused it: ${TURN_MOVED} It stays on this phone.`,
    );
    await user.click(within(line).getByRole('button', { name: 'Copy answers for a note' }));
    expect(writeText).toHaveBeenCalledWith('Does the site match the plan?: No');
    expect(await screen.findByText('The answers are copied. Paste them into a note on this file.')).toBeTruthy();
  });

  it('records "I am at the site" with the position the phone reports and shows it sent', async () => {
    signedInOfficer();
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({
        coords: { latitude: 17.385, longitude: 78.4867, accuracy: 8 },
        timestamp: Date.parse('2026-12-06T05:30:00.000Z'),
      } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'geolocation'));
    const user = userEvent.setup();
    renderWithProviders(<FieldInspectionPanel applicationId="42" fields={FIELDS} isSiteInspection />);
    await user.click(await screen.findByRole('button', { name: 'I am at the site' }));
    const line = (await screen.findByText('At the site')).closest('li') ?? document.body;
    expect(await within(line).findByText('Sent')).toBeTruthy();
    expect(within(line).getByText(/^17\.38500, 78\.48670 \(± 8 m\) at 06-12-2026/)).toBeTruthy();
    expect(siteVisits.sentVariables()).toEqual([
      {
        applicationId: '42',
        position: { latitude: 17.385, longitude: 78.4867, accuracyMetres: 8, capturedAt: '2026-12-06T05:30:00.000Z' },
      },
    ]);
  });
});
