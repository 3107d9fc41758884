import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors/error-message';
import { LoadError } from '../../shared/errors/load-error';
import { notifyError } from '../../shared/notify';
import { RestRequestError } from '../../shared/rest/rest-request';
import { LoadingSpace } from '../../shared/loading/loading-space';

/**
 * While a detail answer loads: a spinner. When it fails (spec 2 §7): the server's message in a toast for
 * 5 seconds, and the error screen with RETRY (a lost session opens its own dialog instead).
 */
export function DetailLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('application-details');
  const isSessionGone = error instanceof RestRequestError && error.code === 'UNAUTHENTICATED';
  useEffect(() => {
    if (error && !isSessionGone) notifyError(errorMessage(error));
  }, [error, isSessionGone]);
  if (!error) {
    return <LoadingSpace mih={200} label={t('loading.details')} />;
  }
  return <LoadError error={error} onRetry={onRetry} />;
}
