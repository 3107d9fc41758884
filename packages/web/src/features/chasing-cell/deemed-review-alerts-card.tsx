import { applicationDetailsPath, MAX_ALERT_REMARK_LENGTH, REPORT_TABLES } from '@anumati/domain';
import { Anchor, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineError } from '../../shared/errors/inline-error';
import { notifySuccess } from '../../shared/notify';
import { ReportTable } from '../reports/report-table';
import { useDeemedReviewAlertsQuery, type TDeemedReviewAlert } from './api/deemed-review-alerts.query';
import type { TOfficerReportFilter } from './api/officer-report-request';
import { useResolveAlertMutation } from './api/resolve-alert.mutation';

const TITLE = 'Deemed approvals without a decision officer';

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
          notifySuccess('Alert resolved');
          onCancel();
        },
      },
    );
  };
  return (
    <Modal opened={alert !== null} onClose={onCancel} title="Resolve this alert?" centered>
      <Stack>
        {alert && (
          <Text size="sm">
            {alert.applicationIdentifier ?? alert.message} · {alert.kindLabel} · review sent to {alert.reviewSentTo}
          </Text>
        )}
        <Textarea
          label="Remark"
          description="What was done about it (who was posted, who was told)"
          withAsterisk
          rows={3}
          maxLength={MAX_ALERT_REMARK_LENGTH}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        <InlineError error={resolve.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onResolve} disabled={remark.trim() === ''} loading={resolve.isPending}>
            Resolve
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
  const query = useDeemedReviewAlertsQuery({ filter }, { isEnabled });
  const [resolving, setResolving] = useState<TDeemedReviewAlert | null>(null);
  return (
    <Paper withBorder p="md">
      <ReportTable<TDeemedReviewAlert>
        title={TITLE}
        columns={REPORT_TABLES['deemed-review-alerts'].columns}
        records={query.data ?? []}
        query={query}
        emptyText="No open alerts"
        exportAs={{ table: 'deemed-review-alerts', args: filter }}
        cells={{
          applicationIdentifier: fileCell,
          message: (record) => (
            <Text size="sm" miw={220}>
              {record.message}
            </Text>
          ),
        }}
        extraColumns={[
          {
            accessor: 'resolve',
            title: 'Action',
            render: (record) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => setResolving(record)}
                aria-label={`Resolve alert on ${record.applicationIdentifier ?? record.id}`}
              >
                Resolve
              </Button>
            ),
          },
        ]}
      />
      <ResolveAlertDialog alert={resolving} onClose={() => setResolving(null)} />
    </Paper>
  );
}
