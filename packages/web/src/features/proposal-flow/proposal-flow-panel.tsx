import { completedOn, proposalFlowEntries, serverRoleLabel } from '@anumati/domain';
import { Anchor, Drawer, Group, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { LoadError } from '../../shared/errors/load-error';
import { useOfficersApplicationQuery } from '../../shared/application/officers-application.query';
import { useLanguage } from '../../shared/i18n/use-language';
import { LoadingSpace } from '../../shared/loading/loading-space';

const formatDate = (value: string | null) => (value ? dayjs(value).format('DD-MM-YYYY') : '—');

/** Spec 1 §2.6 / spec 2 §2.9: the per-stage officer timeline of one application. */
export function ProposalFlowPanel({ applicationId, onClose }: { applicationId: string | null; onClose: () => void }) {
  const { t } = useTranslation('proposal-flow');
  const language = useLanguage();
  const application = useOfficersApplicationQuery(applicationId);
  const stages = application.data?.stageStates ?? [];
  const entries = proposalFlowEntries(stages, language);
  const completed = application.data ? completedOn(application.data.status, stages) : null;
  return (
    <Drawer opened={applicationId !== null} onClose={onClose} position="right" size={420} title={t('title')}>
      {application.isLoading && <LoadingSpace label={t('loading')} />}
      {application.error && <LoadError error={application.error} onRetry={() => void application.refetch()} />}
      {application.data && (
        <Stack>
          <Group justify="space-between">
            <Text fw={600}>{application.data.applicationIdentifier}</Text>
            <Anchor component={Link} to={`/Review-Remarks/${application.data.id}`} size="sm">
              {t('reviewRemarks')}
            </Anchor>
          </Group>
          {entries.length === 0 ? (
            <Text>{t('noData')}</Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2} active={entries.length}>
              {entries.map((entry, index) => (
                <Timeline.Item
                  key={`${entry.stageName}-${entry.level}-${index}`}
                  title={t('entryTitle', { stage: entry.stageName, level: entry.level })}
                >
                  <Text size="sm">
                    {entry.officerName} · {serverRoleLabel(entry.officerRole, language)}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('dates', {
                      dueDays: entry.dueDays,
                      received: formatDate(entry.receivedDate),
                      forwarded: formatDate(entry.forwardedDate),
                    })}
                  </Text>
                  <Text size="xs">{t('status', { status: entry.status })}</Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
          {completed && <Text size="sm">{t('completedOn', { date: formatDate(completed) })}</Text>}
        </Stack>
      )}
    </Drawer>
  );
}
