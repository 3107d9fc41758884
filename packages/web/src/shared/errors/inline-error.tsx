import { Text } from '@mantine/core';
import { errorMessage } from './error-message';

/**
 * A message beside or under a form's buttons (spec 3 §8: a failed submit shows the server's message there): a
 * gate or check by its words, a failed request by its error. Nothing when there is nothing to say.
 */
export function InlineError(props: { message?: string | null; error?: unknown }) {
  const message = props.message ?? (props.error ? errorMessage(props.error) : null);
  if (!message) return null;
  return (
    <Text c="red.9" size="sm" role="alert">
      {message}
    </Text>
  );
}
