import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../shared/notify';
import { putFileBack, takeFileOffline } from './offline-reads';
import { useIsOnline, useIsTakenOffline } from './use-field-state';

/** Issue 53 §3: the inspector keeps a file on the phone before leaving for the site (or lets it go). */
export function TakeOfflineButton(props: {
  applicationId: string;
  applicationIdentifier: string;
  applicantName: string;
}) {
  const { t } = useTranslation('field-inspection');
  const queryClient = useQueryClient();
  const isTaken = useIsTakenOffline(props.applicationId);
  const isOnline = useIsOnline();
  const [isTaking, setTaking] = useState(false);
  const id = props.applicationIdentifier;
  if (isTaken && !isTaking) {
    return (
      <Button
        size="xs"
        variant="subtle"
        aria-label={t('offline.putBackNamed', { id })}
        onClick={() => void putFileBack(props.applicationId)}
      >
        {t('offline.onPhone')}
      </Button>
    );
  }
  const onTake = () => {
    setTaking(true);
    takeFileOffline(queryClient, props)
      .catch(() => {
        void putFileBack(props.applicationId);
        notifyError(t('offline.failed'));
      })
      .finally(() => setTaking(false));
  };
  return (
    <Button
      size="xs"
      variant="light"
      loading={isTaking}
      disabled={!isOnline}
      aria-label={t('offline.takeOfflineNamed', { id })}
      onClick={onTake}
    >
      {t('offline.takeOffline')}
    </Button>
  );
}
