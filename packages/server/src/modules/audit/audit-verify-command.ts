import { openDatabaseForCommand } from '../../db/open-for-command';
import { loadConfig } from '../../platform/config';
import { CheckpointFileError, readLastCheckpoint } from './audit-checkpoint';
import { verdictReport, verifyAuditTrail } from './audit.service';

/**
 * npm run audit:verify: walks the audit trail's hash chain against the last checkpoint in AUDIT_CHECKPOINT_DIR;
 * prints "Audit trail intact: N events" (exit 0) or the first event changed, removed or inserted, or the trail
 * shortened since the checkpoint (exit 1). A checkpoint file whose last line does not verify is exit 1 too.
 */
const config = loadConfig();
// Opened first: opening sets this process's AUDIT_KEY, which the checkpoint's signature is checked with.
const database = await openDatabaseForCommand(config, 'audit:verify');
try {
  const checkpoint = await readLastCheckpoint(config.AUDIT_CHECKPOINT_DIR);
  const started = performance.now();
  const verdict = await verifyAuditTrail(database.db, { checkpoint });
  const report = verdictReport(verdict, {
    seconds: (performance.now() - started) / 1000,
    checkpoint,
    checkpointDir: config.AUDIT_CHECKPOINT_DIR,
  });
  if (verdict.isIntact) console.log(report);
  else {
    console.error(report);
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof CheckpointFileError)) throw error;
  console.error(`Audit checkpoint not trusted: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
