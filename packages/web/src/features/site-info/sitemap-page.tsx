import { Anchor, List, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasSession } from '../../shared/session/session-storage';
import { PublicPageLayout } from '../shell';
import { InfoSection, Paragraph } from './info-section';

/** The pages anyone may open, by their titles (the shell's page titles, the same words as the browser's title). */
const PUBLIC_PAGES = [
  { to: '/login', key: 'signIn' },
  { to: '/reset-password', key: 'resetPassword' },
  { to: '/fee-calculator', key: 'feeCalculator' },
  { to: '/website-policies', key: 'websitePolicies' },
  { to: '/accessibility-statement', key: 'accessibilityStatement' },
  { to: '/help', key: 'help' },
  { to: '/sitemap', key: 'sitemap' },
  { to: '/feedback', key: 'feedback' },
] as const;

/** A signed-in officer's own starting points (their other screens are in their menu). */
const OFFICER_PAGES = [
  { to: '/post-verification', key: 'inbox' },
  { to: '/search', key: 'search' },
] as const;

function PageLinks({
  pages,
}: {
  pages: readonly { to: string; key: (typeof PUBLIC_PAGES | typeof OFFICER_PAGES)[number]['key'] }[];
}) {
  const { t } = useTranslation('shell');
  return (
    <List size="sm" spacing={4}>
      {pages.map((page) => (
        <List.Item key={page.to}>
          <Anchor component={Link} to={page.to}>
            {t(`pageTitle.${page.key}`)}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * GIGW 3.0 sitemap: every page open to everyone, and for a signed-in officer the way to their own screens (the
 * menu shows only the officer's, and a file's screens open from the inbox: listing every officer's screens here
 * would offer links that only lead back to the sign-in page or the inbox).
 */
export function SitemapPage() {
  const { t } = useTranslation('site-info');
  const isSignedIn = hasSession();
  return (
    <PublicPageLayout title={t('sitemap.title')}>
      <Stack gap="lg">
        <InfoSection heading={t('sitemap.publicHeading')}>
          <PageLinks pages={PUBLIC_PAGES} />
        </InfoSection>
        <InfoSection heading={t('sitemap.officerHeading')}>
          <Paragraph>{t('sitemap.officerIntro')}</Paragraph>
          {isSignedIn && <PageLinks pages={OFFICER_PAGES} />}
        </InfoSection>
      </Stack>
    </PublicPageLayout>
  );
}
