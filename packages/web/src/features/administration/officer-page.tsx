import { formatDisplayDate, formatIndianNumber, formatReportDateTime, serverRoleLabel } from '@anumati/domain';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../shared/errors/load-error';
import { useLanguage } from '../../shared/i18n/use-language';
import { notifySuccess } from '../../shared/notify';
import { fullName } from './administration-labels';
import { editOfficerPath, OFFICERS_PATH } from './administration-paths';
import { useAdminOfficerQuery, type TAdminOfficer } from './api/admin-officer.query';
import { useReactivateOfficerMutation } from './api/officer-post.mutation';
import { ChargeDialog } from './charge-dialog';
import { DeactivateDialog } from './deactivate-dialog';
import { LeaveDialog } from './leave-dialog';
import { OfficerCharges, OfficerLeaves } from './officer-leaves-and-charges';
import { OfficerHistory } from './officer-history';
import { OfficerStateBadge } from './officer-state-badge';
import { ReasonDialog } from './reason-dialog';
import { SecurityActions } from './security-actions';
import { TransferDialog } from './transfer-dialog';

type TDialog = 'transfer' | 'deactivate' | 'reactivate' | 'leave' | 'chargeOfPost' | 'chargeToOfficer';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Issue 52 §2–§7: an officer's page: their record and state today, open turns, leave and charges, the changes
 * made to them, and every action an administrator may take on them.
 */
export function OfficerPage() {
  const { t } = useTranslation('administration');
  const { id = '' } = useParams();
  const officer = useAdminOfficerQuery(id);
  if (officer.error) return <LoadError error={officer.error} onRetry={() => void officer.refetch()} />;
  if (!officer.data) return null;
  return (
    <Stack>
      <Anchor component={Link} to={OFFICERS_PATH} size="sm">
        {t('officer.backToList')}
      </Anchor>
      <OfficerRecord officer={officer.data} />
      <OfficerLeaves leaves={officer.data.leaves} />
      <OfficerCharges charges={officer.data.charges} />
      <SecurityActions officer={officer.data} />
      <OfficerHistory officerId={officer.data.id} />
    </Stack>
  );
}

function OfficerRecord({ officer }: { officer: TAdminOfficer }) {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const close = () => setDialog(null);
  const name = fullName(officer);
  const reactivate = useReactivateOfficerMutation(() => {
    notifySuccess(t('reactivate.done', { name }));
    close();
  });
  const place = [officer.ulbName, officer.districtName, officer.authorityCode].filter(Boolean).join(' · ');
  return (
    <>
      <Group gap="sm" align="center">
        <Title order={1} size="h3">
          {name}
        </Title>
        <OfficerStateBadge state={officer.state} />
      </Group>
      <Paper withBorder p="md" component="section" aria-labelledby="officer-details-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="officer-details-title">
            {t('officer.details')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Detail label={t('fields.username')}>{officer.username}</Detail>
            <Detail label={t('fields.role')}>{serverRoleLabel(officer.role, language)}</Detail>
            <Detail label={t('fields.ulb')}>{place || t('officer.wholeState')}</Detail>
            <Detail label={t('fields.mobile')}>{officer.mobile}</Detail>
            <Detail label={t('fields.email')}>{officer.email ?? '—'}</Detail>
            {officer.lineDepartment && <Detail label={t('fields.lineDepartment')}>{officer.lineDepartment}</Detail>}
            <Detail label={t('fields.openTurns')}>{formatIndianNumber(officer.openTurns, language)}</Detail>
            <Detail label={t('officer.createdAt')}>{formatDisplayDate(officer.createdAt)}</Detail>
            {officer.blockedUntil && (
              <Detail label={t('officer.blockedUntil')}>{formatReportDateTime(officer.blockedUntil)}</Detail>
            )}
            {officer.deactivationReason && (
              <Detail label={t('officer.deactivationReason')}>{officer.deactivationReason}</Detail>
            )}
          </SimpleGrid>
          <Group gap="sm">
            <Button component={Link} to={editOfficerPath(officer.id)} variant="light">
              {t('officer.edit')}
            </Button>
            {officer.isActive && (
              <>
                <Button variant="light" onClick={() => setDialog('transfer')}>
                  {t('transfer.submit')}
                </Button>
                <Button variant="light" onClick={() => setDialog('leave')}>
                  {t('leave.submit')}
                </Button>
                <Button variant="light" onClick={() => setDialog('chargeOfPost')}>
                  {t('charge.giveChargeOfPost')}
                </Button>
                <Button variant="light" onClick={() => setDialog('chargeToOfficer')}>
                  {t('charge.giveChargeToOfficer')}
                </Button>
                <Button variant="light" color="red" onClick={() => setDialog('deactivate')}>
                  {t('deactivate.submit')}
                </Button>
              </>
            )}
            {!officer.isActive && (
              <Button variant="light" onClick={() => setDialog('reactivate')}>
                {t('reactivate.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <TransferDialog officer={officer} isOpen={dialog === 'transfer'} onClose={close} />
      <DeactivateDialog officer={officer} isOpen={dialog === 'deactivate'} onClose={close} />
      <LeaveDialog officer={officer} isOpen={dialog === 'leave'} onClose={close} />
      <ChargeDialog
        isOpen={dialog === 'chargeOfPost'}
        onClose={close}
        post={{ role: officer.role, ulbId: officer.ulbId ?? '' }}
        postHolderId={officer.id}
      />
      <ChargeDialog
        isOpen={dialog === 'chargeToOfficer'}
        onClose={close}
        holder={{ id: officer.id, label: `${name} (${officer.username})` }}
      />
      <ReasonDialog
        isOpen={dialog === 'reactivate'}
        onClose={close}
        title={t('reactivate.title', { name })}
        description={t('reactivate.description')}
        submitLabel={t('reactivate.submit')}
        confirmQuestion={t('reactivate.confirm', { name })}
        confirmLabel={t('reactivate.confirmButton')}
        onConfirm={(reason) => reactivate.mutate({ officerId: officer.id, reason })}
        isSaving={reactivate.isPending}
        error={reactivate.error}
      />
    </>
  );
}
