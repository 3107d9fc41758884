import { Anchor, List, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEPARTMENT } from '../../shared/identity/department';
import { useLanguage } from '../../shared/i18n/use-language';
import { PublicPageLayout } from '../shell';
import { InfoSection, Paragraph } from './info-section';

const PASSWORD_STEPS = ['open', 'username', 'code', 'blocked'] as const;

/** GIGW 3.0 help and contact: the help desk and the feedback address from the department's identity file. */
export function HelpPage() {
  const { t } = useTranslation('site-info');
  const language = useLanguage();
  return (
    <PublicPageLayout title={t('help.title')}>
      <Stack gap="lg">
        <InfoSection heading={t('help.helpDeskHeading')}>
          <List size="sm" spacing={2}>
            <List.Item>
              {t('help.email')}:{' '}
              <Anchor href={`mailto:${DEPARTMENT.helpDesk.email}`}>{DEPARTMENT.helpDesk.email}</Anchor>
            </List.Item>
            <List.Item>
              {t('help.phone')}:{' '}
              <Anchor href={`tel:${DEPARTMENT.helpDesk.phone.replaceAll(/[^\d+]/g, '')}`}>
                {DEPARTMENT.helpDesk.phone}
              </Anchor>
            </List.Item>
            <List.Item>
              {t('help.hours')}: {DEPARTMENT.helpDesk.hours[language]}
            </List.Item>
          </List>
        </InfoSection>
        <InfoSection heading={t('help.feedbackHeading')}>
          <Paragraph>
            {t('help.feedback')} <Anchor href={`mailto:${DEPARTMENT.feedbackEmail}`}>{DEPARTMENT.feedbackEmail}</Anchor>
          </Paragraph>
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
