import { SERVICE_MESSAGES } from '@anumati/domain';
import { Affix, Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { domainMessage } from '../i18n/i18n';
import { useIsRetrying } from './request-retry';

/**
 * Issue 50 §3: while the console sends a refused or unanswered request again, one calm line says so (in the
 * officer's language, announced politely to screen readers) instead of an error; it goes when the answer comes.
 */
export function RetryingNotice() {
  const isRetrying = useIsRetrying();
  // Re-rendered on a language switch, so the line follows it.
  useTranslation('common');
  if (!isRetrying) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }}>
      <Paper withBorder shadow="sm" p="xs" role="status" aria-live="polite">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{domainMessage(SERVICE_MESSAGES.retrying)}</Text>
        </Group>
      </Paper>
    </Affix>
  );
}
