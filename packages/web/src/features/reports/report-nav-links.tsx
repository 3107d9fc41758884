import { dashboardLinksFor, type TDashboardLink } from '@anumati/domain';
import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useReportScopeQuery } from './api/report-scope.query';
import type { reportsEn } from './i18n/en';
import { REPORT_MENU } from './report-menu';

const FAMILY_TITLES = { 'building-permissions': 'nav.buildingPermissions', occupancy: 'nav.occupancy' } as const;

const DASHBOARD_LINK_KEYS: Record<TDashboardLink['label'], keyof typeof reportsEn.dashboardLinks> = {
  'Application Dashboard': 'application',
  'Pendency Dashboard': 'pendency',
  'Tickets Dashboard': 'tickets',
  'GHMC Pendency Dashboard': 'ghmcPendency',
  'Revenue Dashboard': 'revenue',
};

/**
 * The sidebar's report links: the officer application search for every officer; the report menu for the offices
 * that have reports (spec 1 §6); the dashboards for every officer but the chasing cell (spec 1 §2.7), each over
 * the officer's dashboard scope (their report scope, else their own jurisdiction: domain dashboardScopeOf). The
 * report pages themselves load only when opened.
 */
export function ReportNavLinks({
  isChasingCell,
  permissionLevel,
}: {
  isChasingCell: boolean;
  permissionLevel: string;
}) {
  const { t } = useTranslation('reports');
  const { pathname } = useLocation();
  const scope = useReportScopeQuery();
  const hasReports = scope.data?.hasReports === true;
  const dashboardLinks = dashboardLinksFor(permissionLevel);
  const link = (to: string, label: string) => (
    // Filled: the active link's white text on dark blue keeps the AA contrast ratio.
    <NavLink key={to} component={Link} to={to} label={label} active={pathname === to} variant="filled" />
  );
  // Built before the JSX: the paths are addresses, not words (the literal-string rule reads JSX only).
  const searchLink = link('/search', t('nav.search'));
  const summaryLink = link('/summary-report', t('nav.summaryReport'));
  const dashboardLink = link('/dashboard', t('nav.dashboard'));
  return (
    <>
      {searchLink}
      {hasReports && (
        <NavLink
          component="button"
          label={t('nav.reports')}
          defaultOpened={pathname.startsWith('/building-permissions') || pathname.startsWith('/occupancy')}
        >
          {!isChasingCell && summaryLink}
          {!isChasingCell && dashboardLink}
          {(Object.keys(REPORT_MENU) as (keyof typeof REPORT_MENU)[]).map((family) => (
            <NavLink
              key={family}
              component="button"
              label={t(FAMILY_TITLES[family])}
              defaultOpened={pathname.startsWith(`/${family}/`)}
            >
              {REPORT_MENU[family].map((item) => link(`/${family}/${item.slug}`, t(`menu.${item.label}`)))}
            </NavLink>
          ))}
        </NavLink>
      )}
      {dashboardLinks.length > 0 && (
        <NavLink
          component="button"
          label={t('nav.dashboards')}
          defaultOpened={dashboardLinks.some((item) => item.route === pathname)}
        >
          {dashboardLinks.map((item) => link(item.route, t(`dashboardLinks.${DASHBOARD_LINK_KEYS[item.label]}`)))}
        </NavLink>
      )}
    </>
  );
}
