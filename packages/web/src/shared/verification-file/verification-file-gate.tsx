import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../errors/load-error';
import { type TVerificationFile, useVerificationFile } from './use-verification-file';
import { LoadingSpace } from '../loading/loading-space';

/**
 * Loads the file and the officer for a verification, decision or remarks screen; shows the spinner while it
 * loads and the error with RETRY when it fails (spec 3 §8 "Form load failure: error screen with retry").
 * A refetch that fails once the file is on screen (a note saved, a reconnect) shows the error above the screen
 * and keeps it: the officer's unsaved answers and open dialogs stay, and RETRY or their next action tries again.
 * `isAlsoLoading` keeps the spinner while something else the screen starts from is read (the phone's kept answers).
 *
 * The screen first appears in a background render (useDeferredValue): React draws it in slices between which the
 * browser paints and answers input. Drawn at once, the verification screen was one task of 270–460 ms on a phone
 * at Lighthouse's 4× slower CPU (issue 53 §7: the inspection form's total blocking time).
 */
export function VerificationFileGate(props: {
  applicationId?: string;
  isAlsoLoading?: boolean;
  children: (file: TVerificationFile) => ReactNode;
}) {
  const { t } = useTranslation('verification');
  const { file, error, isLoading, refetch } = useVerificationFile(props.applicationId);
  const isReady = !isLoading && !props.isAlsoLoading;
  const isShown = useDeferredValue(isReady);
  if (!isReady || (file && !isShown)) {
    return <LoadingSpace mih="40vh" label={t('loading')} />;
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
