import { Anchor, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';

/** Spec 1 §5 "CLU notice", as the reminder reads before the officer continues to verify. */
export const CLU_REMINDER_TEXT =
  'Where the plot falls under a notified scheme, the change of land use (CLU) charges must be added before the final fee is submitted. Proposals contrary to the master-plan land use without a layout-scheme application are liable for rejection.';

/** The Action column's Verify link; officers who submit fees are first reminded of the CLU charges. */
export function VerifyLink({ route, label, needsReminder }: { route: string; label: string; needsReminder: boolean }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    if (!needsReminder) return;
    event.preventDefault();
    modals.openConfirmModal({
      title: 'CLU Fee Reminder',
      children: <Text size="sm">{CLU_REMINDER_TEXT}</Text>,
      labels: { confirm: 'Continue', cancel: 'Cancel' },
      onConfirm: () => void navigate(route),
    });
  };
  return (
    <Anchor component={Link} to={route} fw={600} onClick={onClick}>
      {label}
    </Anchor>
  );
}
