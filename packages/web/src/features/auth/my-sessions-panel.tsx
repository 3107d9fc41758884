import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { InlineError } from '../../shared/errors/inline-error';
import { useEndSessionsMutation, useMySessionsQuery } from './api/my-sessions.query';

/** Dates and times as officers read them: India's time, day first. */
const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/**
 * The officer's live sessions (issue 13): where and when each began, its last use, and a way to end the others,
 * for a phone left signed in or a shared computer. The current one ends with Logout.
 */
export function MySessionsPanel() {
  const sessions = useMySessionsQuery();
  const end = useEndSessionsMutation();
  const others = (sessions.data ?? []).filter((session) => !session.isCurrent);

  return (
    <Stack>
      <InlineError error={sessions.error ?? end.error} />
      <Table aria-label="Your sessions" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Signed in</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Browser</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(sessions.data ?? []).map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>{formatWhen(session.createdAt)}</Table.Td>
              <Table.Td>{formatWhen(session.lastSeenAt)}</Table.Td>
              <Table.Td>{session.ipAddress ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {session.userAgent ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                {session.isCurrent ? (
                  <Badge variant="light">This session</Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`End the session signed in ${formatWhen(session.createdAt)}`}
                    loading={end.isPending && end.variables === session.id}
                    onClick={() => end.mutate(session.id)}
                  >
                    End
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {sessions.isSuccess && others.length === 0 && <Text size="sm">No other session is open.</Text>}
      <Group justify="flex-end">
        <Button
          color="red"
          disabled={others.length === 0}
          loading={end.isPending && end.variables === undefined}
          onClick={() => end.mutate(undefined)}
        >
          End all other sessions
        </Button>
      </Group>
    </Stack>
  );
}
