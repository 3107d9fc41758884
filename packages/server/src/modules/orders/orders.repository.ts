import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applicants, applications, properties } from '../application/application.table';
import { applicationConditions, conditions } from '../conditions/conditions.table';
import { applicationFees } from '../fees/fees.table';
import { ulbs } from '../jurisdiction/jurisdiction.table';
import { officers, roles } from '../officer/officer.table';
import { decisionOrders } from './orders.table';

export type TDecisionOrderRow = typeof decisionOrders.$inferSelect;

/** What an order prints of its application: particulars, the plot, the ULB and the fee, in one query. */
export async function findOrderParticulars(db: TDb, applicationId: number) {
  const [row] = await db
    .select({
      applicationIdentifier: applications.applicationIdentifier,
      applicationType: applications.applicationType,
      approvalFor: applications.approvalFor,
      isFeePaid: applications.isFeePaid,
      applicantName: applicants.applicantName,
      plotAddress: properties.plotAddress,
      village: properties.village,
      mandal: properties.mandal,
      surveyNumber: properties.surveyNumber,
      ulbName: ulbs.name,
      calculatedFee: applicationFees.calculatedBreakup,
      certifiedFee: applicationFees.updatedBreakup,
    })
    .from(applications)
    .innerJoin(ulbs, eq(ulbs.id, applications.ulbId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(properties, eq(properties.applicationId, applications.id))
    .leftJoin(applicationFees, eq(applicationFees.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  return row;
}

/** The conditions checked for the application (spec 3 §5): the fee conditions, then the proceeding ones, each in the order written. */
export async function findCheckedConditionNames(db: TDb, applicationId: number): Promise<string[]> {
  const rows = await db
    .select({ name: conditions.name })
    .from(applicationConditions)
    .innerJoin(conditions, eq(conditions.id, applicationConditions.conditionId))
    .where(eq(applicationConditions.applicationId, applicationId))
    .orderBy(asc(conditions.typeOf), asc(conditions.id));
  return rows.map((row) => row.name);
}

/** The name and designation an officer signs with. */
export async function findSignatory(db: TDb, officerId: number) {
  const [row] = await db
    .select({ firstName: officers.firstName, lastName: officers.lastName, designation: roles.name })
    .from(officers)
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .where(eq(officers.id, officerId));
  return row && { name: `${row.firstName} ${row.lastName}`, designation: row.designation };
}

export async function insertDecisionOrder(db: TDb, row: typeof decisionOrders.$inferInsert): Promise<void> {
  await db.insert(decisionOrders).values(row);
}

/** An order by its number, with what the public check shows of its application and signatory. */
export async function findOrderByNumber(db: TDb, number: string) {
  const [row] = await db
    .select({
      order: decisionOrders,
      applicationIdentifier: applications.applicationIdentifier,
      ulbName: ulbs.name,
      officerFirstName: officers.firstName,
      officerLastName: officers.lastName,
      designation: roles.name,
    })
    .from(decisionOrders)
    .innerJoin(applications, eq(applications.id, decisionOrders.applicationId))
    .innerJoin(ulbs, eq(ulbs.id, applications.ulbId))
    .leftJoin(officers, eq(officers.id, decisionOrders.issuedByOfficerId))
    .leftJoin(roles, eq(roles.id, officers.roleId))
    .where(eq(decisionOrders.number, number));
  return row;
}

/** An application's orders, oldest first. */
export async function findApplicationOrders(db: TDb, applicationId: number): Promise<TDecisionOrderRow[]> {
  return db
    .select()
    .from(decisionOrders)
    .where(eq(decisionOrders.applicationId, applicationId))
    .orderBy(asc(decisionOrders.issuedAt), asc(decisionOrders.id));
}
