import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../errors/load-error';
import { type TVerificationFile, useVerificationFile } from './use-verification-file';

/**
 * Loads the file and the officer for a verification, decision or remarks screen; shows the spinner while it
 * loads and the error with RETRY when it fails (spec 3 §8 "Form load failure: error screen with retry").
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
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (error || !file) return <LoadError error={error} onRetry={() => void refetch()} />;
  return props.children(file);
}
