import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { rememberLanguageChosenAtSignIn } from '../../shared/i18n/language-chosen-at-sign-in';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { useTranslation } from 'react-i18next';

/** The frame of the public screens: the product name, a heading, the form. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={420} component="main">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text fw={700} c="blue.8" size="lg">
              {t('layout.productName')}
            </Text>
            <LanguageSwitch onChanged={rememberLanguageChosenAtSignIn} />
          </Group>
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
