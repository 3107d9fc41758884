import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TICK = '✓';

/** A tab's name with the tick spec 3 §4 shows once its part is submitted. */
export function TabLabel({ label, isDone }: { label: string; isDone: boolean }) {
  const { t } = useTranslation('fees');
  return (
    <Group gap={6} wrap="nowrap">
      <span>{label}</span>
      {isDone && (
        <span role="img" aria-label={t('submitted')}>
          {TICK}
        </span>
      )}
    </Group>
  );
}
