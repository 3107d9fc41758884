import {
  countTableRows,
  indiaDay,
  REPORT_FAMILIES,
  summaryRange,
  yearRange,
  type TApplicationType,
  type TReportFamily,
  type TStageKey,
} from '@anumati/domain';
import { Alert, Paper, SimpleGrid, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useDelayBandsQuery } from '../chasing-cell/api/delay-bands.query';
import { usePenaltiesQuery } from '../chasing-cell/api/penalties.query';
import { useStageDelaysQuery } from '../chasing-cell/api/stage-delays.query';
import { DeemedAlertsTable, NoticesTable, OfficerListTable } from '../chasing-cell/officer-tables';
import { useOfficerReportFilter } from '../chasing-cell/use-officer-report-filter';
import { useReportsQuery } from './api/reports.query';
import { ValueBarChart } from './lazy-charts';
import { ReportApplicationsTable } from './report-applications-table';
import { ReportPageFrame } from './report-page-frame';

const familyTitle = (family: TReportFamily) => REPORT_FAMILIES[family].title;

/** A figure in a card, for the heads of the dashboards. */
export function FigureCard(props: { label: string; value: string | number; hint?: string; color?: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text size="xl" fw={700} c={props.color}>
        {props.value}
      </Text>
      {props.hint && (
        <Text size="xs" c="gray.7">
          {props.hint}
        </Text>
      )}
    </Paper>
  );
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
  const report = useOfficerReportFilter({
    family: props.family,
    stages: props.stages,
    applicationTypes: props.applicationTypes,
  });
  return (
    <ReportPageFrame
      title={`${props.title} - ${familyTitle(props.family)}`}
      state={report.state}
      controls={report.controls}
    >
      <OfficerListTable kind="officer-performance" filter={report.filter} isEnabled={report.isReady} title="Officers" />
      <OfficerListTable kind="stage-delays" filter={report.filter} isEnabled={report.isReady} title="By stage" />
    </ReportPageFrame>
  );
}

/**
 * Penalties: officers fined for their turns held past the due date, with the figures the placeholder pages faked.
 * Turns are counted as turns (one file may be late in two officers' hands), files as distinct files.
 */
export function PenaltiesPage({ family }: { family: TReportFamily }) {
  const report = useOfficerReportFilter({ family, defaultPeriod: 'year' });
  const penalties = usePenaltiesQuery({ filter: report.filter }, { isEnabled: report.isReady });
  const bands = useDelayBandsQuery({ filter: report.filter }, { isEnabled: report.isReady });
  const fined = penalties.data ?? [];
  const total = fined.reduce((sum, row) => sum + row.penaltyAmount, 0);
  const turns = (bands.data ?? []).reduce((sum, row) => sum + row.turns, 0);
  return (
    <ReportPageFrame title={`Penalties - ${familyTitle(family)}`} state={report.state} controls={report.controls}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FigureCard label="Officers fined" value={fined.length} />
        <FigureCard label="Penalties" value={`₹${total.toLocaleString('en-IN')}`} />
        <FigureCard
          label="Delayed turns"
          value={turns}
          hint="officers’ turns ended or held past their due date, received in the period"
        />
      </SimpleGrid>
      <OfficerListTable kind="penalties" filter={report.filter} isEnabled={report.isReady} />
      <OfficerListTable kind="delay-bands" filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}

/** Performance of the ULBs: how many files they decide within their limit, and how each stage fares. */
export function ProcessingPage({ family }: { family: TReportFamily }) {
  const report = useOfficerReportFilter({ family, defaultPeriod: 'year' });
  return (
    <ReportPageFrame title={`Performance - ${familyTitle(family)}`} state={report.state} controls={report.controls}>
      <OfficerListTable
        kind="processing"
        filter={report.filter}
        isEnabled={report.isReady}
        title="ULBs by decisions in time"
      />
      <OfficerListTable kind="stage-delays" filter={report.filter} isEnabled={report.isReady} title="By stage" />
    </ReportPageFrame>
  );
}

/** Grievances: the citizens' correction requests per ULB. */
export function GrievancesPage({ family, title }: { family: TReportFamily; title: string }) {
  const report = useOfficerReportFilter({ family });
  return (
    <ReportPageFrame title={`${title} - ${familyTitle(family)}`} state={report.state} controls={report.controls}>
      <OfficerListTable kind="grievances" filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}

/** Shortfalls per ULB and the notices behind them. */
export function ShortfallsPage({ family, isNoticesOnly }: { family: TReportFamily; isNoticesOnly?: boolean }) {
  const report = useOfficerReportFilter({ family });
  return (
    <ReportPageFrame
      title={`${isNoticesOnly ? 'Shortfall Notices' : 'Shortfalls'} - ${familyTitle(family)}`}
      state={report.state}
      controls={report.controls}
    >
      {family === 'occupancy' && (
        <WorkflowNote>
          Occupancy files take no shortfall in this workflow (single window only, docs/WORKFLOW.md): the figures below
          stay at zero unless that changes.
        </WorkflowNote>
      )}
      {!isNoticesOnly && <OfficerListTable kind="shortfalls" filter={report.filter} isEnabled={report.isReady} />}
      <NoticesTable kind="shortfall" filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}

/** Final fee intimation letters: raised at the decision, and whether the applicant paid. */
export function FeeIntimationsPage({ family }: { family: TReportFamily }) {
  const report = useOfficerReportFilter({ family });
  return (
    <ReportPageFrame
      title={`Final Fee Intimation Letters - ${familyTitle(family)}`}
      state={report.state}
      controls={report.controls}
    >
      {family === 'occupancy' && (
        <WorkflowNote>
          Fee intimation before the decision belongs to single-window files in this workflow (docs/WORKFLOW.md):
          occupancy files show none.
        </WorkflowNote>
      )}
      <NoticesTable kind="fee" filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}

/** Line departments: each department's NOC turns received, cleared, pending and late. */
export function LineDepartmentsPage({ family }: { family: TReportFamily }) {
  const report = useOfficerReportFilter({ family, stages: ['LINE_DEPARTMENT'] });
  const stages = useStageDelaysQuery({ filter: report.filter }, { isEnabled: report.isReady });
  return (
    <ReportPageFrame
      title={`Line Departments - ${familyTitle(family)}`}
      state={report.state}
      controls={report.controls}
    >
      {family === 'occupancy' && (
        <WorkflowNote>
          Line-department NOCs are asked for single-window files in this workflow (docs/WORKFLOW.md): occupancy files
          show none.
        </WorkflowNote>
      )}
      <ValueBarChart
        title="NOCs pending per department"
        valueTitle="Pending"
        data={(stages.data ?? []).map((row) => ({ label: row.stageName, value: row.pending }))}
      />
      <OfficerListTable kind="stage-delays" filter={report.filter} isEnabled={report.isReady} title="Departments" />
    </ReportPageFrame>
  );
}

/** The period a list page shows: a year, or since 2020. */
function usePeriod() {
  const [params] = useSearchParams();
  const today = indiaDay(new Date());
  const year = params.get('year') ?? 'all';
  return year === 'all' ? summaryRange(today) : yearRange(Number(year), today);
}

/** Files under process: where they are pending (by stage) and the list. */
export function UnderProcessPage({ family }: { family: TReportFamily }) {
  const report = useOfficerReportFilter({ family });
  const range = usePeriod();
  return (
    <ReportPageFrame title={`Under Process - ${familyTitle(family)}`} state={report.state} controls={report.controls}>
      <OfficerListTable
        kind="stage-delays"
        filter={report.filter}
        isEnabled={report.isReady}
        title="Pending by stage"
      />
      <ReportApplicationsTable
        title="Applications under process"
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
  const report = useOfficerReportFilter({ family });
  const range = usePeriod();
  const applicationTypes = REPORT_FAMILIES[family].applicationTypes;
  const perUlb = useReportsQuery(
    { type: 'ANNUAL', groupBy: 'ULB', ...report.state.selection, applicationTypes, ...range },
    { isEnabled: report.isReady },
  );
  return (
    <ReportPageFrame title={`Rejections - ${familyTitle(family)}`} state={report.state} controls={report.controls}>
      <ValueBarChart
        title="Rejections per ULB"
        valueTitle="Rejected"
        color="red.7"
        data={countTableRows(perUlb.data?.rows ?? []).map((row) => ({ label: row.label, value: row.rejected }))}
      />
      <ReportApplicationsTable
        title="Rejected applications"
        variables={{ ...report.state.selection, applicationTypes, applicationStatus: 'REJECTED', ...range }}
      />
    </ReportPageFrame>
  );
}

/** Deemed approvals: the files deemed approved, and the single-window files close to it (day 17 on). */
export function DeemedApprovalPage({ family }: { family: TReportFamily }) {
  const report = useOfficerReportFilter({ family });
  const range = usePeriod();
  const applicationTypes = REPORT_FAMILIES[family].applicationTypes;
  const hasSingleWindow = applicationTypes.includes('SINGLE WINDOW');
  return (
    <ReportPageFrame
      title={`Deemed Approvals - ${familyTitle(family)}`}
      state={report.state}
      controls={report.controls}
    >
      {!hasSingleWindow && (
        <WorkflowNote>
          Only single-window files are deemed approved after 21 days (docs/WORKFLOW.md): occupancy files show none.
        </WorkflowNote>
      )}
      {hasSingleWindow && <DeemedAlertsTable filter={report.filter} isEnabled={report.isReady} />}
      <ReportApplicationsTable
        title="Deemed approved applications"
        variables={{ ...report.state.selection, applicationTypes, applicationStatus: 'DEEMED', ...range }}
      />
    </ReportPageFrame>
  );
}
