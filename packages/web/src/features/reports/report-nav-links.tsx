import { dashboardLinksFor } from '@anumati/domain';
import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useReportScopeQuery } from './api/report-scope.query';
import { REPORT_MENU } from './report-menu';

const FAMILY_TITLES = { 'building-permissions': 'Building Permissions', occupancy: 'Occupancy' } as const;

/**
 * The sidebar's report links, for the offices that have reports (spec 1 §6); the officer application search for
 * every officer. The report pages themselves load only when opened.
 */
export function ReportNavLinks({
  isChasingCell,
  permissionLevel,
}: {
  isChasingCell: boolean;
  permissionLevel: string;
}) {
  const { pathname } = useLocation();
  const scope = useReportScopeQuery();
  const hasReports = scope.data !== undefined && scope.data.level !== 'NONE';
  const link = (to: string, label: string) => (
    // Filled: the active link's white text on dark blue keeps the AA contrast ratio.
    <NavLink key={to} component={Link} to={to} label={label} active={pathname === to} variant="filled" />
  );
  return (
    <>
      {link('/search', 'Search')}
      {hasReports && (
        <NavLink
          component="button"
          label="Reports"
          defaultOpened={pathname.startsWith('/building-permissions') || pathname.startsWith('/occupancy')}
        >
          {!isChasingCell && link('/summary-report', 'Summary Report')}
          {!isChasingCell && link('/dashboard', 'Dashboard')}
          {(Object.keys(REPORT_MENU) as (keyof typeof REPORT_MENU)[]).map((family) => (
            <NavLink
              key={family}
              component="button"
              label={FAMILY_TITLES[family]}
              defaultOpened={pathname.startsWith(`/${family}/`)}
            >
              {REPORT_MENU[family].map((item) => link(`/${family}/${item.slug}`, item.label))}
            </NavLink>
          ))}
        </NavLink>
      )}
      {/* The dashboards are report pages: offices without reports (spec 1 §6) would only be refused there. */}
      {hasReports && !isChasingCell && (
        <NavLink component="button" label="Dashboards">
          {dashboardLinksFor(permissionLevel).map((item) => link(item.route, item.label))}
        </NavLink>
      )}
    </>
  );
}
