import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../application/application.table';
import { createApplication } from '../../testing/fixtures';
import { signInHereAndElsewhere, type TTeamMember } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { auditEvents } from './audit.table';
import { verifyAuditTrail } from './audit.service';

const CREATE_COMMENT = `mutation ($applicationId: ID!, $comment: String!) {
  createComment(applicationId: $applicationId, comment: $comment) { id }
}`;
const COMMENTS = `query ($applicationId: ID!) { applicationComments(applicationId: $applicationId) { id } }`;

let t: TTestApp;
let officers: Record<'site' | 'title' | 'outsider', TTeamMember>;
let applicationId: number;
let propertyId: number;

async function refusals() {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, 'WRITE_REFUSED'))
    .orderBy(auditEvents.id);
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const { here, team } = await signInHereAndElsewhere(t, ({ here, elsewhere }) => ({
    site: { role: 'Site Inspector', jurisdiction: here },
    title: { role: 'Title Inspector', jurisdiction: here },
    outsider: { role: 'Site Inspector', jurisdiction: elsewhere },
  }));
  officers = team;
  const application = await createApplication(db, {
    ulbId: here.ulb.id,
    appliedOn: t.clock.now(),
    stages: [{ name: 'SITE VERIFICATION', officerId: team.site.id, receivedDate: t.clock.now() }],
  });
  applicationId = application.id;
  const [property] = await db.select().from(properties).where(eq(properties.applicationId, applicationId));
  propertyId = property?.id ?? 0;
});
afterAll(() => t.close());

describe('refused writes are audited', () => {
  it('a mutation on a file of another jurisdiction ("not found"): the officer, the operation, the address', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${officers.outsider.token}`, 'user-agent': 'Probe/1.0' },
      remoteAddress: '203.0.113.9',
      payload: { query: CREATE_COMMENT, variables: { applicationId, comment: '<p>Approved by me</p>' } },
    });
    expect(answer.json().errors[0].extensions.code).toBe('NOT_FOUND');
    const [event] = await refusals();
    expect(event).toMatchObject({
      actorKind: 'OFFICER',
      actorOfficerId: officers.outsider.id,
      actorRole: 'Site Inspector',
      applicationId,
      remark: 'Application not found',
      details: {
        operation: 'Mutation.createComment',
        code: 'NOT_FOUND',
        target: { applicationId: String(applicationId) },
        ipAddress: '203.0.113.9',
        userAgent: 'Probe/1.0',
      },
    });
    // The note's text (what the officer tried to write) is not kept.
    expect(JSON.stringify(event?.details)).not.toContain('Approved by me');
  });

  it('a mutation refused as FORBIDDEN (not the officer’s turn)', async () => {
    const answer = await t.graphql(
      CREATE_COMMENT,
      { applicationId, comment: '<p>Checked</p>' },
      { token: officers.title.token },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'WRITE_REFUSED'), eq(auditEvents.actorOfficerId, officers.title.id)));
    expect(events).toHaveLength(1);
    expect(events[0]?.details).toMatchObject({
      operation: 'Mutation.createComment',
      code: 'FORBIDDEN',
      ipAddress: '127.0.0.1',
    });
  });

  it('a REST write refused as "not found" and as FORBIDDEN', async () => {
    const before = (await refusals()).length;
    const notFound = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/delete_officer_coordinates?property_id=${propertyId}`,
      headers: { authorization: `Bearer ${officers.outsider.token}` },
      remoteAddress: '198.51.100.4',
    });
    expect(notFound.statusCode).toBe(404);
    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/delete_officer_coordinates?property_id=${propertyId}`,
      headers: { authorization: `Bearer ${officers.title.token}` },
    });
    expect(forbidden.statusCode).toBe(403);
    const events = (await refusals()).slice(before);
    expect(events.map((event) => [event.actorOfficerId, event.details])).toEqual([
      [
        officers.outsider.id,
        expect.objectContaining({
          operation: 'DELETE /api/v1/properties/delete_officer_coordinates',
          code: 'NOT_FOUND',
          target: { property_id: String(propertyId) },
          ipAddress: '198.51.100.4',
        }),
      ],
      [officers.title.id, expect.objectContaining({ code: 'FORBIDDEN' })],
    ]);
  });

  it('leaves no row for anonymous callers, for refused reads, or for other refusals', async () => {
    const before = (await refusals()).length;
    const anonymous = await t.graphql(CREATE_COMMENT, { applicationId, comment: '<p>x</p>' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const anonymousRest = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/delete_officer_coordinates?property_id=${propertyId}`,
    });
    expect(anonymousRest.statusCode).toBe(401);
    const read = await t.graphql(COMMENTS, { applicationId }, { token: officers.outsider.token });
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const invalid = await t.graphql(
      CREATE_COMMENT,
      { applicationId, comment: '<script></script>' },
      { token: officers.site.token },
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await refusals()).toHaveLength(before);
  });

  it('keeps the chain intact', async () => {
    expect(await verifyAuditTrail(t.database.db)).toMatchObject({ isIntact: true });
  });
});
