import {
  CORRECTION_LIST_ROUTE,
  correctionFilterOf,
  correctionFilterTitle,
  correctionListPath,
  correctionNavLinks,
} from '@anumati/domain';
import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../../shared/i18n/use-language';

/** Spec 1 §2.7: the sidebar's Correction group; its links differ for commissioner-level roles (domain rule). */
export function CorrectionNavLinks({ permissionLevel }: { permissionLevel: string }) {
  const { t } = useTranslation('corrections');
  const language = useLanguage();
  const location = useLocation();
  const isList = location.pathname === CORRECTION_LIST_ROUTE;
  const current = correctionFilterOf(new URLSearchParams(location.search).get('filter'), permissionLevel);
  return (
    <NavLink label={t('nav.correction')} defaultOpened childrenOffset="sm">
      {correctionNavLinks(permissionLevel).map((link) => (
        <NavLink
          key={link.filter}
          component={Link}
          to={correctionListPath(link.filter)}
          label={correctionFilterTitle(link.filter, language)}
          active={isList && current === link.filter}
        />
      ))}
    </NavLink>
  );
}
