import { formatDisplayDate } from '@anumati/domain';
import { Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../shared/errors/inline-error';
import { domainMessage } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';
import { TableScroll } from '../../shared/tables/table-scroll';
import { stageLevelLabel } from './administration-labels';
import type { THandOverPreview } from './api/hand-over-preview.query';

type THandOverPreviewProps = {
  preview: THandOverPreview | undefined;
  isLoading: boolean;
  error: unknown;
};

/**
 * Issue 52 §4: before a transfer or a deactivation is saved, each of the officer's open turns and who takes it, or
 * why nobody can. While any turn would have no owner the change cannot be saved, and the turns are named.
 */
export function HandOverPreview({ preview, isLoading, error }: THandOverPreviewProps) {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  if (isLoading) return <Loader size="sm" role="status" aria-label={t('handOver.loading')} />;
  if (error) return <InlineError error={error} />;
  if (!preview) return null;
  const stranded = preview.turns.filter((turn) => turn.toOfficerId === null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="hand-over-title">
      <Title order={3} size="h5" id="hand-over-title">
        {t('handOver.title')}
      </Title>
      {preview.turns.length === 0 ? (
        <Text size="sm">{t('handOver.noTurns')}</Text>
      ) : (
        <TableScroll>
          <Table striped withTableBorder aria-labelledby="hand-over-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('handOver.application')}</Table.Th>
                <Table.Th>{t('handOver.stage')}</Table.Th>
                <Table.Th>{t('handOver.due')}</Table.Th>
                <Table.Th>{t('handOver.goesTo')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.turns.map((turn) => (
                <Table.Tr key={`${turn.applicationId}:${turn.stage}:${turn.level}`}>
                  <Table.Td>{turn.applicationNumber}</Table.Td>
                  <Table.Td>{stageLevelLabel(turn.stage, turn.level, language)}</Table.Td>
                  <Table.Td>{turn.dueDate ? formatDisplayDate(turn.dueDate) : '—'}</Table.Td>
                  <Table.Td>
                    {turn.toOfficerName ?? (
                      <Text size="sm" c="red.9" fw={600}>
                        {t('handOver.nobody', { problem: domainMessage(turn.problem ?? '') })}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {!preview.canSave && (
        <Alert color="red" variant="light" role="alert" title={t('handOver.cannotSave')}>
          {t('handOver.strandedTurns', {
            count: stranded.length,
            applications: stranded.map((turn) => turn.applicationNumber).join(', '),
          })}
        </Alert>
      )}
    </Stack>
  );
}
