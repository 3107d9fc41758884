import type { TReportFamily } from '@anumati/domain';

/**
 * Spec 1 §2.2: the report routes under /building-permissions/ and /occupancy/, with the names the menu shows.
 * The pages each shows are described in README.
 */
export const REPORT_MENU: Record<TReportFamily, { slug: string; label: string }[]> = {
  'building-permissions': [
    { slug: 'annual-report', label: 'Annual Report' },
    { slug: 'monthly-report', label: 'Monthly Report' },
    { slug: 'ulb-report', label: 'ULB Report' },
    { slug: 'district-report', label: 'District Report' },
    { slug: 'authorities-report', label: 'Authorities Report' },
    { slug: 'rejections-report', label: 'Rejections' },
    { slug: 'deemed-approval-report', label: 'Deemed Approvals' },
    { slug: 'post-verification-teams-report', label: 'Post Verification Teams' },
    { slug: 'scrutiny-officers-report', label: 'Scrutiny Officers' },
    { slug: 'performance-report', label: 'Performance' },
    { slug: 'penalties-report', label: 'Penalties' },
    { slug: 'grievance-report', label: 'Grievances' },
  ],
  occupancy: [
    { slug: 'annual-report', label: 'Annual Report' },
    { slug: 'month', label: 'Monthly Report' },
    { slug: 'district-and-authority', label: 'District and Authority' },
    { slug: 'shortfall', label: 'Shortfall' },
    { slug: 'shortfall-notices', label: 'Shortfall Notices' },
    { slug: 'scrutiny-officers', label: 'Scrutiny Officers' },
    { slug: 'penalties', label: 'Penalties' },
    { slug: 'rejections', label: 'Rejections' },
    { slug: 'under-process', label: 'Under Process' },
    { slug: 'deemed-approval', label: 'Deemed Approval' },
    { slug: 'performance', label: 'Performance' },
    { slug: 'line-departments', label: 'Line Departments' },
    { slug: 'grievance-redressal-mechanism', label: 'Grievance Redressal' },
    { slug: 'final-fee-intimation-letter', label: 'Final Fee Intimation Letters' },
  ],
};
