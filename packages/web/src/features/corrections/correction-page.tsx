import {
  applicationTypeLabel,
  CORRECTION_MESSAGES,
  correctionStatusLabel,
  detailViewKindOf,
  type TCorrectionFilter,
  serverRoleLabel,
} from '@anumati/domain';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../shared/errors/load-error';
import { SidePanelGrid } from '../application-details';
import { NotesDrawer } from '../notes';
import { useApplicationCorrectionRequestQuery } from './api/application-correction-request.query';
import { CORRECTIONS_KEY, type TCorrectionRequest } from './api/correction-request-fields';
import { FinalDecisionPanel, VerificationSubmitPanel } from './correction-final-panels';
import { CorrectionStageBadge, CorrectionStatusBadge } from './correction-status';
import { CorrectionTable, HeaderRow } from './correction-table';
import { useLanguage } from '../../shared/i18n/use-language';
import { domainMessage } from '../../shared/i18n/i18n';
import { LoadingSpace } from '../../shared/loading/loading-space';

/** Spec 2 §3.7 correction assignees: who took each step, their word and remarks. */
function CorrectionOfficers({ request }: { request: TCorrectionRequest }) {
  const language = useLanguage();
  const { t } = useTranslation('corrections');
  const titles = (['step', 'officer', 'received', 'completed', 'status', 'remarks'] as const).map((key) =>
    t(`officers.${key}`),
  );
  return (
    <Table withTableBorder striped aria-label={t('officers.label')}>
      <HeaderRow titles={titles} />
      <Table.Tbody>
        {request.assignees.map((assignee) => (
          <Table.Tr key={`${assignee.step}-${assignee.officerId}`}>
            <Table.Td>{t(`officers.steps.${assignee.step}`)}</Table.Td>
            <Table.Td>
              {assignee.officer} · {serverRoleLabel(assignee.officerRole, language)}
            </Table.Td>
            <Table.Td>{dayjs(assignee.receivedDate).format('DD-MM-YYYY')}</Table.Td>
            <Table.Td>{assignee.completedDate ? dayjs(assignee.completedDate).format('DD-MM-YYYY') : '—'}</Table.Td>
            <Table.Td>
              {/* The verifying officer's word is theirs only once they submit. */}
              {correctionStatusLabel(assignee.completedDate ? assignee.isApprove : null, language)}
            </Table.Td>
            <Table.Td>{assignee.remark ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CorrectionScreen({ request }: { request: TCorrectionRequest }) {
  const language = useLanguage();
  const { t } = useTranslation('corrections');
  const [isNotesOpen, setNotesOpen] = useState(false);
  const [isDetailsOpen, setDetailsOpen] = useState(false);
  const queryClient = useQueryClient();
  // The submit gate's note is the server's to judge (a note written since the request was filed): read it again
  // when the officer comes back from the note sheet.
  const onCloseNotes = () => {
    setNotesOpen(false);
    void queryClient.invalidateQueries({ queryKey: [CORRECTIONS_KEY] });
  };
  const isVerifying = request.myTurn === 'VERIFICATION';
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h3">
            {request.applicationIdentifier}
          </Title>
          <Group gap="xs">
            <Text size="sm">{request.applicantName}</Text>
            <Badge variant="light" color="blue">
              {applicationTypeLabel(request.applicationType, language)}
            </Badge>
            <CorrectionStageBadge status={request.status} />
          </Group>
          <Group gap="xs">
            <Text size="sm">{t('page.correctionStatus')}</Text>
            <CorrectionStatusBadge isApprove={request.isApprove} />
            <Text size="xs" c="gray.7">
              {t('page.requestedOn', { date: dayjs(request.createdAt).format('DD-MM-YYYY') })}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="light" onClick={() => setNotesOpen(true)}>
            {t('page.addNoteSheet')}
          </Button>
          <Button
            variant={isDetailsOpen ? 'filled' : 'light'}
            aria-pressed={isDetailsOpen}
            onClick={() => setDetailsOpen((isOpen) => !isOpen)}
          >
            {t('page.applicationDetails')}
          </Button>
        </Group>
      </Group>
      <SidePanelGrid
        isOpen={isDetailsOpen}
        applicationId={request.applicationId}
        kind={detailViewKindOf({
          applicationType: request.applicationType,
          approvalFor: request.approvalFor,
        })}
      >
        <CorrectionTable corrections={request.corrections} isEditable={isVerifying} />
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('page.officers')}
            </Title>
            <CorrectionOfficers request={request} />
            {request.finalRemark && <Text size="sm">{t('page.finalRemarks', { remark: request.finalRemark })}</Text>}
          </Stack>
        </Paper>
        {isVerifying && <VerificationSubmitPanel request={request} />}
        {request.myTurn === 'DECISION' && <FinalDecisionPanel request={request} />}
      </SidePanelGrid>
      <NotesDrawer
        applicationId={request.applicationId}
        isOpen={isNotesOpen}
        onClose={onCloseNotes}
        canAdd={request.myTurn !== null}
      />
    </Stack>
  );
}

/**
 * The three correction screens of spec 3 §2, by the filter they come from: /correction-verification-/{id} (the
 * verifying officer decides), /correction-view-/{id} (read-only) and /commisioner-correction-view /{id} (the
 * commissioner's final word). What the officer may do comes from the server (myTurn), whatever the route.
 */
export function CorrectionPage({ filter }: { filter: TCorrectionFilter }) {
  const { t } = useTranslation('corrections');
  const { id = '' } = useParams();
  const request = useApplicationCorrectionRequestQuery(id, filter);
  if (request.isLoading) {
    return <LoadingSpace mih="30vh" label={t('page.loading')} />;
  }
  if (request.error) return <LoadError error={request.error} onRetry={() => void request.refetch()} />;
  if (!request.data) return <Text>{domainMessage(CORRECTION_MESSAGES.noRequests)}</Text>;
  return <CorrectionScreen request={request.data} />;
}
