import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../shared/errors/load-error';
import type { TReportFilterState } from './use-report-filter';

/** A report page: its title, its controls, and its content once the officer's scope is known. */
export function ReportPageFrame(props: {
  title: string;
  state: TReportFilterState;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const { scope } = props.state;
  return (
    <Stack>
      <Title order={1} size="h3">
        {props.title}
      </Title>
      {scope.error ? (
        <LoadError error={scope.error} onRetry={() => void scope.refetch()} />
      ) : (
        <>
          {props.controls}
          {scope.data && props.children}
        </>
      )}
    </Stack>
  );
}
