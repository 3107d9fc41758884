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
import { renderOrderPdf, type TOrderDocument } from './order-pdf';
import {
  findApplicationOrders,
  findCheckedConditionNames,
  findOrderByNumber,
  findOrderParticulars,
  findSignatory,
  insertDecisionOrder,
} from './orders.repository';

/** An order as issued, before its PDF is made: what it prints (but its check link) and what its row records. */
export type TOrderIssue = {
  applicationId: number;
  /** The version the deciding transition wrote (one order per transition). */
  applicationVersion: number;
  issuedByOfficerId: number | null;
  document: Omit<TOrderDocument, 'verifyUrl'>;
};

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
export function createOrdersService(deps: {
  db: TDatabase;
  storage: TStorage;
  consoleUrl: string;
  /**
   * The 60 random bits of an order's number (orderNumberOf), 8 bytes. Unguessable by default; the demo seed's
   * are its decision's own (seed/demo-orders.ts), so that the demo is the same wherever it is seeded or loaded.
   */
  numberBytes?: (decision: TDecisionOrder) => Uint8Array;
  /** Told of each order as it is issued, before its PDF is made (the demo's snapshot keeps them: demo-snapshot.ts). */
  onIssue?: (issue: TOrderIssue) => void;
}) {
  const { db, storage } = deps;
  const numberBytes = deps.numberBytes ?? (() => randomBytes(8));

  /** Makes the order's PDF, keeps it in storage and records its row (number, hash) in the caller's transaction. */
  const keepIn = async (tx: TDb, issue: TOrderIssue) => {
    const { document } = issue;
    const pdf = await renderOrderPdf({ ...document, verifyUrl: `${deps.consoleUrl}/verify-order/${document.number}` });
    const storageKey = `orders/${issue.applicationId}/${document.number}.pdf`;
    await storage.put(storageKey, pdf, 'application/pdf');
    await insertDecisionOrder(tx, {
      number: document.number,
      applicationId: issue.applicationId,
      applicationVersion: issue.applicationVersion,
      kind: document.kind,
      title: document.title,
      storageKey,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      issuedAt: document.issuedAt,
      issuedByOfficerId: issue.issuedByOfficerId,
    });
  };

  /** The workflow's orders port (TDecisionOrders): called by its decision step, in the transition's transaction. */
  const issueIn: TDecisionOrders['issueIn'] = async (tx: TDb, decision: TDecisionOrder) => {
    const particulars = await findOrderParticulars(tx, decision.applicationId);
    if (!particulars) throw new AppError('NOT_FOUND', 'Application not found');
    const processKind = processKindOf(particulars.applicationType, particulars.approvalFor);
    // A deadline's order is dated when it fell due, as the transition records it (workflow.service effectiveAt).
    const { issuedAt, officerId } = decision;
    const issuedBy = officerId === null ? null : await findSignatory(tx, officerId);
    if (issuedBy === undefined) throw new Error(`the deciding officer ${officerId} has no record`);
    const issue: TOrderIssue = {
      applicationId: decision.applicationId,
      applicationVersion: decision.version,
      issuedByOfficerId: officerId,
      document: {
        number: orderNumberOf(Number(indiaDay(issuedAt).slice(0, 4)), numberBytes(decision)),
        title: orderTitle(decision.kind, processKind),
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
      },
    };
    deps.onIssue?.(issue);
    await keepIn(tx, issue);
  };

  return {
    issueIn,

    /**
     * An order issued before, kept again as it was issued (its PDF made anew, its row written): the demo's snapshot
     * loaded on another day, its orders moved to that day (demo-snapshot.ts).
     */
    keepIn,

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
