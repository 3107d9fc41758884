import type { TLanguage } from '../i18n/language';
import type { TOfficerJurisdiction } from '../officer/jurisdiction-access';
import type { TPermissionLevel } from '../officer/permission-level';
import { hasReports } from './report-scope';

/**
 * Spec 1 §2.7 and spec 3 §2: the sidebar's links to the "external" dashboards. Their addresses are not shown;
 * decision: each leads to the console's own report on real figures — Application to the building-plan
 * dashboard, Pendency to the files under verification, Tickets to the citizens' grievances, GHMC Pendency to
 * the authorities' report (GHMC is an authority there), Revenue to the fees charged, paid and pending
 * (feeRevenueOf in fees/fee-revenue.ts; the occupancy fee-intimation page it opened before is empty by the workflow).
 * Each dashboard counts the officer's dashboard scope (dashboardScopeOf), so every officer's link opens figures.
 */
export const DASHBOARD_LINKS = [
  { label: 'Application Dashboard', route: '/dashboard' },
  { label: 'Pendency Dashboard', route: '/summary/verification' },
  { label: 'Tickets Dashboard', route: '/building-permissions/grievance-report' },
  { label: 'GHMC Pendency Dashboard', route: '/building-permissions/authorities-report' },
  { label: 'Revenue Dashboard', route: '/revenue-dashboard' },
] as const;

/**
 * Spec 1 §2.7: Revenue Dashboard shows only to these roles. Typed as permission levels so that a spelling the
 * officers' levels do not use (FINAL APPROVING OFFICER keeps its spaces, VICE_CHAIRMAN its underscore) fails to
 * compile.
 */
export const REVENUE_DASHBOARD_LEVELS: readonly TPermissionLevel[] = [
  'COMMISSIONER',
  'DEPUTY_COMMISSIONER',
  'FINAL APPROVING OFFICER',
  'VICE_CHAIRMAN',
];

export type TDashboardLink = (typeof DASHBOARD_LINKS)[number];

/**
 * The dashboard links an officer of this permission level sees: spec 1 §2.7 gives them to every officer but the
 * chasing cell (which has its own dashboard and action panel), Revenue Dashboard to its four roles only.
 */
export function dashboardLinksFor(permissionLevel: string): TDashboardLink[] {
  if (permissionLevel === 'CIO_CHASING_CELL') return [];
  return DASHBOARD_LINKS.filter(
    (link) =>
      link.label !== 'Revenue Dashboard' || (REVENUE_DASHBOARD_LEVELS as readonly string[]).includes(permissionLevel),
  );
}

/**
 * Whether a console path is one of the dashboards, which every officer reads over their dashboard scope; the other
 * report pages are the report offices' (spec 1 §6).
 */
export function isDashboardRoute(pathname: string): boolean {
  return DASHBOARD_LINKS.some((link) => link.route === pathname);
}

/**
 * Who the server gives the revenue figures to: the Revenue Dashboard's four roles, and the offices with reports
 * (they already read the revenue leaderboard), each over their dashboard scope.
 */
export function canReadRevenueFigures(officer: TOfficerJurisdiction): boolean {
  return (REVENUE_DASHBOARD_LEVELS as readonly string[]).includes(officer.permissionLevel) || hasReports(officer);
}

const DASHBOARD_LINK_LABELS_TE: Record<TDashboardLink['label'], string> = {
  'Application Dashboard': 'దరఖాస్తుల డాష్‌బోర్డ్',
  'Pendency Dashboard': 'పెండింగ్ డాష్‌బోర్డ్',
  'Tickets Dashboard': 'టికెట్ల డాష్‌బోర్డ్',
  'GHMC Pendency Dashboard': 'GHMC పెండింగ్ డాష్‌బోర్డ్',
  'Revenue Dashboard': 'ఆదాయ డాష్‌బోర్డ్',
};

/** A dashboard link's name in the officer's language. */
export function dashboardLinkLabel(link: TDashboardLink, language: TLanguage = 'en'): string {
  return language === 'te' ? DASHBOARD_LINK_LABELS_TE[link.label] : link.label;
}
