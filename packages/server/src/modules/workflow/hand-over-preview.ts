import {
  DEEMED_STATUSES,
  isLargeSelfCertification,
  upperFloorsOf,
  type TApplicationStatus,
  type TOfficerLevel,
  type TStageKey,
} from '@anumati/domain';
import type { TDb } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { findOfficerLabel, findOpenTurnsOf, findRoutingFacts } from './workflow.repository';
import type { TLoadedWorkflow } from './workflow.service';
import { route, escalate, noOfficerMessage } from './routing';

/**
 * Each open turn of the officer (a level they hold IN_PROCESS) and who would take it now (ARCHITECTURE.md
 * "Staffing"): `to` when named, else the routing's choice among the officers acting in the file's jurisdiction
 * today, the officer excluded (a deemed file's review goes up the hierarchy as the engine sends it); a problem
 * says why nobody can.
 */
export async function handOverPreview(
  tx: TDb,
  clock: TClock,
  input: { officerId: number; to?: number | null; only?: readonly number[] },
) {
  const turns = (await findOpenTurnsOf(tx, input.officerId)).filter(
    (turn) => input.only === undefined || input.only.includes(turn.stageOfficerId),
  );
  const names = new Map<number, string>();
  const result: THandOverTurn[] = [];
  for (const turn of turns) {
    const assignment = { key: turn.stageKey, level: turn.level, lineDepartment: turn.lineDepartment };
    let toOfficerId: number | null = null;
    let problem: string | null = null;
    if (input.to !== undefined && input.to !== null) {
      toOfficerId = input.to === input.officerId ? null : input.to;
      if (toOfficerId === null) problem = 'The officer cannot hand a turn to themselves';
    } else {
      const facts = await findRoutingFacts(tx, turn.applicationId);
      const isLarge = isLargeSelfCertification({
        applicationType: turn.applicationType,
        netPlotArea: facts.netPlotArea,
        areaUnit: 'SQ_M',
        upperFloors: upperFloorsOf(facts.noOfFloors),
      });
      toOfficerId = await route(
        tx,
        clock,
        { id: turn.applicationId, ulbId: turn.ulbId },
        assignment,
        isLarge,
        input.officerId,
      );
      if (toOfficerId === null && turn.stageKey === 'DECISION' && DEEMED_STATUSES.includes(turn.status)) {
        toOfficerId = (await escalate(tx, clock, { ulbId: turn.ulbId }, input.officerId))?.id ?? null;
      }
      if (toOfficerId === null) problem = noOfficerMessage(assignment);
    }
    if (toOfficerId !== null && !names.has(toOfficerId)) {
      names.set(toOfficerId, (await findOfficerLabel(tx, toOfficerId)) ?? '');
    }
    result.push({
      ...turn,
      toOfficerId,
      toOfficerName: toOfficerId === null ? null : (names.get(toOfficerId) ?? null),
      problem,
    });
  }
  return { turns: result, canSave: result.every((turn) => turn.problem === null) };
}
/** One open turn in a hand-over, with who takes it (null with a problem when nobody can). */
export type THandOverTurn = {
  stageOfficerId: number;
  applicationId: number;
  applicationNumber: string;
  applicationType: TLoadedWorkflow['application']['applicationType'];
  status: TApplicationStatus;
  version: number;
  ulbId: number;
  stageKey: TStageKey;
  stageName: string;
  level: TOfficerLevel;
  lineDepartment: string | null;
  dueDate: Date;
  toOfficerId: number | null;
  toOfficerName: string | null;
  problem: string | null;
};
