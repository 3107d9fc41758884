import { isDashboardRoute } from '@anumati/domain';
import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadError } from '../../shared/errors/load-error';
import type { TReportFilterState } from './use-report-filter';

/**
 * A report page: its title, its controls, and its content once the officer's scope is known. Offices without
 * reports (spec 1 §6) are told so instead of seeing a page of refusals, except on the dashboards, which every
 * officer reads over their own jurisdiction (spec 1 §2.7); an officer with no jurisdiction at all has none.
 */
export function ReportPageFrame(props: {
  title: string;
  state: TReportFilterState;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('reports');
  const { scope } = props.state;
  const { pathname } = useLocation();
  const hasNoReports =
    scope.data?.level === 'NONE' || (scope.data?.hasReports === false && !isDashboardRoute(pathname));
  return (
    <Stack>
      <Title order={1} size="h3">
        {props.title}
      </Title>
      {scope.error ? (
        <LoadError error={scope.error} onRetry={() => void scope.refetch()} />
      ) : hasNoReports ? (
        <Alert color="gray" role="alert">
          {t('frame.noReports')}
        </Alert>
      ) : (
        <>
          {props.controls}
          {scope.data && props.children}
        </>
      )}
    </Stack>
  );
}
