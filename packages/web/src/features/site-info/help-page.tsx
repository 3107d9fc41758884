import { Alert, List, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicPageLayout } from '../shell';
import { InfoSection, Paragraph } from './info-section';

const PASSWORD_STEPS = ['open', 'username', 'code', 'blocked'] as const;

/**
 * GIGW 3.0 help and contact. The help desk's address, telephone and hours are the department's to give: until it
 * does, the page says so plainly rather than showing an invented contact.
 */
export function HelpPage() {
  const { t } = useTranslation('site-info');
  return (
    <PublicPageLayout title={t('help.title')}>
      <Stack gap="lg">
        <InfoSection heading={t('help.helpDeskHeading')}>
          <Alert color="yellow" variant="light">
            <Stack gap={4}>
              <Paragraph>{t('help.placeholderNotice')}</Paragraph>
              <List size="sm" spacing={2}>
                <List.Item>{t('help.email')}</List.Item>
                <List.Item>{t('help.phone')}</List.Item>
                <List.Item>{t('help.hours')}</List.Item>
              </List>
            </Stack>
          </Alert>
        </InfoSection>
        <InfoSection heading={t('help.passwordHeading')}>
          <List type="ordered" size="sm" spacing={4}>
            {PASSWORD_STEPS.map((step) => (
              <List.Item key={step}>{t(`help.passwordSteps.${step}`)}</List.Item>
            ))}
          </List>
        </InfoSection>
        <InfoSection heading={t('help.roleHeading')}>
          <Paragraph>{t('help.role')}</Paragraph>
        </InfoSection>
      </Stack>
    </PublicPageLayout>
  );
}
