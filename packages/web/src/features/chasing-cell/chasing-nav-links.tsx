import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** Spec 1 §2.7: the chasing cell's sidebar. */
const CHASING_LINKS = [
  { to: '/chasing-dashboard', label: 'Dashboard' },
  { to: '/chasing-action-panel', label: 'Action Panel' },
  { to: '/summary-report', label: 'Summary Report' },
  { to: '/chasing-applications', label: 'Building Plan Applications' },
  { to: '/dashboard', label: 'Building Plans' },
  { to: '/dashboard-new', label: 'Building Plans (Single Window)' },
];

export function ChasingNavLinks() {
  const { pathname } = useLocation();
  return (
    <>
      {CHASING_LINKS.map((link) => (
        <NavLink
          key={link.to}
          component={Link}
          to={link.to}
          label={link.label}
          active={pathname === link.to}
          // Filled: the active link's white text on dark blue keeps the AA contrast ratio.
          variant="filled"
        />
      ))}
    </>
  );
}
