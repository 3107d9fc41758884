import {
  FEEDBACK_MESSAGES as MESSAGES,
  FEEDBACK_PAGE_SIZE,
  isAdministratorLevel,
  isLanguage,
  type TFeedback,
  type TFeedbackCategory,
  type TFeedbackPage,
} from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { appendAuditEvent } from '../audit/audit.repository';
import type { TSignedInOfficer } from '../officer/signed-in-officer';
import {
  countFeedback,
  findFeedbackPage,
  insertFeedback,
  markFeedbackHandled,
  type TFeedbackScope,
} from './feedback.repository';

/**
 * The website's feedback (GIGW 3.0, issue 55): anyone sends, administrators read and mark handled.
 *
 * Decision (per ULB or not): a visitor's feedback is about the department's website, which is the State's, and names
 * no ULB, so it is read by the State Administrator only. Feedback an officer sends while signed in carries the
 * officer's ULB (or authority, for an authority's officer): the ULB Administrator reads their own officers'
 * feedback, as they administer those officers and are the ones to act on it; the State Administrator reads all.
 */
export function createFeedbackService(deps: { db: TDatabase; clock: TClock }) {
  const { db, clock } = deps;

  function scopeOf(admin: TSignedInOfficer): TFeedbackScope {
    if (!isAdministratorLevel(admin.permissionLevel)) throw new AppError('FORBIDDEN', MESSAGES.administratorsOnly);
    return admin.permissionLevel === 'STATE_ADMIN' ? 'STATE' : { ulbId: admin.ulbId, authorityId: admin.authorityId };
  }

  return {
    /** Stores what a visitor sent; a signed-in officer's item names the officer and their place. */
    async submit(input: TFeedback, sender: TSignedInOfficer | null): Promise<{ id: number }> {
      const id = await insertFeedback(db, {
        ...input,
        officerId: sender?.id ?? null,
        ulbId: sender?.ulbId ?? null,
        authorityId: sender?.authorityId ?? null,
        receivedAt: clock.now(),
      });
      return { id };
    },

    /** A page of the feedback the administrator may read, newest first. */
    async list(admin: TSignedInOfficer, page: number): Promise<TFeedbackPage> {
      const scope = scopeOf(admin);
      const [rows, totalCount] = await Promise.all([
        findFeedbackPage(db, { scope, limit: FEEDBACK_PAGE_SIZE, offset: (page - 1) * FEEDBACK_PAGE_SIZE }),
        countFeedback(db, scope),
      ]);
      return {
        page,
        totalCount,
        totalPages: Math.ceil(totalCount / FEEDBACK_PAGE_SIZE),
        items: rows.map((row) => ({
          ...row,
          // Written only through ZFeedbackSchema, so these are the closed sets' members.
          category: row.category as TFeedbackCategory,
          language: isLanguage(row.language) ? row.language : 'en',
          receivedAt: row.receivedAt.toISOString(),
          handledAt: row.handledAt?.toISOString() ?? null,
        })),
      };
    },

    /** Marks an item handled (once; marking it again changes nothing); NOT_FOUND outside the scope. */
    async markHandled(admin: TSignedInOfficer, id: number): Promise<void> {
      const scope = scopeOf(admin);
      await db.transaction(async (tx) => {
        const now = clock.now();
        const result = await markFeedbackHandled(tx, { id, scope, officerId: admin.id, now });
        if (!result.isInScope) throw new AppError('NOT_FOUND', MESSAGES.notFound);
        if (!result.wasHandledNow) return;
        await appendAuditEvent(tx, {
          occurredAt: now,
          actorKind: 'OFFICER',
          actorOfficerId: admin.id,
          actorRole: admin.roleName,
          action: 'FEEDBACK_HANDLED',
          details: { feedbackId: id },
        });
      });
    },
  };
}

export type TFeedbackService = ReturnType<typeof createFeedbackService>;
