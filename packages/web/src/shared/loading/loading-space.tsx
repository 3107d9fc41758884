import { Center, type CenterProps, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Something still loading: Mantine's loader, announced as a status in its own words ("Loading map…", the console's
 * "Loading…" when none are given), centred in the space what it loads will take, so the page does not jump when it
 * arrives.
 */
export function LoadingSpace({ label, ...space }: { label?: string } & Pick<CenterProps, 'mih' | 'h' | 'p'>) {
  const { t } = useTranslation('common');
  return (
    <Center {...space}>
      <Loader role="status" aria-label={label ?? t('loadingLabel')} />
    </Center>
  );
}
