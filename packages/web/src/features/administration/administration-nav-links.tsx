import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FEEDBACK_LIST_PATH, IMPORT_OFFICERS_PATH, OFFICERS_PATH, STAFFING_GAPS_PATH } from './administration-paths';

const ADMINISTRATION_LINKS = [
  { to: OFFICERS_PATH, label: 'nav.officers' },
  { to: IMPORT_OFFICERS_PATH, label: 'nav.import' },
  { to: STAFFING_GAPS_PATH, label: 'nav.staffingGaps' },
  // Issue 55: the website's feedback, for the administrators.
  { to: FEEDBACK_LIST_PATH, label: 'nav.feedback' },
] as const;

/**
 * Issue 52: an administrator's sidebar: officers, their import and the staffing gaps (no inbox, no reports); and the
 * website's feedback (issue 55).
 */
export function AdministrationNavLinks() {
  const { t } = useTranslation('administration');
  const { pathname } = useLocation();
  return (
    <>
      {ADMINISTRATION_LINKS.map((link) => (
        <NavLink
          key={link.to}
          component={Link}
          to={link.to}
          label={t(link.label)}
          // An officer's pages (and the new officer's form) are under the officers' link.
          active={link.to === OFFICERS_PATH ? pathname.startsWith(OFFICERS_PATH) : pathname === link.to}
          // Filled: the active link's white text on dark blue keeps the AA contrast ratio.
          variant="filled"
        />
      ))}
    </>
  );
}
