import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** The lint errors of the module-face rules (eslint.config.js moduleFaces, compositionRootFaces) on a planted file. */
async function faceErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => /imports another only through|module only through/.test(message.message))
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

  it('holds the composition roots to the faces too', async () => {
    const root = [
      "import { createReportsService } from './modules/reports/reports.service';",
      "import { createFeesService } from './modules/fees';",
      'export const planted = [createReportsService, createFeesService] as const;',
    ].join('\n');
    expect(await faceErrors('packages/server/src/planted.ts', root)).toEqual(['1: ./modules/reports/reports.service']);
    const schema = [
      "import { settingsResolvers } from '../modules/settings/settings.resolver';",
      "import { reportsResolvers } from '../modules/reports';",
      'export const planted = [settingsResolvers, reportsResolvers] as const;',
    ].join('\n');
    expect(await faceErrors('packages/server/src/graphql/planted.ts', schema)).toEqual([
      '1: ../modules/settings/settings.resolver',
    ]);
    const command =
      "import { createStorage } from '../modules/storage/create-storage';\nexport const planted = createStorage;";
    expect(await faceErrors('packages/server/src/seed/planted-command.ts', command)).toEqual([
      '1: ../modules/storage/create-storage',
    ]);
  }, 60_000);
});
