import type { TReportFamily } from '@anumati/domain';
import type { reportsEn } from './i18n/en';

/**
 * Spec 1 §2.2: the report routes under /building-permissions/ and /occupancy/, with the names the menu shows
 * (their catalogue names: reports' `menu`).
 * The pages each shows are described in README.
 */
export const REPORT_MENU: Record<TReportFamily, { slug: string; label: keyof typeof reportsEn.menu }[]> = {
  'building-permissions': [
    { slug: 'annual-report', label: 'annualReport' },
    { slug: 'monthly-report', label: 'monthlyReport' },
    { slug: 'ulb-report', label: 'ulbReport' },
    { slug: 'district-report', label: 'districtReport' },
    { slug: 'authorities-report', label: 'authoritiesReport' },
    { slug: 'rejections-report', label: 'rejections' },
    { slug: 'deemed-approval-report', label: 'deemedApprovals' },
    { slug: 'post-verification-teams-report', label: 'postVerificationTeams' },
    { slug: 'scrutiny-officers-report', label: 'scrutinyOfficers' },
    { slug: 'performance-report', label: 'performance' },
    { slug: 'penalties-report', label: 'penalties' },
    { slug: 'grievance-report', label: 'grievances' },
  ],
  occupancy: [
    { slug: 'annual-report', label: 'annualReport' },
    { slug: 'month', label: 'monthlyReport' },
    { slug: 'district-and-authority', label: 'districtAndAuthority' },
    { slug: 'shortfall', label: 'shortfall' },
    { slug: 'shortfall-notices', label: 'shortfallNotices' },
    { slug: 'scrutiny-officers', label: 'scrutinyOfficers' },
    { slug: 'penalties', label: 'penalties' },
    { slug: 'rejections', label: 'rejections' },
    { slug: 'under-process', label: 'underProcess' },
    { slug: 'deemed-approval', label: 'deemedApproval' },
    { slug: 'performance', label: 'performance' },
    { slug: 'line-departments', label: 'lineDepartments' },
    { slug: 'grievance-redressal-mechanism', label: 'grievanceRedressal' },
    { slug: 'final-fee-intimation-letter', label: 'finalFeeIntimationLetters' },
  ],
};
