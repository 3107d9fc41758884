import { openDatabase } from '../../db/database';
import { systemClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { createDeadlineScheduler } from './deadline-scheduler';
import { createWorkflowService } from './workflow.service';

/** npm run deadlines: applies deemed approvals, shortfall expiries and show-cause flags once, then stops. */
const database = await openDatabase(loadConfig());
try {
  const workflow = createWorkflowService({ db: database.db, clock: systemClock });
  const scheduler = createDeadlineScheduler({ db: database.db, clock: systemClock, workflow, pool: database.pool });
  const run = await scheduler.runOnce();
  console.log('Deadlines applied:', run);
} finally {
  await database.close();
}
