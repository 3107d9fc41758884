import {
  countTableRows,
  formatRupeeAmount,
  indiaDay,
  REPORT_FAMILIES,
  reportYearFromLink,
  summaryRange,
  yearRange,
  type TApplicationType,
  type TReportFamily,
  type TStageKey,
  stageNameLabel,
} from '@anumati/domain';
import { Alert, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParamsWriter } from '../../shared/tables/use-search-params-writer';
import {
  DeemedAlertsTable,
  NoticesTable,
  OfficerListTable,
  useDelayBandsQuery,
  usePenaltiesQuery,
  useStageDelaysQuery,
} from '../chasing-cell';
import { useLanguage } from '../../shared/i18n/use-language';
import {
  FigureCard,
  ReportApplicationsTable,
  ReportPageFrame,
  useDomainTitle,
  useOfficerReportFilter,
  useReportsQuery,
  ValueBarChart,
} from '../reports';

/** A report family's title in the officer's language ("Building Plan Applications"). */
function useFamilyTitle(family: TReportFamily): string {
  return useDomainTitle()(REPORT_FAMILIES[family].title);
}

/** A page's title: what it shows, then the family ("Penalties - Building Plan Applications"). */
function useFamilyPageTitle(family: TReportFamily, title: string): string {
  const { t } = useTranslation('reports');
  return t('officerPages.titled', { title, family: useFamilyTitle(family) });
}

/** A note where the workflow gives a report nothing to count (docs/WORKFLOW.md), so an empty table is explained. */
function WorkflowNote({ children }: { children: string }) {
  return (
    <Alert color="gray" variant="light" role="note">
      {children}
    </Alert>
  );
}

/**
 * Officer performance for some stages: post-verification teams (site, title and technical verification of
 * instant approvals and registrations) and scrutiny officers (pre-scrutiny and technical scrutiny).
 */
export function OfficerPerformancePage(props: {
  title: string;
  family: TReportFamily;
  stages: readonly TStageKey[];
  applicationTypes?: readonly TApplicationType[];
}) {
  const { t } = useTranslation('reports');
  const title = useFamilyPageTitle(props.family, props.title);
  const report = useOfficerReportFilter({
    family: props.family,
    stages: props.stages,
    applicationTypes: props.applicationTypes,
  });
  return (
    <ReportPageFrame title={title} state={report.state} controls={report.controls}>
      <OfficerListTable
        kind="officer-performance"
        filter={report.filter}
        isEnabled={report.isReady}
        title={t('officerPages.officers')}
      />
      <OfficerListTable
        kind="stage-delays"
        filter={report.filter}
        isEnabled={report.isReady}
        title={t('officerPages.byStage')}
      />
    </ReportPageFrame>
  );
}

/**
 * Penalties: officers fined for their turns held past the due date, with the figures the placeholder pages faked.
 * Turns are counted as turns (one file may be late in two officers' hands), files as distinct files.
 */
export function PenaltiesPage({ family }: { family: TReportFamily }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const title = useFamilyPageTitle(family, t('officerPages.penalties'));
  const report = useOfficerReportFilter({ family, defaultPeriod: 'year' });
  const penalties = usePenaltiesQuery({ filter: report.filter }, { isEnabled: report.isReady });
  const bands = useDelayBandsQuery({ filter: report.filter }, { isEnabled: report.isReady });
  const fined = penalties.data ?? [];
  const total = fined.reduce((sum, row) => sum + row.penaltyAmount, 0);
  const turns = (bands.data ?? []).reduce((sum, row) => sum + row.turns, 0);
  return (
    <ReportPageFrame title={title} state={report.state} controls={report.controls}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FigureCard label={t('officerPages.officersFined')} value={fined.length} />
        <FigureCard label={t('officerPages.penalties')} value={formatRupeeAmount(total, language)} />
        <FigureCard label={t('officerPages.delayedTurns')} value={turns} hint={t('officerPages.delayedTurnsHint')} />
      </SimpleGrid>
      <OfficerListTable kind="penalties" filter={report.filter} isEnabled={report.isReady} />
      <OfficerListTable kind="delay-bands" filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}

/** Performance of the ULBs: how many files they decide within their limit, and how each stage fares. */
export function ProcessingPage({ family }: { family: TReportFamily }) {
  const { t } = useTranslation('reports');
  const title = useFamilyPageTitle(family, t('officerPages.performance'));
  const report = useOfficerReportFilter({ family, defaultPeriod: 'year' });
  return (
    <ReportPageFrame title={title} state={report.state} controls={report.controls}>
      <OfficerListTable
        kind="processing"
        filter={report.filter}
        isEnabled={report.isReady}
        title={t('officerPages.ulbsByDecisionsInTime')}
      />
      <OfficerListTable
        kind="stage-delays"
        filter={report.filter}
        isEnabled={report.isReady}
        title={t('officerPages.byStage')}
      />
    </ReportPageFrame>
  );
}

/** Grievances: the citizens' correction requests per ULB. */
export function GrievancesPage({ family, title }: { family: TReportFamily; title: string }) {
  const pageTitle = useFamilyPageTitle(family, title);
  const report = useOfficerReportFilter({ family });
  return (
    <ReportPageFrame title={pageTitle} state={report.state} controls={report.controls}>
      <OfficerListTable kind="grievances" filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}

/** Shortfalls per ULB and the notices behind them. */
export function ShortfallsPage({ family, isNoticesOnly }: { family: TReportFamily; isNoticesOnly?: boolean }) {
  const { t } = useTranslation('reports');
  const title = useFamilyPageTitle(
    family,
    isNoticesOnly ? t('officerPages.shortfallNotices') : t('officerPages.shortfalls'),
  );
  const report = useOfficerReportFilter({ family });
  return (
    <ReportPageFrame title={title} state={report.state} controls={report.controls}>
      {family === 'occupancy' && <WorkflowNote>{t('officerPages.occupancyNoShortfall')}</WorkflowNote>}
      {!isNoticesOnly && <OfficerListTable kind="shortfalls" filter={report.filter} isEnabled={report.isReady} />}
      <NoticesTable kind="shortfall" filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}

/** Final fee intimation letters: raised at the decision, and whether the applicant paid. */
export function FeeIntimationsPage({ family }: { family: TReportFamily }) {
  const { t } = useTranslation('reports');
  const title = useFamilyPageTitle(family, t('officerPages.finalFeeIntimationLetters'));
  const report = useOfficerReportFilter({ family });
  return (
    <ReportPageFrame title={title} state={report.state} controls={report.controls}>
      {family === 'occupancy' && <WorkflowNote>{t('officerPages.occupancyNoFeeIntimation')}</WorkflowNote>}
      <NoticesTable kind="fee" filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}

/** Line departments: each department's NOC turns received, cleared, pending and late. */
export function LineDepartmentsPage({ family }: { family: TReportFamily }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const title = useFamilyPageTitle(family, t('officerPages.lineDepartments'));
  const report = useOfficerReportFilter({ family, stages: ['LINE_DEPARTMENT'] });
  const stages = useStageDelaysQuery({ filter: report.filter }, { isEnabled: report.isReady });
  return (
    <ReportPageFrame title={title} state={report.state} controls={report.controls}>
      {family === 'occupancy' && <WorkflowNote>{t('officerPages.occupancyNoNoc')}</WorkflowNote>}
      <ValueBarChart
        title={t('officerPages.nocsPendingPerDepartment')}
        valueTitle={t('officerPages.pending')}
        data={(stages.data ?? []).map((row) => ({
          label: stageNameLabel(row.stageName, language),
          value: row.pending,
        }))}
      />
      <OfficerListTable
        kind="stage-delays"
        filter={report.filter}
        isEnabled={report.isReady}
        title={t('officerPages.departments')}
      />
    </ReportPageFrame>
  );
}

/** The period a list page shows: a year, or since 2020. */
function usePeriod() {
  const { params } = useSearchParamsWriter();
  const today = indiaDay(new Date());
  const year = reportYearFromLink(params.get('year'), today, { withSinceStart: true, defaultPeriod: 'all' });
  return year === 'all' ? summaryRange(today) : yearRange(Number(year), today);
}

/** Files under process: where they are pending (by stage) and the list. */
export function UnderProcessPage({ family }: { family: TReportFamily }) {
  const { t } = useTranslation('reports');
  const title = useFamilyPageTitle(family, t('officerPages.underProcess'));
  const report = useOfficerReportFilter({ family });
  const range = usePeriod();
  return (
    <ReportPageFrame title={title} state={report.state} controls={report.controls}>
      <OfficerListTable
        kind="stage-delays"
        filter={report.filter}
        isEnabled={report.isReady}
        title={t('officerPages.pendingByStage')}
      />
      <ReportApplicationsTable
        title={t('officerPages.applicationsUnderProcess')}
        variables={{
          ...report.state.selection,
          applicationTypes: REPORT_FAMILIES[family].applicationTypes,
          applicationStatus: 'VERIFICATION_UNDER_PROGRESS',
          ...range,
        }}
      />
    </ReportPageFrame>
  );
}

/** Rejections: per ULB and the rejected files with the remarks behind them. */
export function RejectionsPage({ family }: { family: TReportFamily }) {
  const { t } = useTranslation('reports');
  const title = useFamilyPageTitle(family, t('officerPages.rejections'));
  const report = useOfficerReportFilter({ family });
  const range = usePeriod();
  const applicationTypes = REPORT_FAMILIES[family].applicationTypes;
  const perUlb = useReportsQuery(
    { type: 'ANNUAL', groupBy: 'ULB', ...report.state.selection, applicationTypes, ...range },
    { isEnabled: report.isReady },
  );
  return (
    <ReportPageFrame title={title} state={report.state} controls={report.controls}>
      <ValueBarChart
        title={t('officerPages.rejectionsPerUlb')}
        valueTitle={t('officerPages.rejected')}
        color="red.7"
        data={countTableRows(perUlb.data?.rows ?? []).map((row) => ({ label: row.label, value: row.rejected }))}
      />
      <ReportApplicationsTable
        title={t('officerPages.rejectedApplications')}
        variables={{ ...report.state.selection, applicationTypes, applicationStatus: 'REJECTED', ...range }}
      />
    </ReportPageFrame>
  );
}

/** Deemed approvals: the files deemed approved, and the single-window files close to it (day 17 on). */
export function DeemedApprovalPage({ family }: { family: TReportFamily }) {
  const { t } = useTranslation('reports');
  const title = useFamilyPageTitle(family, t('officerPages.deemedApprovals'));
  const report = useOfficerReportFilter({ family });
  const range = usePeriod();
  const applicationTypes = REPORT_FAMILIES[family].applicationTypes;
  const hasSingleWindow = applicationTypes.includes('SINGLE WINDOW');
  return (
    <ReportPageFrame title={title} state={report.state} controls={report.controls}>
      {!hasSingleWindow && <WorkflowNote>{t('officerPages.onlySingleWindowDeemed')}</WorkflowNote>}
      {hasSingleWindow && <DeemedAlertsTable filter={report.filter} isEnabled={report.isReady} />}
      <ReportApplicationsTable
        title={t('officerPages.deemedApprovedApplications')}
        variables={{ ...report.state.selection, applicationTypes, applicationStatus: 'DEEMED', ...range }}
      />
    </ReportPageFrame>
  );
}
