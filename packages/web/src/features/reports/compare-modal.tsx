import type { TCountTableRow } from '@anumati/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountsBarChart } from './lazy-charts';

/** Spec 3 §2: the Compare modal of the ticked rows, with a Done button. */
export function CompareModal(props: { title: string; rows: TCountTableRow[]; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation(['reports', 'common']);
  return (
    <Modal
      opened={props.isOpen}
      onClose={props.onClose}
      title={props.title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack>
        <CountsBarChart title={props.title} rows={props.rows.map((row) => ({ label: row.label, counts: row }))} />
        <Group justify="flex-end">
          <Button onClick={props.onClose}>{t('period.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
