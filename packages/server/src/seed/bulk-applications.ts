import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/database';
import { rebuildReadModels } from './read-models';

/**
 * Many applications at once, for benchmarks (`npm run seed -- --bulk N`): generated in SQL, routed to the demo
 * ULBs' site inspectors and technical officers so their inboxes hold thousands of rows, each with three document
 * rows and its checklist answers so the detail tables are as large. Unlike the demo data these do not go through
 * the engine (a hundred thousand transitions would take hours), and their documents have no files; they are
 * marked BULK/. The report counts, turn delays and work items, which the engine keeps for its own transitions, are
 * made again at the end.
 */
export async function seedBulkApplications(db: TDatabase, options: { count: number; now: Date; batch?: number }) {
  const batch = options.batch ?? 5000;
  const now = options.now.toISOString();
  // A second run adds after the first: its numbers (BULK/0000001…) continue where the database's end.
  const existing = (await db.execute(
    sql`select count(*)::int as n from applications where application_identifier like 'BULK/%'`,
  )) as unknown as { rows: { n: number }[] };
  const first = existing.rows[0]?.n ?? 0;
  for (let start = first; start < first + options.count; start += batch) {
    const size = Math.min(batch, first + options.count - start);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with teams as (
          select o.ulb_id, array_agg(o.id order by o.id) filter (where r.name = 'Site Inspector') as site,
            array_agg(o.id order by o.id) filter (where r.name in ('Technical Scrutiny Officer', 'SECTION OFFICER')) as tech
          from officers o join roles r on r.id = o.role_id where o.ulb_id is not null group by o.ulb_id
          having count(*) filter (where r.name = 'Site Inspector') > 0
        ),
        team_list as (select row_number() over (order by ulb_id) - 1 as n, * from teams),
        generated as (
          select g, (${start}::int + g) as seq, t.ulb_id, t.site[1] as site_officer, coalesce(t.tech[1], t.site[1]) as tech_officer,
            (${now}::timestamptz - ((g % 120) || ' days')::interval) as applied_on
          from generate_series(1, ${size}::int) g
          join team_list t on t.n = g % (select count(*) from team_list)
        ),
        new_applicants as (
          insert into applicants (applicant_type, applicant_name, mobile, contact_address)
          select 'INDIVIDUAL', 'Bulk Applicant ' || seq, '9000000000', 'Bulk address ' || seq from generated
          returning id
        ),
        numbered_applicants as (select id, row_number() over (order by id) as g from new_applicants),
        new_applications as (
          insert into applications (application_identifier, application_type, approval_for, status, applicant_id, ulb_id,
            created_at, applied_on, assigned_date, due_date, danger_date, updated_at, workflow_step)
          select 'BULK/' || lpad(gen.seq::text, 7, '0'),
            (array['SELF CERTIFICATION','REGISTRATION','SINGLE WINDOW','OCCUPANCY'])[1 + (gen.g / 11) % 4],
            'BUILDING', (array['VERIFICATION_UNDER_PROGRESS','ACCEPTED','PROCEEDINGS_IN_PROGRESS'])[1 + (gen.g / 7) % 3],
            na.id, gen.ulb_id, gen.applied_on, gen.applied_on, gen.applied_on, gen.applied_on + interval '7 days',
            gen.applied_on + interval '4 days', gen.applied_on, 0
          from generated gen join numbered_applicants na on na.g = gen.g
          returning id, applied_on, application_identifier
        ),
        plots as (
          insert into properties (application_id, plot_address, actual_plot_area, plot_area_as_per_document, net_plot_area,
            front, rear, side1, side2)
          select id, 'Bulk plot', 150, 150, 150, '{"plotWidth":12,"roadWidth":9}', '{"plotWidth":12,"roadWidth":9}',
            '{"plotWidth":12,"roadWidth":9}', '{"plotWidth":12,"roadWidth":9}' from new_applications
          returning application_id
        ),
        documents as (
          insert into media (application_id, category, name, s3_file_path, content_type, source, created_at)
          select a.id, d.category, d.category || '.pdf', 'bulk/' || a.id || '/' || d.category || '.pdf', 'application/pdf',
            'CITIZEN', a.applied_on
          from new_applications a
          cross join (values ('ownership_document'), ('encumbrance_certificate'), ('proposed_building_plan_pdf')) d(category)
          returning application_id
        ),
        submissions as (
          insert into application_submissions (application_id, vicinity)
          select id, '[{"question":"Is the site within 30 m of: Railway boundary?","answer":"No"}]' from new_applications
          returning application_id
        ),
        stages as (
          insert into stage_states (application_id, name, stage_key, step, sequence, status, due_days, received_date, due_date)
          select id, 'SITE VERIFICATION', 'SITE', 0, 0, 'IN_PROCESS', 7, applied_on, applied_on + interval '7 days'
          from new_applications
          returning id, application_id, received_date
        )
        insert into stage_officers (stage_state_id, officer_id, officer_level, action, received_date)
        select s.id, gen.site_officer, 'L1', case when (gen.g / 5) % 3 = 0 then 'SUBMITTED' else 'IN_PROCESS' end, s.received_date
        from stages s
        join new_applications a on a.id = s.application_id
        join generated gen on 'BULK/' || lpad(gen.seq::text, 7, '0') = a.application_identifier
      `);
    });
  }
  await rebuildReadModels(db, options.now);
}
