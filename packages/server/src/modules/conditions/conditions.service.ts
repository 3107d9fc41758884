import {
  CONDITION_MESSAGES,
  canEditConditions,
  openTurnsOf,
  type TConditionType,
  type TCustomCondition,
  type TSelectConditions,
} from '@anumati/domain';
import type { TDatabase, TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess, requireApplicationWrite } from '../access';
import { appendAuditEvent } from '../audit';
import type { TSignedInOfficer } from '../officer';
import { loadWorkflowState } from '../workflow';
import {
  checkConditions,
  findConditions,
  insertCustomConditions,
  isConditionsSubmitted,
  listConditions,
  markConditionsSubmitted,
} from './conditions.repository';

/** Conditions of a permission (spec 3 §2 Conditions screen, §5 Conditions). */
export function createConditionsService(deps: { db: TDatabase; clock: TClock }) {
  const { db, clock } = deps;

  /** Only the officer the file is with, for the type they answer for, changes its conditions. */
  async function isEditor(tx: TDb, officer: TSignedInOfficer, applicationId: number, typeOf: TConditionType) {
    const loaded = await loadWorkflowState(tx, applicationId);
    const openTurnStages = loaded ? openTurnsOf(loaded.state, officer.id).map((turn) => turn.stageKey) : [];
    return canEditConditions({ typeOf, actions: officer.actions, openTurnStages });
  }
  async function requireEditor(tx: TDb, officer: TSignedInOfficer, applicationId: number, typeOf: TConditionType) {
    if (!(await isEditor(tx, officer, applicationId, typeOf))) {
      throw new AppError('FORBIDDEN', CONDITION_MESSAGES.notYourTurn);
    }
  }

  const audit = (
    tx: TDb,
    officer: TSignedInOfficer,
    applicationId: number,
    action: string,
    details: Record<string, unknown>,
  ) =>
    appendAuditEvent(tx, {
      occurredAt: clock.now(),
      actorKind: 'OFFICER',
      actorOfficerId: officer.id,
      actorRole: officer.roleName,
      applicationId,
      action,
      details,
    });

  return {
    /** applicationConditions(applicationId, typeOf): isSubmitted and the conditions, standard first. */
    async applicationConditions(officer: TSignedInOfficer, input: { applicationId: number; typeOf: TConditionType }) {
      await requireApplicationAccess(db, officer, input.applicationId);
      const rows = await listConditions(db, input.applicationId, input.typeOf);
      return {
        isSubmitted: await isConditionsSubmitted(db, input.applicationId, input.typeOf),
        canEdit: await isEditor(db, officer, input.applicationId, input.typeOf),
        conditions: rows.map((row) => ({ ...row, id: String(row.id) })),
      };
    },

    /** selectConditions(applicationId, conditionSelected): checks them, submits the type; checked ones stay. */
    async selectConditions(officer: TSignedInOfficer, input: TSelectConditions) {
      await requireApplicationWrite(db, officer, { applicationId: input.applicationId, write: 'CONDITIONS' });
      const found = await findConditions(db, input.conditionSelected);
      const isEveryOneKnown =
        found.length === input.conditionSelected.length &&
        found.every((condition) => condition.applicationId === null || condition.applicationId === input.applicationId);
      if (!isEveryOneKnown) throw new AppError('BAD_USER_INPUT', CONDITION_MESSAGES.unknown);
      const types = new Set(found.map((condition) => condition.typeOf));
      const [typeOf] = types;
      if (!typeOf || types.size > 1) throw new AppError('BAD_USER_INPUT', CONDITION_MESSAGES.oneType);
      return db.transaction(async (tx) => {
        await requireEditor(tx, officer, input.applicationId, typeOf);
        const now = clock.now();
        const added = await checkConditions(tx, {
          applicationId: input.applicationId,
          conditionIds: input.conditionSelected,
          officerId: officer.id,
          now,
        });
        await markConditionsSubmitted(tx, { applicationId: input.applicationId, typeOf, officerId: officer.id, now });
        await audit(tx, officer, input.applicationId, 'CONDITIONS_SELECTED', { typeOf, conditionIds: added });
        return { success: true, message: CONDITION_MESSAGES.submitted };
      });
    },

    /** customCondition(typeOf, applicationId, newCondition): the officer's own conditions, checked at once. */
    async customCondition(officer: TSignedInOfficer, input: TCustomCondition) {
      await requireApplicationWrite(db, officer, { applicationId: input.applicationId, write: 'CONDITIONS' });
      return db.transaction(async (tx) => {
        await requireEditor(tx, officer, input.applicationId, input.typeOf);
        const now = clock.now();
        const created = await insertCustomConditions(tx, {
          applicationId: input.applicationId,
          typeOf: input.typeOf,
          names: input.newCondition,
          officerId: officer.id,
          now,
        });
        const conditionIds = created.map((row) => row.id);
        await checkConditions(tx, { applicationId: input.applicationId, conditionIds, officerId: officer.id, now });
        await markConditionsSubmitted(tx, {
          applicationId: input.applicationId,
          typeOf: input.typeOf,
          officerId: officer.id,
          now,
        });
        await audit(tx, officer, input.applicationId, 'CUSTOM_CONDITIONS_ADDED', {
          typeOf: input.typeOf,
          conditionIds,
        });
        return { success: true, message: CONDITION_MESSAGES.submitted };
      });
    },
  };
}

export type TConditionsService = ReturnType<typeof createConditionsService>;
