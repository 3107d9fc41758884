import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** The lint errors of the module-face rule (eslint.config.js moduleFaces) on a planted file of the server. */
async function faceErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.message.includes('imports another only through its index.ts'))
    .map((message) => `${message.line}: ${message.message.split("'")[1] ?? ''}`);
}

// Issue 56 §2: a verification submit reached into five other modules' internals. The rule is shown failing on a
// planted cross-module import, and passing on the ones a module may make.
describe('the lint rule of module faces', () => {
  it("refuses a module's import of another module's repository, service file or view", async () => {
    const planted = [
      "import { loadWorkflowState } from '../workflow/workflow.repository';",
      "import type { TWorkflowService } from '../workflow/workflow.service';",
      "import { toOfficerApplication } from '../application/officer-application.view';",
      'export const planted = [loadWorkflowState, toOfficerApplication] as const;',
      'export type TPlanted = TWorkflowService;',
    ].join('\n');
    expect(await faceErrors('packages/server/src/modules/fees/planted.ts', planted)).toEqual([
      '1: ../workflow/workflow.repository',
      '2: ../workflow/workflow.service',
      '3: ../application/officer-application.view',
    ]);
  }, 60_000);

  it("allows another module's face, and a repository's join on another module's table", async () => {
    const service = [
      "import { loadWorkflowState, type TWorkflowService } from '../workflow';",
      'export const planted = loadWorkflowState;',
      'export type TPlanted = TWorkflowService;',
    ].join('\n');
    expect(await faceErrors('packages/server/src/modules/fees/planted.ts', service)).toEqual([]);
    const repository = [
      "import { applications } from '../application/application.table';",
      "import { keepWorkItemsOf } from '../application/work-items.repository';",
      'export const planted = [applications, keepWorkItemsOf] as const;',
    ].join('\n');
    expect(await faceErrors('packages/server/src/modules/fees/planted.repository.ts', repository)).toEqual([
      '2: ../application/work-items.repository',
    ]);
  }, 60_000);
});
