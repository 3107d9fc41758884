import { applicationDetailsPath, MAX_ALERT_REMARK_LENGTH, REPORT_TABLES } from '@anumati/domain';
import { Anchor, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineError } from '../../shared/errors/inline-error';
import { notifySuccess } from '../../shared/notify';
import { ReportTable, useReportCell } from '../reports';
import { useDeemedReviewAlertsQuery, type TDeemedReviewAlert } from './api/deemed-review-alerts.query';
import type { TOfficerReportFilter } from '../reports';
import { useResolveAlertMutation } from './api/resolve-alert.mutation';

/** The alert's kind and where its review went, in the officer's language: as the table's columns read them. */
function useAlertWords() {
  const cell = useReportCell();
  return (alert: TDeemedReviewAlert) => ({
    kind: cell('alertKind', alert.kind, alert),
    sentTo: cell('alertReviewer', alert.reviewSentTo, alert),
  });
}

/** The file number, opening the file's details, when the alert is about a file. */
function fileCell(record: TDeemedReviewAlert) {
  if (!record.applicationId || !record.applicationIdentifier) return '—';
  return (
    <Anchor
      component={Link}
      to={applicationDetailsPath({
        id: record.applicationId,
        applicationType: record.applicationType ?? '',
        approvalFor: record.approvalFor ?? '',
      })}
      size="sm"
    >
      {record.applicationIdentifier}
    </Anchor>
  );
}

/** Asks for the remark saying what was done, then resolves the alert. */
function ResolveAlertDialog({ alert, onClose }: { alert: TDeemedReviewAlert | null; onClose: () => void }) {
  const { t } = useTranslation(['chasing-cell', 'common']);
  const alertWords = useAlertWords();
  const [remark, setRemark] = useState('');
  const resolve = useResolveAlertMutation();
  const onCancel = () => {
    setRemark('');
    resolve.reset();
    onClose();
  };
  const onResolve = () => {
    if (!alert) return;
    resolve.mutate(
      { id: alert.id, remark: remark.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('deemedReview.resolved'));
          onCancel();
        },
      },
    );
  };
  return (
    <Modal opened={alert !== null} onClose={onCancel} title={t('deemedReview.dialogTitle')} centered>
      <Stack>
        {alert && (
          <Text size="sm">
            {t('deemedReview.summary', {
              file: alert.applicationIdentifier ?? '—',
              ...alertWords(alert),
            })}
          </Text>
        )}
        <Textarea
          label={t('deemedReview.remark')}
          description={t('deemedReview.remarkHint')}
          withAsterisk
          rows={3}
          maxLength={MAX_ALERT_REMARK_LENGTH}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        <InlineError error={resolve.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button onClick={onResolve} disabled={remark.trim() === ''} loading={resolve.isPending}>
            {t('deemedReview.resolve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Issue 14: single-window files deemed approved while their ULB had no decision officer, their review sent up
 * the hierarchy (or to nobody). Each stays on the dashboard until an officer resolves it with a remark.
 */
export function DeemedReviewAlertsCard({ filter, isEnabled }: { filter: TOfficerReportFilter; isEnabled: boolean }) {
  const { t } = useTranslation(['chasing-cell', 'common']);
  const cell = useReportCell();
  const query = useDeemedReviewAlertsQuery({ filter }, { isEnabled });
  const [resolving, setResolving] = useState<TDeemedReviewAlert | null>(null);
  return (
    <Paper withBorder p="md">
      <ReportTable<TDeemedReviewAlert>
        title={t('deemedReview.title')}
        columns={REPORT_TABLES['deemed-review-alerts'].columns}
        records={query.data ?? []}
        query={query}
        emptyText={t('deemedReview.noOpenAlerts')}
        exportAs={{ table: 'deemed-review-alerts', args: filter }}
        cells={{
          applicationIdentifier: fileCell,
          message: (record) => (
            <Text size="sm" miw={220}>
              {cell('alertMessage', record.message, record)}
            </Text>
          ),
        }}
        extraColumns={[
          {
            accessor: 'resolve',
            title: t('deemedReview.action'),
            render: (record) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => setResolving(record)}
                aria-label={t('deemedReview.resolveAlertOn', { file: record.applicationIdentifier ?? record.id })}
              >
                {t('deemedReview.resolve')}
              </Button>
            ),
          },
        ]}
      />
      <ResolveAlertDialog alert={resolving} onClose={() => setResolving(null)} />
    </Paper>
  );
}
