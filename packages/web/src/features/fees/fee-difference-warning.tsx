import { FEE_MESSAGES } from '@anumati/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { domainMessage } from '../../shared/i18n/i18n';

/**
 * Spec 3 §2 the fee-difference warning, with its Open Fee Tab button. Shown here when an officer recommends
 * "without Fee changes" while the table holds changes; a verification screen shows it before a submit when
 * the certified fee differs from the system fee.
 */
export function FeeDifferenceWarning(props: { opened: boolean; onClose: () => void; onOpenFeeTab: () => void }) {
  const { t } = useTranslation('fees');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('difference.title')} centered>
      <Stack>
        <Text>{domainMessage(FEE_MESSAGES.feeDifference)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={props.onOpenFeeTab}>{t('difference.openFeeTab')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
