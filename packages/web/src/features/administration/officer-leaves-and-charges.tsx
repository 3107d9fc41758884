import { formatDisplayDate, indiaDay, serverRoleLabel } from '@anumati/domain';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { notifySuccess } from '../../shared/notify';
import { TableScroll } from '../../shared/tables/table-scroll';
import type { TOfficerCharge, TOfficerLeave } from './api/admin-officer.query';
import { useCancelLeaveMutation, useEndChargeMutation } from './api/leave-and-charge.mutation';
import { ReasonDialog } from './reason-dialog';

const period = (range: { fromDate: string; toDate: string }) =>
  `${formatDisplayDate(range.fromDate)} – ${formatDisplayDate(range.toDate)}`;

/** Issue 52 §5: the officer's leave, each cancellable (with a reason and a confirmation) until it has ended. */
export function OfficerLeaves({ leaves }: { leaves: readonly TOfficerLeave[] }) {
  const { t } = useTranslation('administration');
  // The leave stays chosen while its dialog closes, so the dialog keeps its words until it has gone.
  const [cancelling, setCancelling] = useState<TOfficerLeave | null>(null);
  const [isOpen, setOpen] = useState(false);
  const cancel = useCancelLeaveMutation(() => {
    notifySuccess(t('leave.cancelled'));
    setOpen(false);
  });
  const today = indiaDay(new Date());
  return (
    <Stack gap="xs" component="section" aria-labelledby="officer-leaves-title">
      <Title order={2} size="h4" id="officer-leaves-title">
        {t('leave.listTitle')}
      </Title>
      {leaves.length === 0 ? (
        <Text size="sm">{t('leave.none')}</Text>
      ) : (
        <TableScroll>
          <Table striped withTableBorder aria-labelledby="officer-leaves-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.period')}</Table.Th>
                <Table.Th>{t('fields.reason')}</Table.Th>
                <Table.Th>{t('leave.chargeHolder')}</Table.Th>
                <Table.Th>{t('fields.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {leaves.map((leave) => (
                <Table.Tr key={leave.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{period(leave)}</Table.Td>
                  <Table.Td>{leave.reason}</Table.Td>
                  <Table.Td>{leave.chargeHolderName ?? t('leave.byRouting')}</Table.Td>
                  <Table.Td>
                    {leave.toDate >= today && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => {
                          setCancelling(leave);
                          setOpen(true);
                        }}
                        aria-label={t('leave.cancelFor', { period: period(leave) })}
                      >
                        {t('leave.cancel')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <ReasonDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t('leave.cancelTitle')}
        description={t('leave.cancelDescription', { period: cancelling ? period(cancelling) : '' })}
        submitLabel={t('leave.cancel')}
        confirmQuestion={t('leave.cancelConfirm', { period: cancelling ? period(cancelling) : '' })}
        confirmLabel={t('leave.cancelConfirmButton')}
        onConfirm={(reason) => cancelling && cancel.mutate({ leaveId: cancelling.id, reason })}
        isSaving={cancel.isPending}
        error={cancel.error}
      />
    </Stack>
  );
}

/** Issue 52 §5: the charges the officer holds of other posts, each endable with a reason and a confirmation. */
export function OfficerCharges({ charges }: { charges: readonly TOfficerCharge[] }) {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  const [ending, setEnding] = useState<TOfficerCharge | null>(null);
  const [isOpen, setOpen] = useState(false);
  const end = useEndChargeMutation(() => {
    notifySuccess(t('charge.ended'));
    setOpen(false);
  });
  const today = indiaDay(new Date());
  const postOf = (charge: TOfficerCharge) =>
    [serverRoleLabel(charge.role, language), charge.ulbName].filter(Boolean).join(', ');
  return (
    <Stack gap="xs" component="section" aria-labelledby="officer-charges-title">
      <Title order={2} size="h4" id="officer-charges-title">
        {t('charge.listTitle')}
      </Title>
      {charges.length === 0 ? (
        <Text size="sm">{t('charge.none')}</Text>
      ) : (
        <TableScroll>
          <Table striped withTableBorder aria-labelledby="officer-charges-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('charge.post')}</Table.Th>
                <Table.Th>{t('fields.period')}</Table.Th>
                <Table.Th>{t('fields.reason')}</Table.Th>
                <Table.Th>{t('fields.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {charges.map((charge) => (
                <Table.Tr key={charge.id}>
                  <Table.Td>{postOf(charge)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{period(charge)}</Table.Td>
                  <Table.Td>{charge.reason}</Table.Td>
                  <Table.Td>
                    {charge.toDate >= today && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => {
                          setEnding(charge);
                          setOpen(true);
                        }}
                        aria-label={t('charge.endFor', { post: postOf(charge) })}
                      >
                        {t('charge.end')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <ReasonDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t('charge.endTitle')}
        description={t('charge.endDescription', { post: ending ? postOf(ending) : '' })}
        submitLabel={t('charge.end')}
        confirmQuestion={t('charge.endConfirm', { post: ending ? postOf(ending) : '' })}
        confirmLabel={t('charge.endConfirmButton')}
        onConfirm={(reason) => ending && end.mutate({ chargeId: ending.id, reason })}
        isSaving={end.isPending}
        error={end.error}
      />
    </Stack>
  );
}
