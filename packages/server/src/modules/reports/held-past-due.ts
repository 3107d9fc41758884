import type { TOfficerReportQuery } from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import type { TSignedInOfficer } from '../officer';
import { sumHeldPastDue } from '../workflow';
import { findDelayedFiles, findHeldPastDue, type TTurnCriteria } from './officer-delays.repository';
import { criteriaOf, pageOf, paging } from './officer-report-criteria';
import type { TReportsContext } from './report-places';

/**
 * Files and turns held now past their due date: from the kept counts per ULB and type; a filter by stage
 * (which the counts do not keep) counts the held turns themselves.
 */
const heldPastDue = (db: TDatabase, criteria: TTurnCriteria) =>
  criteria.stages?.length ? findHeldPastDue(db, { ...criteria, from: null, to: null }) : sumHeldPastDue(db, criteria);

/** The dashboard's figures: files, turns and officers held now past the due date (the period does not apply). */
export async function chasingFigures(context: TReportsContext, officer: TSignedInOfficer, query: TOfficerReportQuery) {
  const { criteria } = await criteriaOf(context, officer, query);
  const held = await heldPastDue(context.db, criteria);
  return { filesHeldPastDue: held.files, turnsHeldPastDue: held.turns };
}

/** Turns held now past their due date, the longest delays first (the period is not applied: it is now). */
export async function delayedFiles(context: TReportsContext, officer: TSignedInOfficer, query: TOfficerReportQuery) {
  const { db } = context;
  const { criteria } = await criteriaOf(context, officer, query);
  const { perPage, limit, offset } = paging(query);
  const now = { ...criteria, from: null, to: null };
  const [rows, held] = await Promise.all([findDelayedFiles(db, now, { limit, offset }), heldPastDue(db, criteria)]);
  const page = pageOf(
    rows.map((row) => ({
      id: String(row.turn_id),
      applicationId: String(row.application_id),
      applicationIdentifier: row.application_identifier,
      applicationType: row.application_type,
      approvalFor: row.approval_for,
      status: row.status,
      ulbName: row.ulb_name,
      stageName: row.stage_name,
      officerName: row.officer_name,
      officerRole: row.officer_role,
      receivedDate: new Date(row.received_date).toISOString(),
      dueDate: new Date(row.due_at).toISOString(),
      daysDelayed: row.days_delayed,
    })),
    held.turns,
    perPage,
  );
  return { ...page, fileCount: held.files };
}
