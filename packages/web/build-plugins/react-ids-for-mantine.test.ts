import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, REACT_USE_ID_MODULE, reactIdsForMantine } from './react-ids-for-mantine';

/** The module Mantine's components import `useId` from, where the installed package has it. */
function installedUseIdModule(): string {
  const require = createRequire(import.meta.url);
  // Its entry is cjs/index.cjs: the package's own folder is two up (package.json is not among its exports).
  const packageRoot = dirname(dirname(require.resolve('@mantine/hooks')));
  return join(packageRoot, 'esm', 'use-id', 'use-id.mjs');
}

/** The replacement, as the bundle runs it: an ES module beside this package's React. */
async function replacementUseId(): Promise<(staticId?: string) => string> {
  const folder = mkdtempSync(join(tmpdir(), 'react-ids-'));
  const file = join(folder, 'use-id.mjs');
  const require = createRequire(import.meta.url);
  writeFileSync(file, REACT_USE_ID_MODULE.replace("from 'react'", `from '${pathToFileURL(require.resolve('react'))}'`));
  return ((await import(pathToFileURL(file).href)) as { useId: (staticId?: string) => string }).useId;
}

describe('reactIdsForMantine', () => {
  it("finds Mantine's useId where the installed package has it", () => {
    const module = installedUseIdModule();

    expect(existsSync(module)).toBe(true);
    expect(module).toMatch(MANTINE_USE_ID);
  });

  it("loads React's ids in place of that module and nothing else", () => {
    const plugin = reactIdsForMantine();
    const load = plugin.load;
    if (!load || typeof load === 'function') throw new Error('the plugin loads through a filtered hook');

    expect(load.filter?.id).toBe(MANTINE_USE_ID);
    expect(load.handler.call({} as never, installedUseIdModule())).toBe(REACT_USE_ID_MODULE);
    expect(MANTINE_USE_ID.test('/node_modules/@mantine/hooks/esm/use-id-like/other.mjs')).toBe(false);
  });

  it('gives a static id back, and otherwise a distinct id for each component without a layout effect', async () => {
    const useId = await replacementUseId();
    const Labelled = ({ staticId }: { staticId?: string }) => createElement('span', { id: useId(staticId) });

    const html = renderToString(
      createElement(
        'div',
        null,
        createElement(Labelled),
        createElement(Labelled),
        createElement(Labelled, { staticId: 'given' }),
      ),
    );
    const ids = [...html.matchAll(/id="([^"]+)"/g)].map(([, id]) => id);

    expect(ids).toHaveLength(3);
    expect(ids[0]).toMatch(/^mantine-/);
    expect(ids[1]).toMatch(/^mantine-/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[2]).toBe('given');
    expect(REACT_USE_ID_MODULE).not.toMatch(/Effect/);
  });

  it('fails a build that never met the module', () => {
    const plugin = reactIdsForMantine();
    const buildEnd = plugin.buildEnd;
    if (typeof buildEnd !== 'function') throw new Error('the plugin checks at the end of the build');
    const errors: string[] = [];

    buildEnd.call({ error: (message: string) => errors.push(message) } as never, undefined);

    expect(errors).toEqual(["Mantine's useId module was not found where this plugin replaces it"]);
  });
});
