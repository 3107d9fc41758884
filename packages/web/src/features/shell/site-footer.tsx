import { formatDisplayDate } from '@anumati/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEPARTMENT } from '../../shared/identity/department';
import { useLanguage } from '../../shared/i18n/use-language';
import classes from './public-frame.module.css';

/** Where the footer's links lead: the public information pages (features/site-info). */
export const SITE_INFO_LINKS = [
  { to: '/website-policies', key: 'footer.websitePolicies' },
  { to: '/accessibility-statement', key: 'footer.accessibilityStatement' },
  { to: '/help', key: 'footer.help' },
  { to: '/sitemap', key: 'footer.sitemap' },
  { to: '/feedback', key: 'footer.feedback' },
] as const;

/**
 * GIGW 3.0 footer on every screen: who owns the content, the policies, accessibility and help, the last update.
 * Plain markup: the sign-in page shows it and loads no UI kit (issue 54 §6).
 */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <footer className={classes.footer}>
      <nav aria-label={t('footer.linksName')}>
        <ul className={classes.footerLinks}>
          {SITE_INFO_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={classes.footerLink}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={classes.footerText}>
        {t('footer.ownership', {
          department: DEPARTMENT.name[language],
          government: DEPARTMENT.government[language],
        })}
      </p>
      <p className={classes.footerText}>{t('footer.lastUpdated', { date: formatDisplayDate(__BUILD_DATE__) })}</p>
    </footer>
  );
}
