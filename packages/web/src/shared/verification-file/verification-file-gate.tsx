import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../errors/load-error';
import { type TVerificationFile, useVerificationFile } from './use-verification-file';

/**
 * Loads the file and the officer for a verification, decision or remarks screen; shows the spinner while it
 * loads and the error with RETRY when it fails (spec 3 §8 "Form load failure: error screen with retry").
 * A refetch that fails once the file is on screen (a note saved, a reconnect) shows the error above the screen
 * and keeps it: the officer's unsaved answers and open dialogs stay, and RETRY or their next action tries again.
 */
export function VerificationFileGate(props: {
  applicationId?: string;
  children: (file: TVerificationFile) => ReactNode;
}) {
  const { t } = useTranslation('verification');
  const { file, error, isLoading, refetch } = useVerificationFile(props.applicationId);
  if (isLoading) {
    return (
      <Center mih="40vh">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  const retry = () => void refetch();
  if (!file) return <LoadError error={error} onRetry={retry} />;
  return (
    <>
      {error && <LoadError error={error} onRetry={retry} />}
      {props.children(file)}
    </>
  );
}
