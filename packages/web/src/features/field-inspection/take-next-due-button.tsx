import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../shared/notify';
import { takeNextDueOffline } from './take-next-due';
import { useIsOnline } from './use-field-state';

/** How many files one press takes to the phone: a day's site visits. */
const NEXT_DUE_COUNT = 5;

/** Issue 53 §3 on the phone inbox: the next due inspections taken offline in one press, and what happened. */
export function TakeNextDueButton() {
  const { t } = useTranslation('field-inspection');
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const [isTaking, setTaking] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const onTake = () => {
    setTaking(true);
    setOutcome(null);
    takeNextDueOffline(queryClient, NEXT_DUE_COUNT)
      .then(({ taken, failed }) => {
        const lines = [
          taken.length === 0 && failed.length === 0
            ? t('nextDue.none')
            : t('nextDue.taken', { count: taken.length, ids: taken.join(', ') }),
        ];
        if (failed.length > 0) lines.push(t('nextDue.failed', { ids: failed.join(', ') }));
        setOutcome(lines.join(' '));
      })
      .catch(() => notifyError(t('offline.failed')))
      .finally(() => setTaking(false));
  };
  return (
    <Stack gap={4}>
      <Button variant="light" loading={isTaking} disabled={!isOnline} onClick={onTake} w="fit-content">
        {t('nextDue.take', { count: NEXT_DUE_COUNT })}
      </Button>
      <Text size="sm" role="status">
        {outcome ?? ''}
      </Text>
    </Stack>
  );
}
