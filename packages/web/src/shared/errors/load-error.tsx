import { errorMessage } from './error-message';
import { Alert, Button, Group, Text } from '@mantine/core';

/** Spec 1 §8: every other load error shows its message with a RETRY button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = errorMessage(error);
  return (
    <Alert color="red" title="Could not load" role="alert">
      <Group justify="space-between">
        <Text>{message}</Text>
        <Button variant="outline" color="red" onClick={onRetry}>
          RETRY
        </Button>
      </Group>
    </Alert>
  );
}
