import '@mantine/charts/styles.css';
import {
  BUCKET_TITLES,
  formatIndianNumber,
  type TOutcomeBucket,
  type TReportBucket,
  type TReportCounts,
  formatFigure,
} from '@anumati/domain';
import { BarChart, DonutChart, type BarChartProps } from '@mantine/charts';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { useDomainTitle } from './domain-title';
import { colourOf, DONUT_BUCKETS } from './status-legend';

/**
 * A chart with its numbers as a table for screen readers: the drawing is hidden from them, the table is
 * hidden from sight. Charts live in this module only, which only the report screens load.
 */
export function ChartFigure(props: {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  children: ReactNode;
}) {
  const titleId = useId();
  const language = useLanguage();
  return (
    <Stack component="figure" gap={4} m={0} aria-labelledby={titleId}>
      <Text id={titleId} component="figcaption" fw={600} size="sm" ta="center">
        {props.title}
      </Text>
      {/* inert: the drawing is neither read nor focusable; the table below carries the numbers. Clipped to its
          box: the chart's hidden tooltip stands out past the window's edge at 320 px and scrolled the whole page
          sideways (WCAG 1.4.10). */}
      <div aria-hidden="true" inert style={{ overflow: 'hidden' }}>
        {props.children}
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{props.title}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, index) => (
                  <td key={props.columns[index]}>{typeof cell === 'number' ? formatFigure(cell, language) : cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}

/** A donut of one set of counts by status, the received count in its middle. */
export function StatusDonut(props: { title: string; counts: TReportCounts; buckets?: readonly TOutcomeBucket[] }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const domainTitle = useDomainTitle();
  const buckets = props.buckets ?? DONUT_BUCKETS;
  const data = buckets.map((bucket) => ({
    name: domainTitle(BUCKET_TITLES[bucket]),
    value: props.counts[bucket],
    color: colourOf(bucket),
  }));
  const isEmpty = data.every((cell) => cell.value === 0);
  return (
    <ChartFigure
      title={props.title}
      columns={[t('charts.status'), t('charts.applications')]}
      rows={[
        [domainTitle(BUCKET_TITLES.received), props.counts.received],
        ...data.map((cell) => [cell.name, cell.value]),
      ]}
    >
      <DonutChart
        mx="auto"
        size={140}
        thickness={24}
        data={isEmpty ? [{ name: t('charts.none'), value: 1, color: 'gray.3' }] : data}
        withTooltip={!isEmpty}
        chartLabel={formatIndianNumber(props.counts.received, language)}
        valueFormatter={(value) => formatFigure(value, language)}
        accessibilityLayer={false}
      />
    </ChartFigure>
  );
}

/**
 * Every bar its own label: recharts otherwise drops labels that would collide, and a reader takes the next visible
 * label for the bar above it (Suryapet's rejections read as Yadagirigutta's). Many bars get their labels slanted.
 */
function xAxisFor(labels: readonly string[]): BarChartProps['xAxisProps'] {
  const isCrowded = labels.length > 6 || labels.some((label) => label.length > 12);
  return isCrowded
    ? { interval: 0, angle: -35, textAnchor: 'end' as const, height: 90, tick: { fontSize: 11 } }
    : { interval: 0 };
}

/** Bars of several rows' counts by status (months or groups side by side), 100 a step on the axis (spec 3 §9). */
export function CountsBarChart(props: {
  title: string;
  rows: { label: string; counts: TReportCounts }[];
  buckets?: readonly TReportBucket[];
  height?: number;
}) {
  const language = useLanguage();
  const domainTitle = useDomainTitle();
  const buckets: readonly TReportBucket[] = props.buckets ?? DONUT_BUCKETS;
  const seriesName = (bucket: TReportBucket) => domainTitle(BUCKET_TITLES[bucket]);
  const data = props.rows.map((row) => ({
    label: row.label,
    ...Object.fromEntries(buckets.map((bucket) => [seriesName(bucket), row.counts[bucket]])),
  }));
  const highest = Math.max(0, ...props.rows.flatMap((row) => buckets.map((bucket) => row.counts[bucket])));
  const top = Math.max(100, Math.ceil(highest / 100) * 100);
  return (
    <ChartFigure
      title={props.title}
      columns={['', ...buckets.map(seriesName)]}
      rows={props.rows.map((row) => [row.label, ...buckets.map((bucket) => row.counts[bucket])])}
    >
      <BarChart
        h={props.height ?? 260}
        data={data}
        dataKey="label"
        withLegend
        accessibilityLayer={false}
        valueFormatter={(value) => formatFigure(value, language)}
        xAxisProps={xAxisFor(props.rows.map((row) => row.label))}
        yAxisProps={{ domain: [0, top], ticks: Array.from({ length: top / 100 + 1 }, (_, index) => index * 100) }}
        series={buckets.map((bucket) => ({ name: seriesName(bucket), color: colourOf(bucket) }))}
      />
    </ChartFigure>
  );
}

/** Bars of one figure per row (files per stage, delays per band…). */
export function ValueBarChart(props: {
  title: string;
  valueTitle: string;
  data: { label: string; value: number }[];
  color?: string;
}) {
  const language = useLanguage();
  return (
    <ChartFigure
      title={props.title}
      columns={['', props.valueTitle]}
      rows={props.data.map((row) => [row.label, row.value])}
    >
      <BarChart
        h={240}
        data={props.data.map((row) => ({ label: row.label, [props.valueTitle]: row.value }))}
        dataKey="label"
        accessibilityLayer={false}
        valueFormatter={(value) => formatFigure(value, language)}
        xAxisProps={xAxisFor(props.data.map((row) => row.label))}
        series={[{ name: props.valueTitle, color: props.color ?? 'blue.6' }]}
      />
    </ChartFigure>
  );
}
