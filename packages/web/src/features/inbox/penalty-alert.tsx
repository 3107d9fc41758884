import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

const SHOWN_KEY = 'penaltyAlertShown';

/**
 * Spec 1 §2.5: the "Alert" modal on the penalty for delay in post-verification scrutiny, once per session.
 * Officers were fined Rs 1,000 to 10,000 for files held past their time (WORKFLOW.md).
 */
export function PenaltyAlert() {
  const [isOpen, setOpen] = useState(() => sessionStorage.getItem(SHOWN_KEY) === null);
  const onClose = () => {
    sessionStorage.setItem(SHOWN_KEY, 'yes');
    setOpen(false);
  };
  return (
    <Modal opened={isOpen} onClose={onClose} title="Alert" centered>
      <Stack>
        <Text size="sm">
          Post-verification scrutiny must be completed within the due days. Files kept pending beyond their time attract
          a penalty on the officer concerned (Rs 1,000 to Rs 10,000) and are reported to the chasing cell.
        </Text>
        <Button onClick={onClose}>OK</Button>
      </Stack>
    </Modal>
  );
}
