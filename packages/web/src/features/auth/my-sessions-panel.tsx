import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { InlineError } from '../../shared/errors/inline-error';
import { useEndSessionsMutation, useMySessionsQuery } from './api/my-sessions.query';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, type TLanguage } from '@anumati/domain';
import { useLanguage } from '../../shared/i18n/use-language';

/** Dates and times as officers read them: India's time, day first, in the console's language. */
const formatWhen = (iso: string, language: TLanguage) =>
  new Date(iso).toLocaleString(LANGUAGE_LOCALES[language], {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/**
 * The officer's live sessions (issue 13): where and when each began, its last use, and a way to end the others,
 * for a phone left signed in or a shared computer. The current one ends with Logout.
 */
export function MySessionsPanel() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const sessions = useMySessionsQuery();
  const end = useEndSessionsMutation();
  const others = (sessions.data ?? []).filter((session) => !session.isCurrent);

  return (
    <Stack>
      <InlineError error={sessions.error ?? end.error} />
      <Table aria-label={t('sessions.tableLabel')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sessions.signedIn')}</Table.Th>
            <Table.Th>{t('sessions.lastUsed')}</Table.Th>
            <Table.Th>{t('sessions.address')}</Table.Th>
            <Table.Th>{t('sessions.browser')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(sessions.data ?? []).map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>{formatWhen(session.createdAt, language)}</Table.Td>
              <Table.Td>{formatWhen(session.lastSeenAt, language)}</Table.Td>
              <Table.Td>{session.ipAddress ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {session.userAgent ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                {session.isCurrent ? (
                  <Badge variant="light">{t('sessions.thisSession')}</Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={t('sessions.endSessionSignedIn', { when: formatWhen(session.createdAt, language) })}
                    loading={end.isPending && end.variables === session.id}
                    onClick={() => end.mutate(session.id)}
                  >
                    {t('sessions.end')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {sessions.isSuccess && others.length === 0 && <Text size="sm">{t('sessions.noOtherSession')}</Text>}
      <Group justify="flex-end">
        <Button
          color="red"
          disabled={others.length === 0}
          loading={end.isPending && end.variables === undefined}
          onClick={() => end.mutate(undefined)}
        >
          {t('sessions.endAllOthers')}
        </Button>
      </Group>
    </Stack>
  );
}
