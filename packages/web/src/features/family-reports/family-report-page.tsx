import type { TReportFamily } from '@anumati/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import {
  DeemedApprovalPage,
  FeeIntimationsPage,
  GrievancesPage,
  LineDepartmentsPage,
  OfficerPerformancePage,
  PenaltiesPage,
  ProcessingPage,
  RejectionsPage,
  ShortfallsPage,
  UnderProcessPage,
} from './officer-report-pages';
import { PeriodReportPage } from '../reports';

const POST_VERIFICATION_STAGES = ['SITE', 'TITLE', 'TECHNICAL'] as const;
const SCRUTINY_STAGES = ['PRE_SCRUTINY', 'TECHNICAL'] as const;

/** What each report route of a family shows (spec 1 §2.2; contents designed from the data, see README). */
const PAGES: Record<TReportFamily, Record<string, (t: TFunction<'reports'>) => ReactNode>> = {
  'building-permissions': {
    'annual-report': () => <PeriodReportPage family="building-permissions" kind={{ rows: 'GROUP' }} />,
    'monthly-report': () => <PeriodReportPage family="building-permissions" kind={{ rows: 'MONTH' }} />,
    'ulb-report': (t) => (
      <PeriodReportPage
        family="building-permissions"
        kind={{ rows: 'FIXED_GROUP', groups: ['ULB'] }}
        heading={t('period.ulbReport')}
      />
    ),
    'district-report': (t) => (
      <PeriodReportPage
        family="building-permissions"
        kind={{ rows: 'FIXED_GROUP', groups: ['DISTRICT'] }}
        heading={t('period.districtReport')}
      />
    ),
    'authorities-report': (t) => (
      <PeriodReportPage
        family="building-permissions"
        kind={{ rows: 'FIXED_GROUP', groups: ['AUTHORITY'] }}
        heading={t('period.authoritiesReport')}
      />
    ),
    'rejections-report': () => <RejectionsPage family="building-permissions" />,
    'deemed-approval-report': () => <DeemedApprovalPage family="building-permissions" />,
    'post-verification-teams-report': (t) => (
      <OfficerPerformancePage
        title={t('officerPages.postVerificationTeams')}
        family="building-permissions"
        stages={POST_VERIFICATION_STAGES}
        applicationTypes={['SELF CERTIFICATION', 'REGISTRATION']}
      />
    ),
    'scrutiny-officers-report': (t) => (
      <OfficerPerformancePage
        title={t('officerPages.scrutinyOfficers')}
        family="building-permissions"
        stages={SCRUTINY_STAGES}
      />
    ),
    'performance-report': () => <ProcessingPage family="building-permissions" />,
    'penalties-report': () => <PenaltiesPage family="building-permissions" />,
    'grievance-report': (t) => <GrievancesPage family="building-permissions" title={t('officerPages.grievances')} />,
  },
  occupancy: {
    'annual-report': () => <PeriodReportPage family="occupancy" kind={{ rows: 'GROUP' }} />,
    month: () => <PeriodReportPage family="occupancy" kind={{ rows: 'MONTH' }} />,
    'district-and-authority': (t) => (
      <PeriodReportPage
        family="occupancy"
        kind={{ rows: 'FIXED_GROUP', groups: ['DISTRICT', 'AUTHORITY'] }}
        heading={t('period.districtAndAuthority')}
      />
    ),
    shortfall: () => <ShortfallsPage family="occupancy" />,
    'shortfall-notices': () => <ShortfallsPage family="occupancy" isNoticesOnly />,
    'scrutiny-officers': (t) => (
      <OfficerPerformancePage title={t('officerPages.scrutinyOfficers')} family="occupancy" stages={SCRUTINY_STAGES} />
    ),
    penalties: () => <PenaltiesPage family="occupancy" />,
    rejections: () => <RejectionsPage family="occupancy" />,
    'under-process': () => <UnderProcessPage family="occupancy" />,
    'deemed-approval': () => <DeemedApprovalPage family="occupancy" />,
    performance: () => <ProcessingPage family="occupancy" />,
    'line-departments': () => <LineDepartmentsPage family="occupancy" />,
    'grievance-redressal-mechanism': (t) => (
      <GrievancesPage family="occupancy" title={t('officerPages.grievanceRedressal')} />
    ),
    'final-fee-intimation-letter': () => <FeeIntimationsPage family="occupancy" />,
  },
};

/** /building-permissions/{report} and /occupancy/{report}: an unknown report goes back to the summary. */
export function FamilyReportPage({ family }: { family: TReportFamily }) {
  const { t } = useTranslation('reports');
  const { report = '' } = useParams();
  const page = Object.hasOwn(PAGES[family], report) ? PAGES[family][report] : undefined;
  if (!page) return <Navigate to="/summary-report" replace />;
  // A new page per route: the state of one report never leaks into the next.
  return <div key={`${family}/${report}`}>{page(t)}</div>;
}
