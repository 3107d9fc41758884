import {
  chooseAssignee,
  chooseEscalatedReviewer,
  indiaDay,
  isServerRoleName,
  permissionLevelOf,
  STAGE_DEFINITIONS,
  type TAssignment,
} from '@anumati/domain';
import type { TDb } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { findAssigneeCandidates, findEscalationCandidates } from './workflow.repository';

type TCandidateRow = {
  id: number;
  lineDepartment: string | null;
  openFiles: number;
  roleName: string;
  authorityCode: string | null;
};

/**
 * The officers acting today but the one left out (the officer handing over), as domain routing.ts compares them:
 * with the permission level their role gives.
 */
const candidatesOf = <TRow extends TCandidateRow>(rows: readonly TRow[], excluded: number | null) =>
  rows
    .filter((row) => row.id !== excluded)
    .map((row) => ({
      row,
      candidate: {
        id: row.id,
        lineDepartment: row.lineDepartment,
        openFiles: row.openFiles,
        permissionLevel: isServerRoleName(row.roleName)
          ? permissionLevelOf(row.roleName, row.authorityCode)
          : row.roleName,
      },
    }));

/**
 * The officer acting in the file's jurisdiction today who takes a level (charge holders with their charge's post,
 * nobody on leave: findAssigneeCandidates); null when nobody may. `excluded` never is (the officer handing over).
 */
export async function route(
  tx: TDb,
  clock: TClock,
  application: { id: number; ulbId: number },
  assignment: Pick<TAssignment, 'key' | 'level' | 'lineDepartment'>,
  isLarge: boolean,
  excluded: number | null = null,
): Promise<number | null> {
  const rows = await findAssigneeCandidates(tx, application, indiaDay(clock.now()));
  const candidates = candidatesOf(rows, excluded).map(({ candidate }) => candidate);
  const chosen = chooseAssignee(candidates, {
    stage: assignment.key,
    level: assignment.level,
    isLarge,
    lineDepartment: assignment.lineDepartment ?? undefined,
  });
  return chosen?.id ?? null;
}

/** The officer up the hierarchy who reviews a deemed file its ULB has nobody for (routing.ts). */
export async function escalate(tx: TDb, clock: TClock, application: { ulbId: number }, excluded: number | null = null) {
  const rows = await findEscalationCandidates(tx, application, indiaDay(clock.now()));
  return chooseEscalatedReviewer(
    candidatesOf(rows, excluded).map(({ row, candidate }) => ({
      ...candidate,
      scope: row.districtId !== null ? 'DISTRICT' : row.authorityId !== null ? 'AUTHORITY' : 'STATE',
    })),
  );
}

export const noOfficerMessage = (assignment: Pick<TAssignment, 'key' | 'level' | 'lineDepartment'>) =>
  `No officer is available for ${assignment.lineDepartment ?? STAGE_DEFINITIONS[assignment.key].name} ${assignment.level} in this jurisdiction`;
