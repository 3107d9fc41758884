import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../shared/notify';
import { fullName } from './administration-labels';
import type { TAdminOfficer } from './api/admin-officer.query';
import { useSecurityActionMutation, type TSecurityAction } from './api/security-actions.mutation';
import { ReasonDialog } from './reason-dialog';

/**
 * Issue 52 §7: the security actions an operator needed a shell for: unlock an officer blocked by wrong passwords,
 * end their sessions, make them set a new password. Each with a reason (audited) and a confirmation.
 */
export function SecurityActions({ officer }: { officer: TAdminOfficer }) {
  const { t } = useTranslation('administration');
  // The action stays as it was while its dialog closes, so the dialog keeps its words until it has gone.
  const [action, setAction] = useState<TSecurityAction>('endSessions');
  const [isOpen, setOpen] = useState(false);
  const open = (chosen: TSecurityAction) => {
    setAction(chosen);
    setOpen(true);
  };
  const name = fullName(officer);
  // The server says so while a block by wrong passwords or codes runs.
  const isBlocked = officer.state === 'BLOCKED';
  const run = useSecurityActionMutation((done) => {
    notifySuccess(t(`security.${done}.done`, { name }));
    setOpen(false);
  });
  return (
    <Stack gap="xs" component="section" aria-labelledby="officer-security-title">
      <Title order={2} size="h4" id="officer-security-title">
        {t('security.title')}
      </Title>
      {isBlocked && (
        <Text size="sm" c="red.9">
          {t('security.blocked')}
        </Text>
      )}
      <Group gap="sm">
        {isBlocked && (
          <Button variant="light" onClick={() => open('unlock')}>
            {t('security.unlock.button')}
          </Button>
        )}
        <Button variant="light" onClick={() => open('endSessions')}>
          {t('security.endSessions.button')}
        </Button>
        <Button variant="light" onClick={() => open('forceReset')}>
          {t('security.forceReset.button')}
        </Button>
      </Group>
      <ReasonDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t(`security.${action}.title`, { name })}
        description={t(`security.${action}.description`)}
        submitLabel={t(`security.${action}.button`)}
        confirmQuestion={t(`security.${action}.confirm`, { name })}
        confirmLabel={t(`security.${action}.confirmButton`)}
        onConfirm={(reason) => run.mutate({ officerId: officer.id, reason, action })}
        isSaving={run.isPending}
        error={run.error}
      />
    </Stack>
  );
}
