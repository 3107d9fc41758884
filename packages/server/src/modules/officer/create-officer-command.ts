import { parseArgs } from 'node:util';
import { text } from 'node:stream/consumers';
import { openDatabaseForCommand } from '../../db/open-for-command';
import { refuseDemoDataInProduction } from '../../seed/demo-data-guard';
import { systemClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { createOfficerAccount } from '../auth';

/**
 * npm run create-officer -w @anumati/server -- --username U --first-name F --last-name L --mobile 98…
 *   --role "Municipal Commissioner" [--ulb "GHMC"] [--email E]
 * The password comes from OFFICER_PASSWORD or, when unset, from the first line of standard input, so it never
 * appears in the process list or the shell's history.
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    mobile: { type: 'string' },
    role: { type: 'string' },
    ulb: { type: 'string' },
    email: { type: 'string' },
  },
});
const required = ['username', 'first-name', 'last-name', 'mobile', 'role'] as const;
const missing = required.filter((name) => !values[name]);
if (missing.length > 0) {
  console.error(`Missing: ${missing.map((name) => `--${name}`).join(', ')}`);
  process.exit(2);
}
const password = process.env.OFFICER_PASSWORD ?? (await text(process.stdin)).split(/\r?\n/)[0] ?? '';

const config = loadConfig();
const database = await openDatabaseForCommand(config, 'create-officer');
await refuseDemoDataInProduction(database, config, 'create-officer');
try {
  const officerId = await createOfficerAccount(
    database.db,
    {
      username: values.username ?? '',
      password,
      firstName: values['first-name'] ?? '',
      lastName: values['last-name'] ?? '',
      mobile: values.mobile ?? '',
      role: values.role ?? '',
      ulbName: values.ulb,
      email: values.email,
    },
    systemClock.now(),
  );
  console.log(`Officer ${values.username} created (id ${officerId}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
