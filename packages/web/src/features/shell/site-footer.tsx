import { formatDisplayDate } from '@anumati/domain';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEPARTMENT } from '../../shared/identity/department';
import { useLanguage } from '../../shared/i18n/use-language';

/** Where the footer's links lead: the public information pages (features/site-info). */
export const SITE_INFO_LINKS = [
  { to: '/website-policies', key: 'footer.websitePolicies' },
  { to: '/accessibility-statement', key: 'footer.accessibilityStatement' },
  { to: '/help', key: 'footer.help' },
  { to: '/sitemap', key: 'footer.sitemap' },
] as const;

/** GIGW 3.0 footer on every screen: who owns the content, the policies, accessibility and help, the last update. */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <Box component="footer" py="md" px="md" bg="gray.1" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Stack gap="xs">
        <Box component="nav" aria-label={t('footer.linksName')}>
          <Group gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {SITE_INFO_LINKS.map((link) => (
              <li key={link.to}>
                <Anchor component={Link} to={link.to} size="sm" c="blue.9" underline="always">
                  {t(link.key)}
                </Anchor>
              </li>
            ))}
          </Group>
        </Box>
        <Text size="sm" c="gray.8">
          {t('footer.ownership', {
            department: DEPARTMENT.name[language],
            government: DEPARTMENT.government[language],
          })}
        </Text>
        <Text size="sm" c="gray.8">
          {t('footer.lastUpdated', { date: formatDisplayDate(__BUILD_DATE__) })}
        </Text>
      </Stack>
    </Box>
  );
}
