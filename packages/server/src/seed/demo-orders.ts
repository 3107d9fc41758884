import { createHash } from 'node:crypto';
import type { TDatabase } from '../db/database';
import { createOrdersService, type TOrderIssue } from '../modules/orders';
import type { TStorage } from '../modules/storage/storage-adapter';

/**
 * Where the demo's orders print their check link when no console address is given (the seed's tests, the snapshot):
 * the server's own default PUBLIC_CONSOLE_URL (platform/config.ts). The first start and `npm run seed` give theirs.
 */
export const DEMO_CONSOLE_URL = 'http://localhost:8080';

/**
 * The orders of the demo's decisions (issue 57): the orders module's own service, as the server's workflow has it,
 * but for the 60 bits of each number, which come from the decision (its file and version) instead of chance. The
 * demo is then the same wherever it is seeded or loaded, its snapshot included (demo-snapshot.test.ts compares them
 * byte for byte); its numbers are guessable, as everything else in the published demo is.
 *
 * Which demo files carry one is the engine's to say (domain orderKindOf), not the seed's: every approval (a permit,
 * by its kind's name: instant registration certificate, building permission, layout and final layout orders,
 * occupancy certificate, compound wall permission), deemed and final deemed approval, rejection, revocation (an
 * instant file's or a deemed one's rejection, a show cause's outcome) and show cause notice. The files that end
 * without a decision issue none, as live ones do: CLOSED (withdrawn by the applicant) and EXPIRED (a
 * shortfall left unanswered past its time).
 */
export function createDemoOrders(deps: {
  db: TDatabase;
  storage: TStorage;
  consoleUrl?: string;
  onIssue?: (issue: TOrderIssue) => void;
}) {
  return createOrdersService({
    db: deps.db,
    storage: deps.storage,
    consoleUrl: deps.consoleUrl ?? DEMO_CONSOLE_URL,
    onIssue: deps.onIssue,
    numberBytes: (decision) =>
      createHash('sha256')
        .update(`anumati-demo-order:${decision.applicationId}:${decision.version}`)
        .digest()
        .subarray(0, 8),
  });
}
