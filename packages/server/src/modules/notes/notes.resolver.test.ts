import { NOTE_MESSAGES } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../testing/fixtures';
import { signInHereAndElsewhere, type TTeamMember } from '../../testing/signed-in-team';
import { demoPdf } from '../../seed/demo-documents';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { actualText, pdfText } from '../../testing/pdf-text';
import { uploadPdf } from '../../testing/uploads';
import { auditEvents } from '../audit/audit.table';
import { media } from '../storage/media.table';

const CREATE = `mutation ($applicationId: ID!, $comment: String!, $attachmentUrl: String, $mediaId: ID) {
  createComment(applicationId: $applicationId, comment: $comment, attachmentUrl: $attachmentUrl, mediaId: $mediaId) {
    id comment attachmentUrl attachmentName active createdAt application { id isShowCauseRaised }
    officer { firstName role { name } }
  }
}`;
const LIST = `query ($applicationId: ID!, $officerId: ID, $active: Boolean) {
  applicationComments(applicationId: $applicationId, officerId: $officerId, active: $active) { id comment officer { id } }
}`;

let t: TTestApp;
let team: Record<'site' | 'title' | 'outsider', TTeamMember>;
let tokens: Record<'site' | 'title' | 'outsider', string>;
let applicationId: number;
let otherApplicationId: number;
let titleId: number;
/** A file whose title turn the title officer has submitted: now at the site officer's turn. */
let passedApplicationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const signedIn = await signInHereAndElsewhere(t, ({ here, elsewhere }) => ({
    site: { role: 'Site Inspector', jurisdiction: here },
    title: { role: 'Title Inspector', jurisdiction: here },
    outsider: { role: 'Site Inspector', jurisdiction: elsewhere },
  }));
  team = signedIn.team;
  const { here } = signedIn;
  const { site, title } = team;
  titleId = title.id;
  const application = await createApplication(db, {
    ulbId: here.ulb.id,
    appliedOn: t.clock.now(),
    stages: [{ name: 'SITE VERIFICATION', officerId: site.id, receivedDate: t.clock.now() }],
  });
  applicationId = application.id;
  const other = await createApplication(db, {
    ulbId: here.ulb.id,
    appliedOn: t.clock.now(),
    stages: [{ name: 'SITE VERIFICATION', officerId: site.id, receivedDate: t.clock.now() }],
  });
  otherApplicationId = other.id;
  const passed = await createApplication(db, {
    ulbId: here.ulb.id,
    appliedOn: t.clock.now(),
    stages: [
      {
        name: 'TITLE VERIFICATION',
        stageKey: 'TITLE',
        officerId: title.id,
        action: 'SUBMITTED',
        receivedDate: t.clock.now(),
      },
      { name: 'SITE VERIFICATION', officerId: site.id, receivedDate: t.clock.now() },
    ],
  });
  passedApplicationId = passed.id;
  tokens = { site: site.token, title: title.token, outsider: team.outsider.token };
});
afterAll(() => t.close());

describe('notes', () => {
  it('adds a note while the file is with the officer, sanitised, and audits it', async () => {
    const answer = await t.graphql<{ createComment: { comment: string; officer: { role: { name: string } } } }>(
      CREATE,
      {
        applicationId,
        comment: '<p onclick="x()">Site <b>inspected</b><script>alert(1)</script></p>',
      },
      { token: tokens.site },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createComment.comment).toBe('<p>Site <b>inspected</b></p>');
    expect(answer.data?.createComment.officer.role.name).toBe('Site Inspector');
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'NOTE_ADDED'));
    expect(audit).toHaveLength(1);
  });

  it('lists the notes to officers of the jurisdiction, not to others', async () => {
    const mine = await t.graphql<{ applicationComments: unknown[] }>(LIST, { applicationId }, { token: tokens.title });
    expect(mine.data?.applicationComments).toHaveLength(1);
    const none = await t.graphql<{ applicationComments: unknown[] }>(
      LIST,
      { applicationId, active: false },
      { token: tokens.site },
    );
    expect(none.data?.applicationComments).toEqual([]);
    const outsider = await t.graphql(LIST, { applicationId }, { token: tokens.outsider });
    expect(outsider.errors?.[0]).toMatchObject({ message: 'Application not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses an empty note, and a note from an officer the file is not with', async () => {
    const empty = await t.graphql(CREATE, { applicationId, comment: '<p><br></p>' }, { token: tokens.site });
    expect(empty.errors?.[0]?.message).toBe(NOTE_MESSAGES.empty);
    for (const emptiedBySanitising of [
      '<iframe src="https://evil.example/"></iframe>',
      '<p><img src=x onerror="alert(1)"></p>',
      '<script>alert("hello")</script><style>p { color: red }</style>',
    ]) {
      const emptied = await t.graphql(CREATE, { applicationId, comment: emptiedBySanitising }, { token: tokens.site });
      expect(emptied.errors?.[0]).toMatchObject({
        message: NOTE_MESSAGES.empty,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const notMine = await t.graphql(CREATE, { applicationId, comment: '<p>hello</p>' }, { token: tokens.title });
    expect(notMine.errors?.[0]?.message).toBe(NOTE_MESSAGES.notYourTurn);
    const list = await t.graphql<{ applicationComments: unknown[] }>(LIST, { applicationId }, { token: tokens.site });
    expect(list.data?.applicationComments).toHaveLength(1);
  });

  it('refuses a note once the officer’s turn has passed: the file is theirs to view, not to verify', async () => {
    const late = await t.graphql(
      CREATE,
      { applicationId: passedApplicationId, comment: '<p>Title deed checked again</p>' },
      { token: tokens.title },
    );
    expect(late.errors?.[0]).toMatchObject({ message: NOTE_MESSAGES.notYourTurn, extensions: { code: 'FORBIDDEN' } });
    const sheet = await t.graphql<{ applicationComments: unknown[] }>(
      LIST,
      { applicationId: passedApplicationId },
      { token: tokens.title },
    );
    expect(sheet.data?.applicationComments).toEqual([]);
  });
});

describe('note attachments and the exported note sheet', () => {
  type TCreated = { createComment: { attachmentUrl: string | null; attachmentName: string | null } };
  const PDF = demoPdf('Setback measurements', ['Front 3.0 m, rear 1.5 m.']);

  it('attaches a document the officer uploaded for this file, shown by its file name, and opens it by a fresh link', async () => {
    const mediaId = await uploadPdf(t, {
      token: tokens.site,
      applicationId,
      content: PDF,
      fileName: 'C:\\fakepath\\Setback measurements.pdf',
    });
    const answer = await t.graphql<TCreated>(
      CREATE,
      { applicationId, comment: '<p>Measurements attached</p>', mediaId },
      { token: tokens.site },
    );
    expect(answer.errors).toBeUndefined();
    const link = answer.data?.createComment.attachmentUrl ?? '';
    expect(answer.data?.createComment.attachmentName).toBe('Setback measurements.pdf');
    expect((await t.app.inject({ method: 'GET', url: link })).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a bare link, another file’s document and another officer’s upload, storing nothing', async () => {
    const before = await t.graphql<{ applicationComments: unknown[] }>(LIST, { applicationId }, { token: tokens.site });
    const bare = await t.graphql(
      CREATE,
      { applicationId, comment: '<p>See link</p>', attachmentUrl: 'https://example.com/x.pdf' },
      { token: tokens.site },
    );
    expect(bare.errors?.[0]?.message).toBe(NOTE_MESSAGES.attachmentNotUploaded);
    const elsewhere = await uploadPdf(t, { token: tokens.site, applicationId: otherApplicationId, content: PDF });
    const wrongFile = await t.graphql(
      CREATE,
      { applicationId, comment: '<p>Wrong file</p>', mediaId: elsewhere },
      { token: tokens.site },
    );
    expect(wrongFile.errors?.[0]?.message).toBe(NOTE_MESSAGES.attachmentNotUploaded);
    // The title inspector's document on this file, attached on a turn of theirs (documents need one).
    const [theirs] = await t.database.db
      .insert(media)
      .values({
        applicationId,
        category: 'note_attachment',
        name: 'title.pdf',
        s3FilePath: `uploads/${titleId}/2026-11/title.pdf`,
        contentType: 'application/pdf',
        source: 'OFFICER',
        officerId: titleId,
        createdAt: t.clock.now(),
      })
      .returning({ id: media.id });
    const notMine = await t.graphql(
      CREATE,
      { applicationId, comment: '<p>Their upload</p>', mediaId: theirs?.id },
      { token: tokens.site },
    );
    expect(notMine.errors?.[0]?.message).toBe(NOTE_MESSAGES.attachmentNotUploaded);
    const after = await t.graphql<{ applicationComments: unknown[] }>(LIST, { applicationId }, { token: tokens.site });
    expect(after.data?.applicationComments).toHaveLength(before.data?.applicationComments.length ?? -1);
  });

  it('exports the note sheet as a PDF with each note’s officer, role, date, text and attachment', async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/exports/comments/${applicationId}.pdf`,
      headers: { authorization: `Bearer ${tokens.title}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = (await pdfText(bytes)).split('\n');
    expect(lines[0]).toMatch(/^Note sheet: /);
    for (const words of ['Site inspected', 'Measurements attached', 'Site Inspector']) {
      expect(
        lines.some((line) => line.includes(words)),
        words,
      ).toBe(true);
    }
    expect(lines).toContain('Attachment: Setback measurements.pdf');
    const outsider = await t.app.inject({
      method: 'GET',
      url: `/api/exports/comments/${applicationId}.pdf`,
      headers: { authorization: `Bearer ${tokens.outsider}` },
    });
    expect(outsider.statusCode).toBe(404);
    const noSession = await t.app.inject({ method: 'GET', url: `/api/exports/comments/${applicationId}.pdf` });
    expect(noSession.statusCode).toBe(401);
  });

  it('prints the note as the screen shows it: Telugu shaped, entities decoded, breaks kept, a bullet beside its text, India’s day (issues 18, 55)', async () => {
    const TELUGU = 'స్థల పరిశీలన పూర్తయింది & పత్రాలు సరిగా ఉన్నాయి';
    // 00:30 on 24-11 in India, still 23-11 in UTC.
    t.clock.set(new Date('2026-11-23T19:00:00Z'));
    const site = await t.signIn('site', team.site.mobile);
    const title = await t.signIn('title', team.title.mobile);
    const created = await t.graphql(
      CREATE,
      {
        applicationId: otherApplicationId,
        comment: `<p>${TELUGU.replace('&', '&amp;')}</p><p>Road &lt;9 m&gt;<br>see plan</p><ul><li><p>Setbacks</p></li><li><p>Drains</p></li></ul>`,
      },
      { token: site },
    );
    expect(created.errors).toBeUndefined();
    await t.graphql(`mutation { setPreferredLanguage(language: "te") { id } }`, {}, { token: title });
    const pdf = (
      await t.app.inject({
        method: 'GET',
        url: `/api/exports/comments/${otherApplicationId}.pdf`,
        headers: { authorization: `Bearer ${title}` },
      })
    ).rawPayload;
    await t.graphql(`mutation { setPreferredLanguage(language: "en") { id } }`, {}, { token: title });

    // What a reader copies (each line's ActualText): the note's words exactly, in the officer's language's labels.
    const copied = actualText(pdf).split('\n');
    expect(copied[0]).toMatch(/^నోట్ షీట్: /);
    expect(copied).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^24-11-2026 {2}/),
        TELUGU,
        'Road <9 m>',
        'see plan',
        '• Setbacks',
        '• Drains',
      ]),
    );
    expect(copied.join(' ')).not.toMatch(/&amp;|&lt;|&gt;|<p>/);
    // What pdf.js reads from the glyphs themselves: every letter of the note, none garbled into another script
    // (shaped Telugu comes out in visual order there, so its letters are compared as a multiset).
    const glyphText = await pdfText(pdf);
    const letters = (text: string) => [...text.replace(/\s/g, '')].sort().join('');
    const teluguLine = glyphText.split('\n').find((line) => /[\u0C00-\u0C7F]/.test(line) && line.includes('&'));
    expect(letters(teluguLine ?? '')).toBe(letters(TELUGU));
    expect(glyphText).toContain('Road <9 m>');
    // A list item as the editor writes it (<li><p>…</p></li>): the bullet and its text on one line.
    expect(glyphText).toContain('• Setbacks');
    expect(glyphText.split('\n').filter((line) => line.trim() === '•')).toEqual([]);
  });
});
