import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicPageLayout } from '../shell';
import { InfoSection, Paragraph } from './info-section';

const POLICY_SECTIONS = [
  { heading: 'policies.copyrightHeading', text: 'policies.copyright' },
  { heading: 'policies.hyperlinkingHeading', text: 'policies.hyperlinking' },
  { heading: 'policies.privacyHeading', text: 'policies.privacy' },
  { heading: 'policies.termsHeading', text: 'policies.terms' },
] as const;

/** GIGW 3.0 website policies: copyright, hyperlinking, privacy, terms of use, as they hold for this console. */
export function WebsitePoliciesPage() {
  const { t } = useTranslation('site-info');
  return (
    <PublicPageLayout title={t('policies.title')}>
      <Stack gap="lg">
        <Paragraph>{t('policies.intro')}</Paragraph>
        {POLICY_SECTIONS.map((section) => (
          <InfoSection key={section.heading} heading={t(section.heading)}>
            <Paragraph>{t(section.text)}</Paragraph>
          </InfoSection>
        ))}
      </Stack>
    </PublicPageLayout>
  );
}
