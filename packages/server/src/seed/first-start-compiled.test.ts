import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compiledCommandsTimeout,
  compileServerAsInImage,
  startCompiledServer,
  type TCompiledServer,
} from '../testing/compiled-server';

let server: TCompiledServer;
let dataDir: string;

beforeAll(async () => {
  server = await compileServerAsInImage();
  dataDir = await mkdtemp(join(tmpdir(), 'anumati-empty-'));
}, compiledCommandsTimeout(1));
afterAll(async () => {
  await server.remove();
  await rm(dataDir, { recursive: true, force: true });
});

// Issue 50: `node packages/server/dist/main.js` on an empty data folder stopped in its first start's demo load (a
// duplicate key on conditions_pkey); only `npm start`, which loads the demo as a step before, worked.
describe('the compiled server on an empty data folder', () => {
  it(
    'loads the demo on its first start, then serves and is ready',
    async () => {
      const running = await startCompiledServer(server, {
        DATA_DIR: dataDir,
        STORAGE_DIR: join(dataDir, 'storage'),
        MAX_EVENT_LOOP_DELAY_MS: '0',
      });
      const ready = await fetch(`${running.url}/health/ready`);
      const exitCode = await running.stop();

      expect(ready.status).toBe(200);
      expect(running.output()).toContain('Demo data loaded');
      expect(running.output()).not.toContain('duplicate key');
      expect(exitCode).toBe(0);

      // The demo's audit trail came with it, checked by the compiled command an operator runs on a stopped server.
      const verified = await server.run('audit-verify-command', [], { DATA_DIR: dataDir });
      expect(verified.code).toBe(0);
      expect(verified.stdout).toMatch(/Audit trail intact: [1-9][\d,]* events/);
      // The server checkpointed the trail's head at its first tick (issue 51 §5, main.ts), and the trail matches it.
      expect(verified.stdout).toContain('Matches the last checkpoint');
    },
    // The demo's load makes this the longest start there is: 40 s alone, over 130 s beside other tests on 2 cores.
    compiledCommandsTimeout(4),
  );
});
