import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The charts load after the page they sit on: the headings, tables and filters of a report show at once, and
 * the chart library (recharts) follows in its own file.
 */
const charts = () => import('./report-charts');
const LazyStatusDonut = lazy(() => charts().then((module) => ({ default: module.StatusDonut })));
const LazyCountsBarChart = lazy(() => charts().then((module) => ({ default: module.CountsBarChart })));
const LazyValueBarChart = lazy(() => charts().then((module) => ({ default: module.ValueBarChart })));

type TChartProps<TKey extends keyof Awaited<ReturnType<typeof charts>>> = ComponentProps<
  Awaited<ReturnType<typeof charts>>[TKey]
>;

/**
 * A donut's space (its title and 140 px chart, 164 px at 1,366) while its counts or the chart library load, and
 * still, without the shimmer, when the counts could not be loaded: the report's table below says so and offers to
 * try again. A donut drawn then would read "0" for figures nobody counted.
 */
export function DonutSpace(props: { hasFailed?: boolean }) {
  return <Skeleton h={164} animate={!props.hasFailed} />;
}

/** The donut of a report's counts, once they have come; its space until then (DonutSpace). */
export function ReportDonut(
  props: Omit<TChartProps<'StatusDonut'>, 'counts'> & {
    counts: TChartProps<'StatusDonut'>['counts'] | undefined;
    hasFailed: boolean;
  },
) {
  const { counts, hasFailed, ...donut } = props;
  return counts ? <StatusDonut {...donut} counts={counts} /> : <DonutSpace hasFailed={hasFailed} />;
}

export function StatusDonut(props: TChartProps<'StatusDonut'>) {
  return (
    <Suspense fallback={<DonutSpace />}>
      <LazyStatusDonut {...props} />
    </Suspense>
  );
}

export function CountsBarChart(props: TChartProps<'CountsBarChart'>) {
  return (
    <Suspense fallback={<Skeleton h={props.height ?? 260} />}>
      <LazyCountsBarChart {...props} />
    </Suspense>
  );
}

export function ValueBarChart(props: TChartProps<'ValueBarChart'>) {
  return (
    <Suspense fallback={<Skeleton h={260} />}>
      <LazyValueBarChart {...props} />
    </Suspense>
  );
}
