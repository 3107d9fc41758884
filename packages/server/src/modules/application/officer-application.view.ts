import type { TStageStatus, TYesNoFlag } from '@anumati/domain';
import type { findInboxPage, findStageStates } from './inbox.repository';

type TPageRow = Awaited<ReturnType<typeof findInboxPage>>['rows'][number];
/**
 * A record's plot; every field null when the application has no property row (a left join that found none: the
 * columns' own types do not say so).
 */
type TPlot = {
  plotAddress: string | null;
  actualPlotArea: number | null;
  village: string | null;
  noOfFloors: number | null;
};
/** What a list record is made of: the application row, its applicant's name and its plot. */
type TRow = Pick<TPageRow, 'application' | 'applicantName'> &
  TPlot & {
    officerReceivedDate?: Date | string;
    officerAction?: TStageStatus;
  };
type TStageRow = Awaited<ReturnType<typeof findStageStates>>[number];
type TStageOfficerRow = NonNullable<TStageRow['officer']>;
/** A stage's officer, present when the left join found one. */
type TAssignedOfficer = { [K in keyof TStageOfficerRow]: NonNullable<TStageOfficerRow[K]> } & {
  forwardedDate: Date | null;
};

function isAssigned(officer: TStageRow['officer']): officer is TAssignedOfficer {
  return officer !== null && officer.id !== null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const yesNo = (value: boolean): TYesNoFlag => (value ? 'YES' : 'NO');

/** Groups stage rows (one per stage officer) into stage states with their officers. */
export function toStageStates(stageRows: TStageRow[]) {
  const byStage = new Map<number, { stage: TStageRow['stage']; officers: TAssignedOfficer[] }>();
  for (const { stage, officer } of stageRows) {
    const entry = byStage.get(stage.id) ?? { stage, officers: [] };
    if (isAssigned(officer)) entry.officers.push(officer);
    byStage.set(stage.id, entry);
  }
  return [...byStage.values()].map(({ stage, officers }) => ({
    ...stage,
    id: String(stage.id),
    receivedDate: stage.receivedDate.toISOString(),
    dueDate: stage.dueDate.toISOString(),
    submittedDate: iso(stage.submittedDate),
    completedDate: iso(stage.completedDate),
    prevStartDate: iso(stage.prevStartDate),
    prevEndDate: iso(stage.prevEndDate),
    stageOfficers: officers.map((officer) => ({
      id: String(officer.id),
      officerId: String(officer.officerId),
      officerLevel: officer.officerLevel,
      officerName: `${officer.firstName} ${officer.lastName}`,
      officerRole: officer.roleName,
      action: officer.action,
      receivedDate: officer.receivedDate.toISOString(),
      forwardedDate: iso(officer.forwardedDate),
    })),
  }));
}

/**
 * The list record of spec 1 §3, in the GraphQL shape, without its stage states: few screens ask for them, and the
 * OfficerApplication.stageStates loader reads them for a whole answer at once when one does.
 */
export function toOfficerApplication(row: TRow) {
  const { application } = row;
  return {
    ...application,
    id: String(application.id),
    // Spec 1 names applicantListId (the export's "Applicant List Id") without defining it, and the platform's
    // submission carries none: it is the applicant's entry in the applicant list, applications.applicant_id.
    applicantListId: application.applicantListId ?? application.applicantId,
    createdAt: application.createdAt.toISOString(),
    appliedOn: application.appliedOn.toISOString(),
    // The window query gives the aggregate as the driver returns it: a Date or a timestamp string.
    receivedDate: row.officerReceivedDate ? new Date(row.officerReceivedDate).toISOString() : null,
    officerStageStatus: row.officerAction ?? null,
    assignedDate: iso(application.assignedDate),
    paymentCompletedAt: iso(application.paymentCompletedAt),
    dueDate: iso(application.dueDate),
    dangerDate: iso(application.dangerDate),
    deemedDate: iso(application.deemedDate),
    deemedDueDate: iso(application.deemedDueDate),
    additional: yesNo(application.additional),
    revision: yesNo(application.revision),
    // The spec reads the fee flag under two names; both come from one column.
    feeIsSubmitted: application.isFeeSubmitted,
    applicant: { applicantName: row.applicantName },
    property: {
      actualPlotArea: row.actualPlotArea ?? 0,
      plotAddress: row.plotAddress ?? '',
      location: { village: row.village },
      floor: row.noOfFloors === null ? null : { noOfFloors: row.noOfFloors },
    },
  };
}
