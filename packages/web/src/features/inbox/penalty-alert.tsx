import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SHOWN_KEY = 'penaltyAlertShown';

/**
 * Spec 1 §2.5: the "Alert" modal on the penalty for delay in post-verification scrutiny, once per session.
 * Officers were fined Rs 1,000 to 10,000 for files held past their time (WORKFLOW.md).
 */
export function PenaltyAlert() {
  const { t } = useTranslation('inbox');
  const [isOpen, setOpen] = useState(() => sessionStorage.getItem(SHOWN_KEY) === null);
  const onClose = () => {
    sessionStorage.setItem(SHOWN_KEY, 'yes');
    setOpen(false);
  };
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('penaltyAlert.title')} centered>
      <Stack>
        <Text size="sm">{t('penaltyAlert.text')}</Text>
        <Button onClick={onClose}>{t('penaltyAlert.ok')}</Button>
      </Stack>
    </Modal>
  );
}
