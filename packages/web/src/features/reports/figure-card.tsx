import { formatFigure } from '@anumati/domain';
import { Paper, Text } from '@mantine/core';
import { useLanguage } from '../../shared/i18n/use-language';

/** A figure in a card, for the heads of the dashboards: a count with Indian digit grouping, or a text (rupees). */
export function FigureCard(props: { label: string; value: string | number; hint?: string; color?: string }) {
  const language = useLanguage();
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text size="xl" fw={700} c={props.color}>
        {typeof props.value === 'number' ? formatFigure(props.value, language) : props.value}
      </Text>
      {props.hint && (
        <Text size="xs" c="gray.7">
          {props.hint}
        </Text>
      )}
    </Paper>
  );
}
