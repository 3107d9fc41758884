import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Spec 1 §2.7: the chasing cell's sidebar. */
const CHASING_LINKS = [
  { to: '/chasing-dashboard', label: 'nav.dashboard' },
  { to: '/chasing-action-panel', label: 'nav.actionPanel' },
  { to: '/summary-report', label: 'nav.summaryReport' },
  { to: '/chasing-applications', label: 'nav.buildingPlanApplications' },
  { to: '/dashboard', label: 'nav.buildingPlans' },
  { to: '/dashboard-new', label: 'nav.buildingPlansSingleWindow' },
] as const;

export function ChasingNavLinks() {
  const { t } = useTranslation('chasing-cell');
  const { pathname } = useLocation();
  return (
    <>
      {CHASING_LINKS.map((link) => (
        <NavLink
          key={link.to}
          component={Link}
          to={link.to}
          label={t(link.label)}
          active={pathname === link.to}
          // Filled: the active link's white text on dark blue keeps the AA contrast ratio.
          variant="filled"
        />
      ))}
    </>
  );
}
