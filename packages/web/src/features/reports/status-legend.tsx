import {
  BUCKET_TITLES,
  OUTCOME_BUCKETS,
  SUMMARY_COLOURS,
  summaryLabelOf,
  WITHDRAWN_COLOUR,
  type TOutcomeBucket,
  type TReportBucket,
} from '@anumati/domain';
import { ColorSwatch, Group, Text } from '@mantine/core';
import { useDomainTitle } from './domain-title';

/** Every outcome, so a donut's wedges add up to the received count in its middle. */
export const DONUT_BUCKETS: readonly TOutcomeBucket[] = OUTCOME_BUCKETS;
export const colourOf = (bucket: TReportBucket) => {
  if (bucket === 'received') return 'indigo.6';
  if (bucket === 'withdrawn') return `${WITHDRAWN_COLOUR}.5`;
  return `${SUMMARY_COLOURS[summaryLabelOf(bucket)]}.6`;
};

/**
 * The colour key of the status donuts (decorative: each donut's table names its statuses). Not with the charts,
 * which load after the page: its height on a phone, two or three lines, is known only once drawn, and the donuts
 * and tables below moved down when it came.
 */
export function StatusLegend(props: { buckets?: readonly TOutcomeBucket[] }) {
  const domainTitle = useDomainTitle();
  return (
    <Group gap="md" justify="center" aria-hidden="true" data-testid="status-legend">
      {(props.buckets ?? DONUT_BUCKETS).map((bucket) => (
        <Group key={bucket} gap={6}>
          <ColorSwatch color={`var(--mantine-color-${colourOf(bucket).replace('.', '-')})`} size={12} />
          <Text size="xs">{domainTitle(BUCKET_TITLES[bucket])}</Text>
        </Group>
      ))}
    </Group>
  );
}
