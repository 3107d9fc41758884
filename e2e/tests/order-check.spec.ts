import { ORDER_MESSAGES } from '@anumati/domain';
import { createHash } from 'node:crypto';
import { axeOn } from '../support/axe';
import { expect, test } from '../support/csp';
import { graphqlAs, officerApplications, restData } from '../support/officer-api';
import { openSignedIn } from '../support/signed-in';

const ORDER_NUMBER = /TSB-\d{4}(-[0-9A-Z]{4}){3}/;

test('[ORDERS] the public check tells the issued PDF from a copy with one byte changed, sending only its hash', async ({
  page,
  browser,
}) => {
  test.slow();
  // GHMC's last instant approval at the decision (the other tests take the first ones), approved over the API as
  // the commissioner's console would: a note, then the decision.
  await openSignedIn(page, 'commissioner.ghmc');
  const waiting = (await officerApplications(page)).filter(
    (file) =>
      file.status === 'PROCEEDINGS_IN_PROGRESS' &&
      file.applicationType === 'SELF CERTIFICATION' &&
      file.approvalFor === 'BUILDING',
  );
  const file = waiting.at(-1);
  if (!file) throw new Error('no GHMC instant approval waiting for the decision');
  await graphqlAs(
    page,
    `mutation ($id: ID!) { createComment(applicationId: $id, comment: "<p>In order</p>") { id } }`,
    {
      id: file.id,
    },
  );
  const decided = await graphqlAs<{ updateApplicationStatus: { status: string } }>(
    page,
    `mutation ($id: ID!) { updateApplicationStatus(applicationId: $id, status: "ACCEPTED", finalRemark: "Approved") { status } }`,
    { id: file.id },
  );
  expect(decided.data.updateApplicationStatus.status).toBe('ACCEPTED');

  // The order as the server issued it, downloaded through its Certificates link.
  const { certificates } = await restData<{ certificates: Record<string, string> }>(
    page,
    `applications/${file.id}/certificates`,
  );
  const [name, url] =
    Object.entries(certificates).find(([title]) => title.startsWith('Building Permission Order')) ?? [];
  const number = ORDER_NUMBER.exec(name ?? '')?.[0] ?? '';
  expect(number).toMatch(ORDER_NUMBER);
  const issued = await (await page.request.get(url ?? '')).body();
  expect(issued.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const tampered = Buffer.from(issued);
  const at = Math.floor(tampered.length / 2);
  tampered[at] = (tampered[at] ?? 0) ^ 1;

  // Anyone holding it, without signing in.
  const visitor = await (await browser.newContext()).newPage();
  const sentPaths: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().includes('/api/')) sentPaths.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await visitor.goto(`/verify-order/${number}`);
  await expect(visitor.getByText(ORDER_MESSAGES.genuine)).toBeVisible();
  await expect(visitor.getByRole('main')).toBeVisible();
  const copy = visitor.getByLabel('PDF of the order');

  await copy.setInputFiles({ name: `${number}.pdf`, mimeType: 'application/pdf', buffer: issued });
  const matches = visitor.getByRole('status').filter({ hasText: 'The copy is the order as issued' });
  await expect(matches).toContainText(ORDER_MESSAGES.copyMatches);
  await expect(matches).toContainText(createHash('sha256').update(issued).digest('hex'));

  await copy.setInputFiles({ name: `${number}.pdf`, mimeType: 'application/pdf', buffer: tampered });
  const differs = visitor.getByRole('alert').filter({ hasText: 'The copy is not the order as issued' });
  await expect(differs).toContainText(ORDER_MESSAGES.copyDiffers);
  await expect(differs).toContainText(createHash('sha256').update(tampered).digest('hex'));
  await expect(matches).toHaveCount(0);

  // Only the hashes went to the server, by GET: the file never left the browser.
  expect(sentPaths.filter((sent) => sent.includes('/copy-check'))).toEqual([
    `GET /api/public/orders/${number}/copy-check`,
    `GET /api/public/orders/${number}/copy-check`,
  ]);
  expect(sentPaths.every((sent) => sent.startsWith('GET '))).toBe(true);
  expect((await (await axeOn(visitor)).analyze()).violations).toEqual([]);
});
