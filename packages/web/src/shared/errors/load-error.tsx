import { errorMessage } from './error-message';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 1 §8: every other load error shows its message with a RETRY button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const message = errorMessage(error);
  return (
    <Alert color="red" title={t('loadError.title')} role="alert">
      <Group justify="space-between">
        <Text>{message}</Text>
        {/* Shade 9: the default red reads below 4.5:1 on the alert's tinted background (axe). */}
        <Button variant="outline" color="red.9" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
