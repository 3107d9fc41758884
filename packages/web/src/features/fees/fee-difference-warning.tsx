import { FEE_MESSAGES } from '@anumati/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Spec 3 §2 the fee-difference warning, with its Open Fee Tab button. Shown here when an officer recommends
 * "without Fee changes" while the table holds changes; a verification screen shows it before a submit when
 * the certified fee differs from the system fee.
 */
export function FeeDifferenceWarning(props: { opened: boolean; onClose: () => void; onOpenFeeTab: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Fee Difference" centered>
      <Stack>
        <Text>{FEE_MESSAGES.feeDifference}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={props.onOpenFeeTab}>Open Fee Tab</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
