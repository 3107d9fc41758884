import { officerImportTemplate } from '@anumati/domain';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabaseForCommand } from '../../db/open-for-command';
import { AppError } from '../../graphql/app-error';
import { refuseDemoDataInProduction } from '../../seed/demo-data-guard';
import { systemClock } from '../../platform/clock';
import { loadConfig, signInLimitsOf } from '../../platform/config';
import { seedJurisdictions } from '../../seed/jurisdiction-seed';
import { createSignInGuard } from '../auth';
import { hasJurisdictions } from '../officer';
import { createWorkflowService } from '../workflow';
import { createAdministrationService } from './administration.service';
import { readOfficerImport } from './officer-import-file';

/**
 * npm run import-officers -w @anumati/server -- --file officers.csv [--dry-run]   (or an .xlsx workbook)
 * npm run import-officers -w @anumati/server -- --template                        (prints the CSV header line)
 *
 * The operator's import of a state's officers (issue 52 §3; columns in docs/ADMINISTRATION.md): every row is
 * checked; on any problem the row report is printed, nothing is written and the exit status is 1. Otherwise the
 * officers are created in one transaction, with no usable password: each sets one with "Forgot password" on the
 * sign-in page (a reset code goes to their mobile).
 */
const { values } = parseArgs({
  options: { file: { type: 'string' }, 'dry-run': { type: 'boolean' }, template: { type: 'boolean' } },
});
if (values.template) {
  process.stdout.write(`${officerImportTemplate().split('\n')[0]}\n`);
  process.exit(0);
}
if (!values.file) {
  console.error('Missing: --file officers.csv (or .xlsx), or --template');
  process.exit(2);
}
const kind = extname(values.file).toLowerCase() === '.xlsx' ? 'xlsx' : 'csv';
const body = await readFile(values.file).catch(() => {
  console.error(`Cannot read ${values.file}`);
  process.exit(2);
});

const config = loadConfig();
const database = await openDatabaseForCommand(config, 'import-officers');
await refuseDemoDataInProduction(database, config, 'import-officers');
try {
  const rows = await readOfficerImport(body, kind);
  // A fresh production database: the state's jurisdictions are public facts, loaded as create-officer loads them.
  await database.db.transaction(async (tx) => {
    if (!(await hasJurisdictions(tx))) await seedJurisdictions(tx);
  });
  const administration = createAdministrationService({
    db: database.db,
    clock: systemClock,
    workflow: createWorkflowService({ db: database.db, clock: systemClock, orders: null }),
    // No SMS from the command line: each officer asks for the reset code on the sign-in page.
    auth: { resetOfficerPassword: async () => undefined },
    guard: createSignInGuard({ db: database.db, clock: systemClock, limits: signInLimitsOf(config) }),
  });
  const report = await administration.importOfficers(null, rows, values['dry-run'] ?? false);
  for (const row of report.rows) {
    console.error(`Row ${row.row}${row.username ? ` (${row.username})` : ''}: ${row.problems.join('; ')}`);
  }
  if (report.rows.length > 0) {
    console.error(`${report.rows.length} of ${report.totalRows} rows have problems: nothing imported.`);
    process.exitCode = 1;
  } else if (values['dry-run']) {
    console.log(`Dry run: all ${report.totalRows} rows are valid; nothing imported.`);
  } else {
    console.log(
      `Imported ${report.imported} officers. Each sets a password with "Forgot password" on the sign-in page.`,
    );
  }
} catch (error) {
  console.error(error instanceof AppError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
