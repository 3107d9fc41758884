import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = dirname(fileURLToPath(import.meta.url));

/**
 * The files that make a module's dependencies: not its tests (they set up and inspect whatever they need), not its
 * *-command.ts (each the composition root of a process of its own, wiring modules as main.ts does), and not its
 * *.table.ts (the schema is one, db/schema.ts: a table's foreign keys and a repository's joins read it as the shared
 * read model, docs/ARCHITECTURE.md "Module faces").
 */
const isModuleCode = (path: string) =>
  path.endsWith('.ts') && !/\.test\.ts$|-command\.ts$|\.table\.ts$/.test(path) && path.includes('/');

const SOURCES = (readdirSync(MODULES, { recursive: true }) as string[])
  .filter(isModuleCode)
  .map((path) => ({ path, source: readFileSync(join(MODULES, path), 'utf8') }));

const moduleOf = (path: string) => path.split('/')[0] ?? '';

/** The other modules a file imports (import, export … from, import()), the schema's tables left out as above. */
function importedModules(path: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers
    .filter((specifier) => !specifier.endsWith('.table'))
    .map((specifier) => relative(MODULES, resolve(MODULES, dirname(path), specifier)))
    .filter((target) => !target.startsWith('..'))
    .map(moduleOf);
}

/** Module → the modules it imports, over the whole server. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { path, source } of SOURCES) {
    const module = moduleOf(path);
    const edges = graph.get(module) ?? new Set<string>();
    for (const imported of importedModules(path, source)) if (imported !== module) edges.add(imported);
    graph.set(module, edges);
  }
  return graph;
}

/** One cycle through the graph, as the modules it passes (first = last), or undefined when there is none. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (module: string, path: string[]): string[] | undefined => {
    if (path.includes(module)) return [...path.slice(path.indexOf(module)), module];
    if (done.has(module)) return undefined;
    for (const next of graph.get(module) ?? []) {
      const cycle = visit(next, [...path, module]);
      if (cycle) return cycle;
    }
    done.add(module);
    return undefined;
  };
  for (const module of graph.keys()) {
    const cycle = visit(module, []);
    if (cycle) return cycle;
  }
  return undefined;
}

// Issue 56 §2: nine pairs of server modules imported each other. A module builds on others, never on one that builds
// on it; the lint rule keeps each import to a module's index.ts, this keeps the modules in layers.
describe('the modules of the server', () => {
  it('import each other without a cycle', () => {
    const graph = moduleGraph();
    // The graph is read: the workflow's commands build on the engine, the engine on nothing that calls it.
    expect(graph.get('workflow-commands')).toContain('workflow');
    expect(graph.get('workflow')).not.toContain('orders');
    expect(findCycle(graph)).toBeUndefined();
  });

  it('would show a cycle as the modules it passes', () => {
    const graph = new Map([
      ['orders', new Set(['workflow'])],
      ['workflow', new Set(['orders'])],
    ]);
    expect(findCycle(graph)).toEqual(['orders', 'workflow', 'orders']);
  });
});
