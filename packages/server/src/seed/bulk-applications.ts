import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/database';
import { rebuildReadModels } from './read-models';
import { workItems } from '../modules/application/application.table';

/**
 * Many applications at once, for benchmarks (`npm run seed -- --bulk N`), generated in SQL. They are spread as a
 * state's work is, over a team of site inspectors in every ULB (`bulk.site.<ulb id>.<n>`, made on the first run,
 * with the demo officers' password when the demo is loaded), with the worst case on top: one officer (the demo's
 * `site.ghmc`, when the database has him) receives 31 files in every hundred, so that his Review tab holds about
 * 140,000 at a million (issue 17 §6). Each file has three document rows and its checklist answers so the detail
 * tables are as large. Unlike the demo data these do not go through the engine (a hundred thousand transitions
 * would take hours), and their documents have no files; they are marked BULK/. The report counts, turn delays and
 * work items, which the engine keeps for its own transitions, are made again at the end.
 */
const SITE_INSPECTORS_PER_ULB = 6;
export const WORST_CASE_OFFICER = 'site.ghmc';
/** Of every hundred files, how many the worst-case officer receives. */
const WORST_CASE_SHARE_PERCENT = 31;

export async function seedBulkApplications(db: TDatabase, options: { count: number; now: Date; batch?: number }) {
  const batch = options.batch ?? 5000;
  const now = options.now.toISOString();
  // A second run adds after the first: its numbers (BULK/0000001…) continue where the database's end.
  const existing = (await db.execute(
    sql`select count(*)::int as n from applications where application_identifier like 'BULK/%'`,
  )) as unknown as { rows: { n: number }[] };
  const first = existing.rows[0]?.n ?? 0;
  await db.execute(sql`
    insert into officers (username, password_hash, first_name, last_name, mobile, role_id, ulb_id, district_id,
      authority_id)
    select 'bulk.site.' || u.id || '.' || n,
      coalesce((select password_hash from officers where username = ${WORST_CASE_OFFICER}), 'no password signs in'), 'Bulk',
      'Site Inspector ' || u.id || '.' || n, '9000000000', r.id, u.id, u.district_id, u.authority_id
    from ulbs u cross join generate_series(1, ${SITE_INSPECTORS_PER_ULB}::int) n
    join roles r on r.name = 'Site Inspector'
    on conflict (username) do nothing`);
  for (let start = first; start < first + options.count; start += batch) {
    const size = Math.min(batch, first + options.count - start);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with team as (
          select o.id, o.ulb_id, row_number() over (order by o.id) - 1 as n
          from officers o where o.username like 'bulk.site.%'
        ),
        worst_case as (select id, ulb_id from officers where username = ${WORST_CASE_OFFICER}),
        generated as (
          select g, (${start}::int + g) as seq,
            case when w.id is not null and (${start}::int + g) % 100 < ${WORST_CASE_SHARE_PERCENT}
              then w.ulb_id else t.ulb_id end as ulb_id,
            case when w.id is not null and (${start}::int + g) % 100 < ${WORST_CASE_SHARE_PERCENT}
              then w.id else t.id end as site_officer,
            (${now}::timestamptz - ((g % 120) || ' days')::interval) as applied_on
          from generate_series(1, ${size}::int) g
          join team t on t.n = (${start}::int + g) % (select count(*) from team)
          left join worst_case w on true
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
  // The inbox's deep pages are index-only walks, which skip the heap only on pages the visibility map marks
  // all-visible: a vacuum marks the rows just loaded, as autovacuum would in time on a running server.
  await db.execute(sql`vacuum ${workItems}`);
}
