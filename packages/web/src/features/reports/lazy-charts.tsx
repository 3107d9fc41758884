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

/** A donut's space (its title and 140 px chart, 164 px at 1,366) while its counts or the chart library load. */
export function DonutSpace() {
  return <Skeleton h={164} />;
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
