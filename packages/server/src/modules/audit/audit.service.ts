import type { TDb } from '../../db/database';
import { walkChain, type TChainVerdict } from './audit-chain';
import { chainedEvents } from './audit.repository';

/** Walks the whole audit trail's hash chain (audit-chain.ts) and names its first break. */
export function verifyAuditTrail(db: TDb, options: { batchSize?: number } = {}): Promise<TChainVerdict> {
  return walkChain(chainedEvents(db, options.batchSize));
}

/** The verdict as `npm run audit:verify` prints it. */
export function verdictReport(verdict: TChainVerdict, seconds: number): string {
  if (!verdict.isIntact) {
    return `Audit trail broken at event #${verdict.broken.eventId} (${verdict.broken.kind}): ${verdict.broken.message}. ${verdict.events} events checked.`;
  }
  const last = verdict.lastId === null ? '' : `; last event #${verdict.lastId}, hash ${verdict.lastHash}`;
  return `Audit trail intact: ${verdict.events} events (${seconds.toFixed(1)} s${last})`;
}
