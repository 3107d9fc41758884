import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPageLayout } from '../shell';
import { InfoSection, Paragraph } from './info-section';

const FEATURES = ['languages', 'skipLink', 'textSize', 'keyboard', 'charts', 'motion'] as const;
const LIMITATIONS = ['translation', 'map', 'scans'] as const;

/** GIGW 3.0 accessibility statement: the WCAG 2.1 AA target, what the console offers, its known limits, whom to tell. */
export function AccessibilityStatementPage() {
  const { t } = useTranslation('site-info');
  return (
    <PublicPageLayout title={t('accessibility.title')}>
      <Stack gap="lg">
        <Paragraph>{t('accessibility.intro')}</Paragraph>
        <InfoSection heading={t('accessibility.standardHeading')}>
          <Paragraph>{t('accessibility.standard')}</Paragraph>
        </InfoSection>
        <InfoSection
          heading={t('accessibility.featuresHeading')}
          items={FEATURES.map((feature) => t(`accessibility.features.${feature}`))}
        />
        <InfoSection
          heading={t('accessibility.limitationsHeading')}
          items={LIMITATIONS.map((limitation) => t(`accessibility.limitations.${limitation}`))}
        >
          <Paragraph>{t('accessibility.limitationsIntro')}</Paragraph>
        </InfoSection>
        <InfoSection heading={t('accessibility.reportHeading')}>
          <Paragraph>{t('accessibility.report')}</Paragraph>
          <Anchor component={Link} to="/help" size="sm" c="blue.9" underline="always">
            {t('accessibility.reportLink')}
          </Anchor>
        </InfoSection>
      </Stack>
    </PublicPageLayout>
  );
}
