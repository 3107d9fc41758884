import { Alert } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from './use-field-state';

/**
 * Without a network a list is what the phone kept: it says when that was fetched (issue 53 §1), or that this list
 * (another tab, another search) was never kept, rather than a spinner that waits for a network.
 */
export function OfflineAsOf({ fetchedAt }: { fetchedAt: number }) {
  const { t } = useTranslation('field-inspection');
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <Alert color="yellow" role="status" py="xs">
      {fetchedAt === 0
        ? t('offline.notKept')
        : t('offline.asOf', { time: dayjs(fetchedAt).format('DD-MM-YYYY HH:mm') })}
    </Alert>
  );
}
