import { startOfIndiaDay } from '@anumati/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../db/database';
import type { TOrderIssue } from '../modules/orders';
import { createLocalStorage, type TStorage } from '../modules/storage';
import { manualClock } from '../platform/clock';
import { DEMO_SNAPSHOT_DAY, DEMO_SNAPSHOT_FILE, takeDemoSnapshot, writeDemoSnapshot } from './demo-snapshot';
import { seedDemoData } from './seed';

/**
 * `npm run demo:snapshot -w @anumati/server`: the demo seeded through the engine at the start of DEMO_SNAPSHOT_DAY,
 * in a database of its own, kept as the snapshot the first start loads (demo-snapshot.ts). Run it after changing
 * the seed or what the engine writes: demo-snapshot.test.ts fails until the snapshot is taken again.
 */
const started = Date.now();
const now = startOfIndiaDay(DEMO_SNAPSHOT_DAY);
const folder = await mkdtemp(join(tmpdir(), 'anumati-demo-snapshot-'));
const database = await openPglite({ namedStatements: true });
try {
  const documents = new Map<string, { body: Buffer; contentType: string }>();
  const disk = createLocalStorage({
    directory: folder,
    secret: 'demo-snapshot-0123456',
    clock: manualClock(now),
    linkTtlSeconds: 900,
  });
  const storage: TStorage = {
    ...disk,
    put: async (key, body, contentType) => {
      documents.set(key, { body, contentType });
      await disk.put(key, body, contentType);
    },
  };
  const orders: TOrderIssue[] = [];
  const summary = await seedDemoData(database.db, { now, storage, onOrderIssue: (order) => orders.push(order) });
  await writeDemoSnapshot(await takeDemoSnapshot(database.db, { documents, orders, day: DEMO_SNAPSHOT_DAY }));
  console.log(
    `Demo snapshot of ${DEMO_SNAPSHOT_DAY} written to ${DEMO_SNAPSHOT_FILE} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
    summary,
  );
} finally {
  await database.close();
  await rm(folder, { recursive: true, force: true });
}
