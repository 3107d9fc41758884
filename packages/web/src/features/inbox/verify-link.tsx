import { Anchor, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The Action column's Verify link; officers who submit fees are first reminded of the CLU charges. */
export function VerifyLink({ route, label, needsReminder }: { route: string; label: string; needsReminder: boolean }) {
  const { t } = useTranslation('inbox');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    if (!needsReminder) return;
    event.preventDefault();
    modals.openConfirmModal({
      title: t('cluReminder.title'),
      children: <Text size="sm">{t('cluReminder.text')}</Text>,
      labels: { confirm: t('cluReminder.continue'), cancel: tCommon('cancel') },
      onConfirm: () => void navigate(route),
    });
  };
  return (
    <Anchor component={Link} to={route} fw={600} onClick={onClick}>
      {label}
    </Anchor>
  );
}
