import {
  computeDeviationLevel,
  DEVIATION_MESSAGES,
  deviationErrors,
  deviationLevelOfTurn,
  oldCompoundingFee,
  openTurnsOf,
  parseDeviationUpdate,
  type TDeviationUpdated,
} from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess } from '../access';
import { appendAuditEvent } from '../audit';
import type { TSignedInOfficer } from '../officer';
import { loadWorkflowState } from '../workflow';
import { lockDeviation, saveDeviationLevel } from './deviation.repository';

/** The officers' deviation table (spec 3 §2 "Deviation table screen", §4 "Deviation levels", §5 "Deviation form"). */
export function createDeviationService(deps: { db: TDatabase; clock: TClock }) {
  const { db, clock } = deps;
  return {
    /**
     * PUT deviations/{id}: the officer records their level's entries. The level is the one of their open turn
     * (site LEVEL-1, technical LEVEL-2, decision LEVEL-3); the rules are checked again; the entries, the flags and
     * the audit event are written in one transaction.
     */
    async updateDeviation(officer: TSignedInOfficer, applicationId: number, body: unknown): Promise<TDeviationUpdated> {
      const update = parseDeviationUpdate(body);
      if (!update.ok) throw new AppError('BAD_USER_INPUT', update.message);
      await requireApplicationAccess(db, officer, applicationId);
      return db.transaction(async (tx) => {
        const deviation = await lockDeviation(tx, applicationId);
        if (!deviation) throw new AppError('NOT_FOUND', DEVIATION_MESSAGES.noDeviation);
        const loaded = await loadWorkflowState(tx, applicationId);
        if (!loaded) throw new AppError('NOT_FOUND', 'Application not found');
        if (loaded.state.kind !== 'OCCUPANCY') throw new AppError('FORBIDDEN', DEVIATION_MESSAGES.notOccupancy);
        const myLevels = openTurnsOf(loaded.state, officer.id).map((turn) =>
          deviationLevelOfTurn(loaded.state.kind, turn.stageKey),
        );
        if (!myLevels.includes(update.level)) throw new AppError('FORBIDDEN', DEVIATION_MESSAGES.notYourLevel);
        const levels = {
          CITIZEN: deviation.citizenValues,
          'LEVEL-1': deviation.l1Values,
          'LEVEL-2': deviation.l2Values,
          'LEVEL-3': deviation.l3Values,
        };
        const [firstError] = Object.values(deviationErrors(update.values, oldCompoundingFee(levels, update.level)));
        if (firstError) throw new AppError('BAD_USER_INPUT', firstError);
        const now = clock.now();
        const result = computeDeviationLevel(update.values);
        // Spec 3 §4: submitting marks the deviation submitted, and updated when the fee is above 0.
        const isDeviationUpdated = result.total_compounding_fee > 0;
        await saveDeviationLevel(tx, {
          applicationId,
          level: update.level,
          values: update.values,
          isDeviationUpdated,
          now,
        });
        await appendAuditEvent(tx, {
          occurredAt: now,
          actorKind: 'OFFICER',
          actorOfficerId: officer.id,
          actorRole: officer.roleName,
          applicationId,
          action: 'DEVIATION_UPDATED',
          details: {
            level: update.level,
            totalCompoundingFee: result.total_compounding_fee,
            totalDeviatedPercentage: result.total_deviated_percentage,
          },
        });
        return {
          level: update.level,
          total_compounding_fee: result.total_compounding_fee,
          total_deviated_percentage: result.total_deviated_percentage,
          is_deviation_updated: isDeviationUpdated,
          is_deviation_submitted: true,
        };
      });
    },
  };
}

export type TDeviationService = ReturnType<typeof createDeviationService>;
