import { Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadError } from './load-error';
import { RenderErrorBoundary } from './render-error-boundary';

/**
 * A screen whose code or words did not arrive (a dropped connection, or a chunk gone after a new release while
 * the officer's page was open) shows the load error with RETRY, which reloads the page, instead of a blank page;
 * going to another route tries again.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const fallback = (
    <Center mih="50vh" p="md">
      <LoadError error={new Error(t('loadError.screen'))} onRetry={() => window.location.reload()} />
    </Center>
  );
  return (
    <RenderErrorBoundary fallback={fallback} resetKey={pathname}>
      {children}
    </RenderErrorBoundary>
  );
}
