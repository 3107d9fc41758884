import { Anchor, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The Action column's link (Verify or View); officers who submit fees are first reminded of the CLU charges.
 *
 * Decision (spec 1 §2.2 and §8, issue 18): the list is what sets the verification screen's enableNotes flag, on
 * every file it opens — on for Verify, the officer's open turn, where a note is needed before submitting (spec 3
 * §5); off for View (the panchayat secretary's read-only visit), so a screen that offers notes greys its Add Note
 * Sheet and says why.
 */
export function VerifyLink({
  route,
  label,
  needsReminder,
  enableNotes,
}: {
  route: string;
  label: string;
  needsReminder: boolean;
  enableNotes: boolean;
}) {
  const { t } = useTranslation('inbox');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const state = { enableNotes };
  const onClick = (event: MouseEvent) => {
    if (!needsReminder) return;
    event.preventDefault();
    modals.openConfirmModal({
      title: t('cluReminder.title'),
      children: <Text size="sm">{t('cluReminder.text')}</Text>,
      labels: { confirm: t('cluReminder.continue'), cancel: tCommon('cancel') },
      onConfirm: () => void navigate(route, { state }),
    });
  };
  return (
    <Anchor component={Link} to={route} state={state} fw={600} onClick={onClick}>
      {label}
    </Anchor>
  );
}
