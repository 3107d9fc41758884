import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The compiled screens' lint errors (eslint.config.js compiledScreens) on a planted screen. */
async function compiledScreenErrors(filePath: string, code: string): Promise<number[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: `${ROOT}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'compiled-screens/restricted-syntax')
    .map((message) => message.line);
}

const SCREEN = [
  "import { RECOMMENDATION_MESSAGES } from '@anumati/domain';",
  "import { domainMessage } from '../../shared/i18n/i18n';",
  "import { useLanguage } from '../../shared/i18n/use-language';",
  'export function Planted() {',
  '  const language = useLanguage();',
  '  return (',
  '    <p>',
  '      {domainMessage(RECOMMENDATION_MESSAGES.noForm)} {domainMessage(RECOMMENDATION_MESSAGES.saved, language)}',
  '    </p>',
  '  );',
  '}',
].join('\n');

// The React Compiler memoizes what a render reads outside props, state and hooks: a domain message read in the
// language of the moment stayed English after the officer switched to Telugu (found on the document list).
describe('the compiled screens lint rule', () => {
  it('refuses a domain message without the hook’s language in a compiled folder, and only there', async () => {
    expect(await compiledScreenErrors('packages/web/src/features/verification/planted.tsx', SCREEN)).toEqual([8]);
    expect(await compiledScreenErrors('packages/web/src/features/reports/planted.tsx', SCREEN)).toEqual([]);
  }, 60_000);
});
