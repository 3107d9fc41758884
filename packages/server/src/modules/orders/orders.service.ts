import {
  applicationTypeLabel,
  hasRefundDecision,
  indiaDay,
  isApprovalOrder,
  ORDER_MESSAGES,
  orderFeeOf,
  orderNumberOf,
  orderPlotLine,
  orderTitle,
  processKindOf,
  type TOrderCopyCheck,
  type TPublicOrder,
  ZOrderNumberSchema,
  ZSha256Schema,
} from '@anumati/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { TDatabase, TDb } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TStorage } from '../storage';
import type { TDecisionOrder, TDecisionOrders } from '../workflow';
import { renderOrderPdf } from './order-pdf';
import {
  findApplicationOrders,
  findCheckedConditionNames,
  findOrderByNumber,
  findOrderParticulars,
  findSignatory,
  insertDecisionOrder,
} from './orders.repository';

/**
 * The orders decisions issue (issue 16 item 5), and their public check.
 *
 * Issued in the deciding transition's own transaction, not through an outbox: the PDF is made and written to
 * storage before the commit, its row (number, hash) inside the transaction. A decision is then never committed
 * without its order, and a failure to make or keep it (storage down) refuses the decision as a whole — the officer
 * sees the error and submits again, the scheduler retries at its next run, as with any failed transition. The
 * price is a PDF made while the file's row is held (about 20 ms on the 2-core CI box) and, when the commit fails
 * after the write, an unreferenced PDF in storage, never an order without its file. One order per transition: the
 * engine refuses a repeated decision (the file's status and version), and the table's unique (application,
 * version) refuses a second order for the same transition.
 */
export function createOrdersService(deps: { db: TDatabase; storage: TStorage; consoleUrl: string }) {
  const { db, storage } = deps;

  /** The workflow's orders port (TDecisionOrders): called by its decision step, in the transition's transaction. */
  const issueIn: TDecisionOrders['issueIn'] = async (tx: TDb, decision: TDecisionOrder) => {
    const particulars = await findOrderParticulars(tx, decision.applicationId);
    if (!particulars) throw new AppError('NOT_FOUND', 'Application not found');
    const processKind = processKindOf(particulars.applicationType, particulars.approvalFor);
    // A deadline's order is dated when it fell due, as the transition records it (workflow.service effectiveAt).
    const { issuedAt, officerId } = decision;
    const issuedBy = officerId === null ? null : await findSignatory(tx, officerId);
    if (issuedBy === undefined) throw new Error(`the deciding officer ${officerId} has no record`);
    const number = orderNumberOf(Number(indiaDay(issuedAt).slice(0, 4)), randomBytes(8));
    const title = orderTitle(decision.kind, processKind);
    const pdf = await renderOrderPdf({
      number,
      title,
      kind: decision.kind,
      processKind,
      applicationIdentifier: particulars.applicationIdentifier,
      applicationKind: `${applicationTypeLabel(particulars.applicationType)} (${particulars.approvalFor})`,
      applicantName: particulars.applicantName,
      plot: orderPlotLine(particulars),
      ulbName: particulars.ulbName,
      conditions: isApprovalOrder(decision.kind) ? await findCheckedConditionNames(tx, decision.applicationId) : [],
      fee: orderFeeOf({
        processKind,
        fee: particulars.calculatedFee
          ? { calculated: particulars.calculatedFee, certified: particulars.certifiedFee }
          : null,
        isFeePaid: particulars.isFeePaid,
      }),
      issuedBy,
      issuedAt,
      remark: decision.remark,
      // The refund decided with the rejection or revocation (workflow-commands: granted only when asked for and
      // allowed, recorded with the transition); a decision taken without one refunds nothing.
      isRefunded: hasRefundDecision(decision.kind) ? decision.isRefundGranted : null,
      verifyUrl: `${deps.consoleUrl}/verify-order/${number}`,
    });
    const storageKey = `orders/${decision.applicationId}/${number}.pdf`;
    await storage.put(storageKey, pdf, 'application/pdf');
    await insertDecisionOrder(tx, {
      number,
      applicationId: decision.applicationId,
      applicationVersion: decision.version,
      kind: decision.kind,
      title,
      storageKey,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      issuedAt,
      issuedByOfficerId: officerId,
    });
  };

  return {
    issueIn,

    /** GET /api/public/orders/{number}: the order as issued, for anyone holding its number. */
    async publicOrder(typedNumber: string): Promise<TPublicOrder> {
      const parsed = ZOrderNumberSchema.safeParse(typedNumber);
      const found = parsed.success ? await findOrderByNumber(db, parsed.data) : undefined;
      if (!found) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
      const { order } = found;
      return {
        number: order.number,
        title: order.title,
        kind: order.kind,
        applicationIdentifier: found.applicationIdentifier,
        ulbName: found.ulbName,
        issuedAt: order.issuedAt.toISOString(),
        issuedBy:
          found.officerFirstName !== null && found.designation !== null
            ? {
                name: `${found.officerFirstName} ${found.officerLastName ?? ''}`.trim(),
                designation: found.designation,
              }
            : null,
        sha256: order.sha256,
        pdfUrl: storage.downloadUrl(order.storageKey),
      };
    },

    /**
     * GET /api/public/orders/{number}/copy-check: whether a PDF someone holds is the order issued, by its SHA-256
     * (hashed in their browser). A malformed hash is a 400, an unknown number a 404, as the check itself.
     */
    async checkCopy(input: { number: string; sha256: unknown }): Promise<TOrderCopyCheck> {
      const sha256 = ZSha256Schema.safeParse(input.sha256);
      if (!sha256.success) throw new AppError('BAD_USER_INPUT', ORDER_MESSAGES.badHash);
      const parsed = ZOrderNumberSchema.safeParse(input.number);
      const found = parsed.success ? await findOrderByNumber(db, parsed.data) : undefined;
      if (!found) throw new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
      return { number: found.order.number, isIssuedCopy: found.order.sha256 === sha256.data };
    },

    /** The application's orders as the Certificates list shows them: name (title and number) → signed link. */
    async certificatesOf(applicationId: number): Promise<Record<string, string>> {
      const orders = await findApplicationOrders(db, applicationId);
      return Object.fromEntries(
        orders.map((order) => [`${order.title} ${order.number}`, storage.downloadUrl(order.storageKey)]),
      );
    },
  };
}

export type TOrdersService = ReturnType<typeof createOrdersService>;
