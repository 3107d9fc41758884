import { ADMINISTRATION_VALUE_MESSAGES as SAY, headerLineMessage, headerProblems } from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { ADMIN_GHMC } from './administration.fixture';
import type { TImportReport } from './api/officer-import';
import { ImportPage } from './import-page';

const HEADER = 'username,first_name,last_name,mobile,email,role,ulb,line_department';
const BAD = `${HEADER}\nsite.ghmc.new,Ravi,Kumar,98765,,Site Inspector,GHMC,\ntitle.ghmc.new,Sita,Devi,9876500001,,Title Inspector,GHMC,\n`;
const GOOD = `${HEADER}\nsite.ghmc.new,Ravi,Kumar,9876500002,,Site Inspector,GHMC,\ntitle.ghmc.new,Sita,Devi,9876500001,,Title Inspector,GHMC,\n`;

/** What the server was sent: whether a dry run, the type and the file's text. */
const sent: { dryRun: string | null; type: string | null; text: string }[] = [];

/** The server's import: a row with a short mobile is refused by its number; otherwise every row goes in. */
const importHandler = http.post('/api/admin/officers/import', async ({ request }) => {
  const text = await request.text();
  const dryRun = new URL(request.url).searchParams.get('dryRun');
  sent.push({ dryRun, type: request.headers.get('content-type'), text });
  const isBad = text.includes('98765,');
  const report: TImportReport = {
    totalRows: 2,
    validRows: isBad ? 1 : 2,
    imported: isBad || dryRun === 'true' ? 0 : 2,
    rows: [
      {
        row: 2,
        username: 'site.ghmc.new',
        problems: isBad ? ['Mobile number: 10 digits starting with 6, 7, 8 or 9'] : [],
      },
      { row: 3, username: 'title.ghmc.new', problems: [] },
    ],
  };
  return HttpResponse.json(report);
});

const server = setupMockServer(importHandler);

const csv = (text: string) => new File([text], 'officers.csv', { type: 'text/csv' });

describe('the officers import (issue 52 §3)', () => {
  it('checks a file first, names the bad row, imports only the same file checked clean, then says so', async () => {
    sent.length = 0;
    const user = userEvent.setup();
    renderAsOfficer(server, <ImportPage />, {
      route: '/administration/import',
      path: '/administration/import',
      officer: ADMIN_GHMC,
    });
    const chooser = await screen.findByRole('button', { name: 'Choose a file (CSV or xlsx)' });
    const input =
      chooser.parentElement?.querySelector('input[type="file"]') ?? document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    expect(screen.getByRole('button', { name: 'Check file' })).toHaveProperty('disabled', true);

    await user.upload(input, csv(BAD));
    expect(screen.getByText('Chosen: officers.csv')).toBeTruthy();
    const importButton = screen.getByRole('button', { name: 'Import 0 officers' });
    expect(importButton).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const problems = await screen.findByRole('table', { name: 'Rows with problems' });
    const row = within(problems).getByRole('row', { name: /site\.ghmc\.new/ });
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('Mobile number: 10 digits starting with 6, 7, 8 or 9')).toBeTruthy();
    expect(screen.getByText('1 row has problems. Correct the file, choose it again and check it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 1 officer' })).toHaveProperty('disabled', true);

    await user.upload(input, csv(GOOD));
    expect(screen.queryByRole('table', { name: 'Rows with problems' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('2 officers are ready to be imported.')).toBeTruthy();
    const importTwo = screen.getByRole('button', { name: 'Import 2 officers' });
    expect(importTwo).toHaveProperty('disabled', false);
    await user.click(importTwo);
    expect(await screen.findByText('2 officers imported. Each gets an SMS code to set their password.')).toBeTruthy();
    expect(sent.map(({ dryRun, type }) => [dryRun, type])).toEqual([
      ['true', 'text/csv'],
      ['true', 'text/csv'],
      ['false', 'text/csv'],
    ]);
    expect(sent[2]?.text).toBe(GOOD);
  });
});

describe('the officers import in Telugu', () => {
  it('says a refused header line and each row problem in Telugu, the values as the file wrote them', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/admin/officers/import', async ({ request }) => {
        const text = await request.text();
        if (text.startsWith('username,colour')) {
          const problems = headerProblems(text.split('\n')[0]?.split(',') ?? []);
          return HttpResponse.json({ message: headerLineMessage(problems) }, { status: 400 });
        }
        const report: TImportReport = {
          totalRows: 1,
          validRows: 0,
          imported: 0,
          rows: [
            {
              row: 2,
              username: 'site.ghmc',
              problems: [
                SAY.unknownRoleNamed('Site Inspectr'),
                SAY.usernameExists('site.ghmc'),
                SAY.mobileTwice('9876500001'),
              ],
            },
          ],
        };
        return HttpResponse.json(report);
      }),
    );
    await changeLanguage('te', { remember: false });
    renderAsOfficer(server, <ImportPage />, {
      route: '/administration/import',
      path: '/administration/import',
      officer: ADMIN_GHMC,
    });
    const chooser = await screen.findByRole('button', { name: 'ఫైల్ ఎంచుకోండి (CSV లేదా xlsx)' });
    const input =
      chooser.parentElement?.querySelector('input[type="file"]') ?? document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');

    await user.upload(input, csv('username,colour\nsite.ghmc,red\n'));
    await user.click(screen.getByRole('button', { name: 'ఫైల్ తనిఖీ చేయండి' }));
    expect(
      await screen.findByText(
        'హెడర్ లైన్‌లో లోపాలు: తెలియని కాలమ్ "colour"; కాలమ్ "first_name" లేదు; కాలమ్ "last_name" లేదు; కాలమ్ "mobile" లేదు; కాలమ్ "role" లేదు',
      ),
    ).toBeTruthy();

    await user.upload(input, csv(`${HEADER}\nsite.ghmc,Ravi,Kumar,9876500001,,Site Inspectr,GHMC,\n`));
    await user.click(screen.getByRole('button', { name: 'ఫైల్ తనిఖీ చేయండి' }));
    const problems = await screen.findByRole('table', { name: 'సమస్యలు ఉన్న వరుసలు' });
    const row = within(problems).getByRole('row', { name: /site\.ghmc/ });
    expect(within(row).getByText('తెలియని పాత్ర "Site Inspectr"')).toBeTruthy();
    expect(within(row).getByText('వినియోగదారు పేరు "site.ghmc" ఇప్పటికే ఉంది')).toBeTruthy();
    expect(within(row).getByText('మొబైల్ నంబర్ 9876500001 ఫైల్‌లో రెండుసార్లు ఉంది')).toBeTruthy();
    expect(within(row).queryByText(/Unknown|already exists|twice/)).toBeNull();
  });
});
