import { applicationDetailsPath, REPORT_PAGE_SIZE, REPORT_TABLES } from '@anumati/domain';
import { Anchor, Badge } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ReportTable } from '../reports/report-table';
import { useDeemedAlertsQuery, type TDeemedAlert } from './api/deemed-alerts.query';
import { useDelayBandsQuery, type TDelayBand } from './api/delay-bands.query';
import { useDelayedFilesQuery, type TDelayedFile } from './api/delayed-files.query';
import { useDelayingOfficersQuery, type TDelayingOfficer } from './api/delaying-officers.query';
import { useFeeIntimationsQuery } from './api/fee-intimations.query';
import { useFeePaymentsLeaderboardQuery, type TUlbFeePayments } from './api/fee-payments-leaderboard.query';
import { useGrievancesQuery, type TUlbGrievances } from './api/grievances.query';
import type { TOfficerNotice } from './api/officer-notice';
import { useOfficerPerformanceQuery, type TOfficerPerformance } from './api/officer-performance.query';
import type { TOfficerReportFilter } from './api/officer-report-request';
import { usePenaltiesQuery } from './api/penalties.query';
import { useProcessingLeaderboardQuery, type TUlbProcessing } from './api/processing-leaderboard.query';
import { useShortfallNoticesQuery } from './api/shortfall-notices.query';
import { useShortfallsQuery, type TUlbShortfalls } from './api/shortfalls.query';
import { useStageDelaysQuery, type TStageDelay } from './api/stage-delays.query';

type TTableProps = { filter: TOfficerReportFilter; isEnabled: boolean; title?: string };

/** A link to a file's details (the detail screens of spec 1 §2.2). */
function FileLink(props: { id: string; identifier: string; applicationType: string; approvalFor: string }) {
  return (
    <Anchor component={Link} to={applicationDetailsPath({ ...props })} size="sm">
      {props.identifier}
    </Anchor>
  );
}

const daysBadge = (days: number) => (
  <Badge color={days > 14 ? 'red' : days > 7 ? 'orange' : 'yellow'} variant="light">
    {days} days
  </Badge>
);

/** Files held now past their due date: who holds which file and by how many days (the chasing cell's core). */
export function DelayedFilesTable({ filter, isEnabled, title }: TTableProps) {
  const [page, setPage] = useState(1);
  const query = useDelayedFilesQuery({ filter, page, perPage: REPORT_PAGE_SIZE }, { isEnabled });
  return (
    <ReportTable<TDelayedFile>
      title={title ?? 'Files held past their due date'}
      columns={REPORT_TABLES['delayed-files'].columns}
      records={query.data?.records ?? []}
      query={query}
      paging={{
        page,
        totalRecords: query.data?.totalCount ?? 0,
        recordsPerPage: REPORT_PAGE_SIZE,
        onPageChange: setPage,
      }}
      exportAs={{ table: 'delayed-files', args: filter }}
      cells={{
        applicationIdentifier: (record) => (
          <FileLink
            id={record.applicationId}
            identifier={record.applicationIdentifier}
            applicationType={record.applicationType}
            approvalFor={record.approvalFor}
          />
        ),
        daysDelayed: (record) => daysBadge(record.daysDelayed),
      }}
    />
  );
}

/** Per municipality, the officers who delay files most, with the fine their longest delay attracts. */
export function DelayingOfficersTable({ filter, isEnabled, title, topPerUlb }: TTableProps & { topPerUlb?: number }) {
  const query = useDelayingOfficersQuery({ filter, topPerUlb }, { isEnabled });
  return (
    <ReportTable<TDelayingOfficer>
      title={title ?? 'Top delaying officers per municipality'}
      columns={REPORT_TABLES['delaying-officers'].columns}
      records={query.data ?? []}
      query={query}
      idAccessor={(record) => `${record.ulbName}/${record.officerId}`}
      exportAs={{ table: 'delaying-officers', args: { ...filter, topPerUlb } }}
    />
  );
}

/** Officers fined for files held past their due date, once each for the period. */
export function PenaltiesTable({ filter, isEnabled, title }: TTableProps) {
  const query = usePenaltiesQuery({ filter }, { isEnabled });
  return (
    <ReportTable<TDelayingOfficer>
      title={title ?? 'Penalties'}
      columns={REPORT_TABLES.penalties.columns}
      records={query.data ?? []}
      query={query}
      idAccessor="officerId"
      exportAs={{ table: 'penalties', args: filter }}
    />
  );
}

export function OfficerPerformanceTable({ filter, isEnabled, title }: TTableProps) {
  const query = useOfficerPerformanceQuery({ filter }, { isEnabled });
  return (
    <ReportTable<TOfficerPerformance>
      title={title ?? 'Officer performance'}
      columns={REPORT_TABLES['officer-performance'].columns}
      records={query.data ?? []}
      query={query}
      idAccessor="officerId"
      exportAs={{ table: 'officer-performance', args: filter }}
    />
  );
}

export function StageDelaysTable({ filter, isEnabled, title }: TTableProps) {
  const query = useStageDelaysQuery({ filter }, { isEnabled });
  return (
    <ReportTable<TStageDelay>
      title={title ?? 'Stages and departments'}
      columns={REPORT_TABLES['stage-delays'].columns}
      records={query.data ?? []}
      query={query}
      idAccessor="stageName"
      exportAs={{ table: 'stage-delays', args: filter }}
    />
  );
}

export function DelayBandsTable({ filter, isEnabled, title }: TTableProps) {
  const query = useDelayBandsQuery({ filter }, { isEnabled });
  return (
    <ReportTable<TDelayBand>
      title={title ?? 'Delays by length'}
      columns={REPORT_TABLES['delay-bands'].columns}
      records={query.data ?? []}
      query={query}
      idAccessor="band"
      exportAs={{ table: 'delay-bands', args: filter }}
    />
  );
}

/** Single-window files on day 17 or later of their 21-day decision clock. */
export function DeemedAlertsTable({ filter, isEnabled, title }: TTableProps) {
  const query = useDeemedAlertsQuery({ filter }, { isEnabled });
  return (
    <ReportTable<TDeemedAlert>
      title={title ?? 'Day-17 alerts: single-window files close to deemed approval'}
      columns={REPORT_TABLES['deemed-alerts'].columns}
      records={query.data ?? []}
      query={query}
      idAccessor="applicationId"
      exportAs={{ table: 'deemed-alerts', args: filter }}
      cells={{
        applicationIdentifier: (record) => (
          <FileLink
            id={record.applicationId}
            identifier={record.applicationIdentifier}
            applicationType="SINGLE WINDOW"
            approvalFor="BUILDING"
          />
        ),
        daysToDeemed: (record) => (
          <Badge color={record.daysToDeemed <= 2 ? 'red' : 'orange'} variant="light">
            {record.daysToDeemed} days
          </Badge>
        ),
      }}
    />
  );
}

export function ProcessingTable({ filter, isEnabled, title }: TTableProps) {
  const query = useProcessingLeaderboardQuery({ filter }, { isEnabled });
  return (
    <ReportTable<TUlbProcessing>
      title={title ?? 'Processing leaderboard'}
      columns={REPORT_TABLES.processing.columns}
      records={query.data ?? []}
      query={query}
      idAccessor="ulbName"
      exportAs={{ table: 'processing', args: filter }}
    />
  );
}

export function FeePaymentsTable({ filter, isEnabled, title }: TTableProps) {
  const query = useFeePaymentsLeaderboardQuery({ filter }, { isEnabled });
  return (
    <ReportTable<TUlbFeePayments>
      title={title ?? 'Revenue leaderboard: fees paid on fee intimations'}
      columns={REPORT_TABLES['fee-payments'].columns}
      records={query.data ?? []}
      query={query}
      idAccessor="ulbName"
      exportAs={{ table: 'fee-payments', args: filter }}
    />
  );
}

export function GrievancesTable({ filter, isEnabled, title }: TTableProps) {
  const query = useGrievancesQuery({ filter }, { isEnabled });
  return (
    <ReportTable<TUlbGrievances>
      title={title ?? 'Grievances (citizens’ correction requests)'}
      columns={REPORT_TABLES.grievances.columns}
      records={query.data ?? []}
      query={query}
      idAccessor="ulbName"
      exportAs={{ table: 'grievances', args: filter }}
    />
  );
}

export function ShortfallsTable({ filter, isEnabled, title }: TTableProps) {
  const query = useShortfallsQuery({ filter }, { isEnabled });
  return (
    <ReportTable<TUlbShortfalls>
      title={title ?? 'Shortfalls per ULB'}
      columns={REPORT_TABLES.shortfalls.columns}
      records={query.data ?? []}
      query={query}
      idAccessor="ulbName"
      exportAs={{ table: 'shortfalls', args: filter }}
    />
  );
}

/** The notices officers raised: shortfall notices or final fee intimation letters. */
export function NoticesTable({ filter, isEnabled, title, kind }: TTableProps & { kind: 'shortfall' | 'fee' }) {
  const [page, setPage] = useState(1);
  const variables = { filter, page, perPage: REPORT_PAGE_SIZE };
  const shortfalls = useShortfallNoticesQuery(variables, { isEnabled: isEnabled && kind === 'shortfall' });
  const fees = useFeeIntimationsQuery(variables, { isEnabled: isEnabled && kind === 'fee' });
  const query = kind === 'shortfall' ? shortfalls : fees;
  const table = kind === 'shortfall' ? 'shortfall-notices' : 'fee-intimations';
  return (
    <ReportTable<TOfficerNotice>
      title={title ?? (kind === 'shortfall' ? 'Shortfall notices' : 'Final fee intimation letters')}
      columns={REPORT_TABLES[table].columns}
      records={query.data?.records ?? []}
      query={query}
      paging={{
        page,
        totalRecords: query.data?.totalCount ?? 0,
        recordsPerPage: REPORT_PAGE_SIZE,
        onPageChange: setPage,
      }}
      exportAs={{ table, args: filter }}
      cells={{
        applicationIdentifier: (record) => (
          <FileLink
            id={record.applicationId}
            identifier={record.applicationIdentifier}
            applicationType={record.applicationType}
            approvalFor={record.approvalFor}
          />
        ),
      }}
    />
  );
}
