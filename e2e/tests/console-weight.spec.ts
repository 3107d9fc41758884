import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_DIST, CONSOLE_ROUTES, routeFiles } from '../support/console-routes';

/**
 * Zod (the forms' checks) comes with the forms that need it: the sign-in form's on its first submit, none with
 * the inbox. A limit the inbox's search box read from a domain module that also built a Zod schema once brought
 * Zod into the inbox's route (24 KB of gzip JS of its 289; issue 17 §4 asks ≤ 200), which only the bundle bench
 * showed. Zod's objects carry `_zod`; the build is the one `npm run test:e2e` makes before the browser tests.
 */
test('the sign-in and inbox routes load no Zod before they show', () => {
  for (const route of CONSOLE_ROUTES) {
    const filesWithZod = [...routeFiles(route.modules).js].filter((file) =>
      readFileSync(join(CONSOLE_DIST, file), 'utf8').includes('_zod'),
    );
    expect(filesWithZod, route.name).toEqual([]);
  }
});
