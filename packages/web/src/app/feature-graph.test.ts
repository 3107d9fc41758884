import { describe, expect, it } from 'vitest';

/** What every feature ships, as text (a test may read another feature's catalogue: reports-catalogue.test.ts). */
const SOURCES = import.meta.glob<string>(['../features/**/*.{ts,tsx}', '!../features/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const featureOf = (path: string) => path.split('/')[2] ?? '';

/** The features a file imports: a relative path that climbs out of its own feature into features/<other>. */
function importedFeatures(path: string, source: string): string[] {
  const depth = path.split('/').length - 3;
  const reachesFeatures = new RegExp(`from '(?:\\.\\./){${depth}}([a-z-]+)[/']`, 'g');
  return [...source.matchAll(reachesFeatures)].map((match) => match[1] ?? '');
}

/** Feature → the features it imports, over the whole console. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [path, source] of Object.entries(SOURCES)) {
    const feature = featureOf(path);
    const edges = graph.get(feature) ?? new Set<string>();
    for (const imported of importedFeatures(path, source)) if (imported !== feature) edges.add(imported);
    graph.set(feature, edges);
  }
  return graph;
}

/** One cycle through the graph, as the features it passes (first = last), or undefined when there is none. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (feature: string, path: string[]): string[] | undefined => {
    if (path.includes(feature)) return [...path.slice(path.indexOf(feature)), feature];
    if (done.has(feature)) return undefined;
    for (const next of graph.get(feature) ?? []) {
      const cycle = visit(next, [...path, feature]);
      if (cycle) return cycle;
    }
    done.add(feature);
    return undefined;
  };
  for (const feature of graph.keys()) {
    const cycle = visit(feature, []);
    if (cycle) return cycle;
  }
  return undefined;
}

// Issue 21 §4 and docs/CODE_STYLE.md: a feature builds on others, never on one that builds on it. The lint rule
// keeps each import to a feature's index.ts; this keeps the features in layers, as a cycle is invisible file by file.
describe('the features of the console', () => {
  it('import each other without a cycle', () => {
    const graph = featureGraph();
    expect(graph.get('chasing-cell')).toContain('reports');
    expect(findCycle(graph)).toBeUndefined();
  });

  it('would show a cycle as the features it passes', () => {
    const graph = new Map([
      ['fees', new Set(['verification'])],
      ['verification', new Set(['fees'])],
    ]);
    expect(findCycle(graph)).toEqual(['fees', 'verification', 'fees']);
  });
});
