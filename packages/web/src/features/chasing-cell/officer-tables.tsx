import {
  applicationDetailsPath,
  REPORT_PAGE_SIZE,
  REPORT_TABLES,
  type TReportRecord,
  formatFigure,
  stageNameLabel,
  type TLanguage,
} from '@anumati/domain';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../shared/i18n/use-language';
import { useListUrlState } from '../../shared/tables/use-list-url-state';
import { ReportTable } from '../reports';
import { useDeemedAlertsQuery, type TDeemedAlert } from './api/deemed-alerts.query';
import { useDelayBandsQuery } from './api/delay-bands.query';
import { useDelayBandLabel } from './delay-band-label';
import { useDelayedFilesQuery, type TDelayedFile } from './api/delayed-files.query';
import type { TDelayingOfficer } from './api/delaying-officer-fields';
import { useDelayingOfficersQuery } from './api/delaying-officers.query';
import { useFeeIntimationsQuery } from './api/fee-intimations.query';
import { useFeePaymentsLeaderboardQuery } from './api/fee-payments-leaderboard.query';
import { useGrievancesQuery } from './api/grievances.query';
import type { TOfficerNotice } from './api/officer-notice';
import { useOfficerPerformanceQuery } from './api/officer-performance.query';
import type { TOfficerReportFilter } from '../reports';
import { usePenaltiesQuery } from './api/penalties.query';
import { usePostVerificationAlertsQuery, type TPostVerificationAlert } from './api/post-verification-alerts.query';
import { useProcessingLeaderboardQuery } from './api/processing-leaderboard.query';
import { useShortfallNoticesQuery } from './api/shortfall-notices.query';
import { useShortfallsQuery } from './api/shortfalls.query';
import { useStageDelaysQuery } from './api/stage-delays.query';

type TTableProps = { filter: TOfficerReportFilter; isEnabled: boolean; title?: string };

type TFileRecord = {
  applicationId: string;
  applicationIdentifier: string;
  applicationType: string;
  approvalFor: string;
};

/** A file number that opens the file's details (the detail screens of spec 1 §2.2). */
function fileCell(record: TFileRecord) {
  return (
    <Anchor component={Link} to={applicationDetailsPath({ ...record, id: record.applicationId })} size="sm">
      {record.applicationIdentifier}
    </Anchor>
  );
}

/** Days in red (red.9 keeps the AA contrast ratio on the striped rows). */
function DaysLate({ days }: { days: number }) {
  const { t } = useTranslation('chasing-cell');
  const language = useLanguage();
  return (
    <Text size="sm" fw={days > 14 ? 700 : 500} c="red.9">
      {t('tables.days', { days: formatFigure(days, language) })}
    </Text>
  );
}
const daysLate = (days: number) => <DaysLate days={days} />;

/**
 * Who holds a file now, as the server writes it ("Name (STAGE), Name (STAGE)"), with each stage in words in the
 * officer's language: the Telugu action panel read "(LEVEL-1)" (issue 55 §2). Names stay as written.
 */
const heldByIn = (heldBy: string | null, language: TLanguage) =>
  heldBy?.replace(/\(([^()]+)\)/g, (_, stage: string) => `(${stageNameLabel(stage, language)})`) ?? '';

function HeldBy({ heldBy }: { heldBy: string | null }) {
  const language = useLanguage();
  return <>{heldByIn(heldBy, language)}</>;
}
const heldByCell = (record: { heldBy: string | null }) => <HeldBy heldBy={record.heldBy} />;

/**
 * Officers' turns held now past their due date: who holds which file and by how many days (the chasing cell's
 * core). A row is a turn; a file held by two officers at once (two line departments) is two rows, so the count
 * says turns and files apart.
 */
export function DelayedFilesTable({ filter, isEnabled, title }: TTableProps) {
  const { t } = useTranslation('chasing-cell');
  const language = useLanguage();
  // The page in the address, under the table's own key: a dashboard shows several (useListUrlState).
  const {
    state: { page },
    setPage,
  } = useListUrlState({ key: 'delayed-files' });
  const query = useDelayedFilesQuery({ filter, page, perPage: REPORT_PAGE_SIZE }, { isEnabled });
  return (
    <ReportTable<TDelayedFile>
      title={title ?? t('tables.turnsHeldPastDue')}
      actions={
        query.data && (
          <Text size="sm" c="gray.7">
            {t('tables.turnsOnFiles', {
              turns: formatFigure(query.data.totalCount, language),
              files: formatFigure(query.data.fileCount, language),
            })}
          </Text>
        )
      }
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
        applicationIdentifier: fileCell,
        daysDelayed: (record) => daysLate(record.daysDelayed),
      }}
    />
  );
}

/** Per municipality, the officers who delay files most, with the fine their longest delay attracts. */
export function DelayingOfficersTable({ filter, isEnabled, title, topPerUlb }: TTableProps & { topPerUlb?: number }) {
  const { t } = useTranslation('chasing-cell');
  const query = useDelayingOfficersQuery({ filter, topPerUlb }, { isEnabled });
  return (
    <ReportTable<TDelayingOfficer>
      title={title ?? t('tables.topDelayingOfficers')}
      columns={REPORT_TABLES['delaying-officers'].columns}
      records={query.data ?? []}
      query={query}
      idAccessor={(record) => `${record.ulbName}/${record.officerId}`}
      exportAs={{ table: 'delaying-officers', args: { ...filter, topPerUlb } }}
    />
  );
}

/** Single-window files on day 17 or later of their 21-day decision clock. */
export function DeemedAlertsTable({ filter, isEnabled, title }: TTableProps) {
  const { t } = useTranslation('chasing-cell');
  const {
    state: { page },
    setPage,
  } = useListUrlState({ key: 'deemed-alerts' });
  const query = useDeemedAlertsQuery({ filter, page, perPage: REPORT_PAGE_SIZE }, { isEnabled });
  return (
    <ReportTable<TDeemedAlert>
      title={title ?? t('tables.deemedAlerts')}
      columns={REPORT_TABLES['deemed-alerts'].columns}
      records={query.data?.records ?? []}
      query={query}
      idAccessor="applicationId"
      paging={{
        page,
        totalRecords: query.data?.totalCount ?? 0,
        recordsPerPage: REPORT_PAGE_SIZE,
        onPageChange: setPage,
      }}
      exportAs={{ table: 'deemed-alerts', args: filter }}
      cells={{
        applicationIdentifier: (record) =>
          fileCell({ ...record, applicationType: 'SINGLE WINDOW', approvalFor: 'BUILDING' }),
        daysToDeemed: (record) => daysLate(record.daysToDeemed),
        heldBy: heldByCell,
      }}
    />
  );
}

/** Instant approvals on day 10 or later of their 15-day post-verification, with the day it is due. */
export function PostVerificationAlertsTable({ filter, isEnabled, title }: TTableProps) {
  const { t } = useTranslation('chasing-cell');
  const {
    state: { page },
    setPage,
  } = useListUrlState({ key: 'post-verification-alerts' });
  const query = usePostVerificationAlertsQuery({ filter, page, perPage: REPORT_PAGE_SIZE }, { isEnabled });
  return (
    <ReportTable<TPostVerificationAlert>
      title={title ?? t('tables.postVerificationAlerts')}
      columns={REPORT_TABLES['post-verification-alerts'].columns}
      records={query.data?.records ?? []}
      query={query}
      idAccessor="applicationId"
      paging={{
        page,
        totalRecords: query.data?.totalCount ?? 0,
        recordsPerPage: REPORT_PAGE_SIZE,
        onPageChange: setPage,
      }}
      exportAs={{ table: 'post-verification-alerts', args: filter }}
      cells={{
        applicationIdentifier: fileCell,
        daysLeft: (record) => daysLate(record.daysLeft),
        heldBy: heldByCell,
      }}
    />
  );
}

/** The notices officers raised: shortfall notices or final fee intimation letters. */
export function NoticesTable({ filter, isEnabled, title, kind }: TTableProps & { kind: 'shortfall' | 'fee' }) {
  const { t } = useTranslation('chasing-cell');
  const {
    state: { page },
    setPage,
  } = useListUrlState({ key: kind === 'shortfall' ? 'shortfall-notices' : 'fee-intimations' });
  const variables = { filter, page, perPage: REPORT_PAGE_SIZE };
  const shortfalls = useShortfallNoticesQuery(variables, { isEnabled: isEnabled && kind === 'shortfall' });
  const fees = useFeeIntimationsQuery(variables, { isEnabled: isEnabled && kind === 'fee' });
  const query = kind === 'shortfall' ? shortfalls : fees;
  const table = kind === 'shortfall' ? 'shortfall-notices' : 'fee-intimations';
  return (
    <ReportTable<TOfficerNotice>
      title={title ?? (kind === 'shortfall' ? t('tables.shortfallNotices') : t('tables.feeIntimations'))}
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
        applicationIdentifier: fileCell,
      }}
    />
  );
}

/** The officer reports shown as they come (no custom cells, no paging), each with its title and row key. */
const LIST_TABLES = {
  penalties: { title: 'tables.penalties', idAccessor: 'officerId', useRows: usePenaltiesQuery },
  'officer-performance': {
    title: 'tables.officerPerformance',
    idAccessor: 'officerId',
    useRows: useOfficerPerformanceQuery,
  },
  'stage-delays': { title: 'tables.stageDelays', idAccessor: 'stageName', useRows: useStageDelaysQuery },
  'delay-bands': { title: 'tables.delayBands', idAccessor: 'band', useRows: useDelayBandsQuery },
  processing: { title: 'tables.processing', idAccessor: 'ulbName', useRows: useProcessingLeaderboardQuery },
  'fee-payments': { title: 'tables.feePayments', idAccessor: 'ulbName', useRows: useFeePaymentsLeaderboardQuery },
  grievances: { title: 'tables.grievances', idAccessor: 'ulbName', useRows: useGrievancesQuery },
  shortfalls: { title: 'tables.shortfalls', idAccessor: 'ulbName', useRows: useShortfallsQuery },
} as const;

/**
 * An officer report table: penalties (officers fined once each for the period), officer performance, stages and
 * departments, delays by length, the processing and revenue leaderboards, grievances, shortfalls per ULB.
 */
export function OfficerListTable({ kind, filter, isEnabled, title }: TTableProps & { kind: keyof typeof LIST_TABLES }) {
  const { t } = useTranslation('chasing-cell');
  const bandLabel = useDelayBandLabel();
  const table = LIST_TABLES[kind];
  const query = table.useRows({ filter }, { isEnabled });
  return (
    <ReportTable<TReportRecord>
      title={title ?? t(table.title)}
      columns={REPORT_TABLES[kind].columns}
      records={(query.data ?? []) as TReportRecord[]}
      query={query}
      idAccessor={table.idAccessor}
      exportAs={{ table: kind, args: filter }}
      cells={kind === 'delay-bands' ? { band: (record) => bandLabel(String(record.band)) } : undefined}
    />
  );
}
