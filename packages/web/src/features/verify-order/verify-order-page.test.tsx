import {
  DEEMED_ISSUER,
  ORDER_MESSAGES,
  type TOrderCopyCheck,
  type TPublicOrder,
  type TRestAnswer,
} from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { answerRestGet, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { VerifyOrderPage } from './verify-order-page';

const ORDER: TPublicOrder = {
  number: 'TSB-2026-7KQ3-M9XD-2P4T',
  title: 'Building Permission Order',
  kind: 'PERMIT',
  applicationIdentifier: 'GHMC/SC/2026/000123',
  ulbName: 'Greater Hyderabad Municipal Corporation',
  issuedAt: '2026-11-20T06:30:00.000Z',
  issuedBy: { name: 'Ravi Kumar', designation: 'Municipal Commissioner' },
  sha256: 'ab'.repeat(32),
  pdfUrl: '/api/v1/media/files/orders/1/TSB-2026-7KQ3-M9XD-2P4T.pdf?expires=1&signature=x',
};

const server = setupMockServer();

/** Every request the page sent, answered or not, oldest first: its method, address (path and query) and body. */
const sent: { method: string; address: string; body: ReadableStream | null }[] = [];
server.events.on('request:start', ({ request }) => {
  const { pathname, search } = new URL(request.url);
  sent.push({ method: request.method, address: `${pathname}${search}`, body: request.body });
});
// Before each test rather than after: what a test still had on its way as it ended is not the next one's first.
beforeEach(() => {
  sent.length = 0;
});

/** GET /api/public/orders/{number}, whatever the number: the order found, in the spec's envelope. */
const answerOrder = (order: TPublicOrder) => answerRestGet('/api/public/orders/:number', () => order);

const renderAt = (number: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/verify-order/:number" element={<VerifyOrderPage />} />
    </Routes>,
    { path: `/verify-order/${number}` },
  );

describe('VerifyOrderPage (issue 16 item 5)', () => {
  it('shows a genuine order’s particulars, its hash and the PDF to download', async () => {
    server.use(answerOrder(ORDER));
    renderAt(ORDER.number);
    expect(await screen.findByText(ORDER_MESSAGES.genuine)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Order particulars' });
    for (const text of [
      'Building Permission Order',
      'GHMC/SC/2026/000123',
      '20-11-2026',
      'Ravi Kumar, Municipal Commissioner',
    ]) {
      expect(within(table).getByText(text)).toBeTruthy();
    }
    expect(within(table).getByText(ORDER.sha256)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the order PDF' }).getAttribute('href')).toBe(ORDER.pdfUrl);
    expect(sent[0]?.address).toBe(`/api/public/orders/${ORDER.number}`);
  });

  it('names the act as the signatory of a deemed order', async () => {
    server.use(answerOrder({ ...ORDER, kind: 'DEEMED_APPROVAL', issuedBy: null }));
    renderAt(ORDER.number);
    expect(await screen.findByText(DEEMED_ISSUER)).toBeTruthy();
  });

  it('says clearly when no order has the number', async () => {
    server.use(
      http.get('/api/public/orders/:number', () =>
        HttpResponse.json({ success: false, message: ORDER_MESSAGES.notFound }, { status: 404 }),
      ),
    );
    renderAt('TSB-2026-0000-0000-0000');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(ORDER_MESSAGES.notFound)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

/** The order's check, then the copy check of whatever hash the page sends. */
function answerOrderAndCopies(issuedSha256: string) {
  server.use(
    answerOrder(ORDER),
    http.get('/api/public/orders/:number/copy-check', ({ request }) => {
      const isIssuedCopy = new URL(request.url).searchParams.get('sha256') === issuedSha256;
      return HttpResponse.json<TRestAnswer<TOrderCopyCheck>>({
        success: true,
        message: isIssuedCopy ? ORDER_MESSAGES.copyMatches : ORDER_MESSAGES.copyDiffers,
        data: { number: ORDER.number, isIssuedCopy },
      });
    }),
  );
}

async function hex(bytes: Uint8Array<ArrayBuffer>) {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('VerifyOrderPage: checking a copy (issue 57)', () => {
  const issued = new TextEncoder().encode('%PDF-1.7 the order as issued');

  it('hashes the chosen PDF in the browser, sends only the hash, and says the copy is the one issued', async () => {
    answerOrderAndCopies(await hex(issued));
    renderAt(ORDER.number);
    await userEvent.upload(
      await screen.findByLabelText('PDF of the order'),
      new File([issued], 'order.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('status', { name: /The copy is the order as issued/ })).toBeTruthy();
    expect(screen.getByText(ORDER_MESSAGES.copyMatches)).toBeTruthy();
    expect(screen.getByText(await hex(issued))).toBeTruthy();
    expect(sent.map((request) => request.address)).toContain(
      `/api/public/orders/${ORDER.number}/copy-check?sha256=${await hex(issued)}`,
    );
    // Only GETs: the file itself is never sent.
    for (const request of sent) {
      expect(request.method).toBe('GET');
      expect(request.body).toBeNull();
    }
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('says a copy with one byte changed is not the order issued', async () => {
    answerOrderAndCopies(await hex(issued));
    renderAt(ORDER.number);
    const tampered = Uint8Array.from(issued);
    tampered[3] = (tampered[3] ?? 0) ^ 1;
    await userEvent.upload(
      await screen.findByLabelText('PDF of the order'),
      new File([tampered], 'order.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert', { name: /The copy is not the order as issued/ })).toBeTruthy();
    expect(screen.getByText(ORDER_MESSAGES.copyDiffers)).toBeTruthy();
  });
});

describe('VerifyOrderPage in Telugu (issue 19)', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('switches to Telugu on the page itself: the particulars, their heading and the download', async () => {
    server.use(answerOrder(ORDER));
    renderAt(ORDER.number);
    await screen.findByRole('table', { name: 'Order particulars' });
    await userEvent.click(screen.getByRole('button', { name: 'తెలుగు' }));
    expect(await screen.findByRole('heading', { name: 'ఉత్తర్వు పరిశీలన' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'ఉత్తర్వు వివరాలు' });
    expect(within(table).getByText('జారీ తేదీ')).toBeTruthy();
    expect(within(table).getByText('20-11-2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ఉత్తర్వు PDF డౌన్‌లోడ్ చేయండి' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'మీ వద్ద ఉన్న ప్రతిని తనిఖీ చేయండి' })).toBeTruthy();
    expect(screen.getByLabelText('ఉత్తర్వు PDF')).toBeTruthy();
    expect(document.documentElement.lang).toBe('te');
  });
});
