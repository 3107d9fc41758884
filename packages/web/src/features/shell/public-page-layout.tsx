import { Anchor, Box, Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../shared/styles/console-styles';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { PublicHeader } from './public-header';
import { RouteTitle } from './route-title';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The frame of the information pages (website policies, accessibility statement, help), open signed in or not:
 * the console's identity, language and text size in the header, the page, the footer. The header wraps rather
 * than overflows at 320 px and at 200 % zoom.
 */
export function PublicPageLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <RouteTitle />
      <SkipLink />
      <PublicHeader>
        {/* Home: the sign-in page, or the inbox for a signed-in officer (route-guards.tsx). */}
        <Anchor component={Link} to="/" size="sm" c="blue.9" underline="always">
          {t('publicPage.home')}
        </Anchor>
        <LanguageSwitch />
      </PublicHeader>
      <Container component="main" id={MAIN_CONTENT_ID} size="md" py="lg" w="100%" style={{ flex: 1 }}>
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Container>
      <SiteFooter />
    </Box>
  );
}
