import { openDatabaseForCommand } from '../../db/open-for-command';
import { loadConfig } from '../../platform/config';
import { verdictReport, verifyAuditTrail } from './audit.service';

/**
 * npm run audit:verify: walks the audit trail's hash chain; prints "Audit trail intact: N events" (exit 0) or the
 * first event changed, removed or inserted (exit 1). Keep the last hash it prints elsewhere: events removed at the
 * end of the chain leave no other trace.
 */
const database = await openDatabaseForCommand(loadConfig(), 'audit:verify');
try {
  const started = performance.now();
  const verdict = await verifyAuditTrail(database.db);
  const report = verdictReport(verdict, (performance.now() - started) / 1000);
  if (verdict.isIntact) console.log(report);
  else {
    console.error(report);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
