import type { QueryClient } from '@tanstack/react-query';

/** The detail reads that carry the plot (spec 2 §7): the screens and the side panel show what was saved. */
const PLOT_READS: readonly unknown[] = ['applicationView', 'occupancyShow', 'compoundWallShow'];

export function refetchPlotReads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => PLOT_READS.includes(query.queryKey[0]) });
}
