import { CORRECTION_STEP_STATUS, correctionColumnLabel, protectCorrectionValue } from '@anumati/domain';
import type { TSignedInOfficer } from '../officer';
import { isSafeStorageKey, type TStorage } from '../storage';
import type { findAssigneesOf, findCorrectionsOf, findLatestRequest } from './corrections.repository';

type TCorrectionRow = Awaited<ReturnType<typeof findCorrectionsOf>>[number];
type TAssigneeRow = Awaited<ReturnType<typeof findAssigneesOf>>[number];
type TRequestRow = NonNullable<Awaited<ReturnType<typeof findLatestRequest>>>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

type TViewer = { officer: TSignedInOfficer; storage: TStorage };

/**
 * A supporting document opens by a short-lived signed link when the platform stored it in the shared bucket (a
 * storage key); a link the platform gave as a full URL is passed on as it is; anything else is not a link.
 */
function documentLink(reference: string, storage: TStorage): string | null {
  if (/^https?:\/\//.test(reference)) return reference;
  return isSafeStorageKey(reference) ? storage.downloadUrl(reference) : null;
}

/** A correction as the officer may see it: mobile and Aadhaar values follow spec 2 §6 (domain rule). */
export function toCorrection(row: TCorrectionRow, { officer, storage }: TViewer) {
  const shown = (value: string) =>
    protectCorrectionValue({ columnName: row.columnName, value, permissionLevel: officer.permissionLevel });
  return {
    id: String(row.id),
    columnName: row.columnName,
    columnLabel: correctionColumnLabel(row.columnName),
    oldValue: shown(row.oldValue),
    newValue: shown(row.newValue),
    isApprove: row.isApprove,
    remark: row.remark,
    supportingDocUrl: row.supportingDocUrl ? documentLink(row.supportingDocUrl, storage) : null,
    supportingOptionalDocUrl: row.supportingOptionalDocUrl.flatMap(
      (reference) => documentLink(reference, storage) ?? [],
    ),
  };
}

export function toCorrectionRequest(input: {
  row: TRequestRow;
  corrections: readonly TCorrectionRow[];
  assignees: readonly TAssigneeRow[];
  officer: TSignedInOfficer;
  storage: TStorage;
  hasActiveNote: boolean;
  receivedAt?: Date;
}) {
  const { row, officer } = input;
  const { request } = row;
  const myOpenTurn = input.assignees.find(
    ({ assignee }) =>
      assignee.officerId === officer.id &&
      assignee.completedAt === null &&
      CORRECTION_STEP_STATUS[assignee.step] === request.status,
  );
  return {
    id: String(request.id),
    applicationId: String(request.applicationId),
    applicationIdentifier: row.applicationIdentifier,
    applicationType: row.applicationType,
    approvalFor: row.approvalFor,
    applicantName: row.applicantName,
    status: request.status,
    correctionRequestCompleted: request.correctionRequestCompleted,
    finalRemark: request.finalRemark,
    isApprove: request.isApprove,
    createdAt: request.createdAt.toISOString(),
    receivedDate: iso(input.receivedAt ?? null),
    corrections: input.corrections.map((correction) => toCorrection(correction, { officer, storage: input.storage })),
    assignees: input.assignees.map(({ assignee, officerName, officerRole }) => ({
      officerId: String(assignee.officerId),
      officer: officerName,
      officerRole,
      step: assignee.step,
      isApprove: assignee.isApprove,
      remark: assignee.remark,
      receivedDate: assignee.receivedAt.toISOString(),
      completedDate: iso(assignee.completedAt),
    })),
    myTurn: myOpenTurn?.assignee.step ?? null,
    hasActiveNote: input.hasActiveNote,
  };
}
