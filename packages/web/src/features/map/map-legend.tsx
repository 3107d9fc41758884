import { MAP_LEGEND } from '@anumati/domain';
import { Box, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 2 §2.6: the legend's colours, under the map. */
export function MapLegend() {
  const { t } = useTranslation('map');
  return (
    <Group gap="xs" align="center">
      <Text size="sm" fw={600} id="plot-map-legend">
        {t('legend')}
      </Text>
      <List aria-labelledby="plot-map-legend" listStyleType="none" display="flex" style={{ gap: 16, flexWrap: 'wrap' }}>
        {MAP_LEGEND.map((entry) => (
          <List.Item key={entry.label}>
            <Group gap={6} wrap="nowrap">
              <Box w={14} h={14} bg={entry.colour} style={{ borderRadius: 2 }} aria-hidden />
              <Text size="sm">{entry.label}</Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Group>
  );
}
