import { correctionColumnLabel } from '@anumati/domain';
import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors/error-message';
import { useLanguage } from '../../shared/i18n/use-language';
import { notifyError } from '../../shared/notify';
import type { TCorrection } from './api/correction-request-fields';
import { useUpdateCorrectionMutation } from './api/update-correction.mutation';
import { CorrectionStatusBadge } from './correction-status';

// The column's name in the officer's language (the server's columnLabel is the English one).
function useColumnLabel(correction: TCorrection): string {
  return correctionColumnLabel(correction.columnName, useLanguage());
}

function Documents({ correction }: { correction: TCorrection }) {
  const { t } = useTranslation('corrections');
  const column = useColumnLabel(correction);
  const links = [
    ...(correction.supportingDocUrl
      ? [{ label: t('table.supportingDocument'), url: correction.supportingDocUrl }]
      : []),
    ...correction.supportingOptionalDocUrl.map((url, index) => ({
      label: t('table.optionalDocument', { number: index + 1 }),
      url,
    })),
  ];
  if (links.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {links.map((link) => (
        <Anchor
          key={link.label}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={t('table.documentFor', { document: link.label, column })}
        >
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

/**
 * One row: the verifying officer approves, or writes remarks and rejects (spec 3 §5: reject needs remarks). The
 * decision's buttons are filled when chosen, else outlined: the light variant of a shaded colour (green.9) drew its
 * text in its background's colour (1:1). White on teal.9 is 5.00:1, on red.9 5.46:1, and the same reversed.
 */
function CorrectionRow({
  correction,
  serial,
  isEditable,
}: {
  correction: TCorrection;
  serial: number;
  isEditable: boolean;
}) {
  const { t } = useTranslation('corrections');
  const column = useColumnLabel(correction);
  const [remark, setRemark] = useState(correction.remark ?? '');
  const update = useUpdateCorrectionMutation();
  const onDecide = (isApprove: boolean) =>
    update.mutate(
      { correctionId: correction.id, isApprove, remark: remark.trim() || null },
      { onError: (error) => notifyError(errorMessage(error)) },
    );
  return (
    <Table.Tr>
      <Table.Td>{serial}</Table.Td>
      <Table.Th scope="row" fw={600}>
        {column}
      </Table.Th>
      <Table.Td>{correction.oldValue || '—'}</Table.Td>
      <Table.Td>{correction.newValue}</Table.Td>
      <Table.Td>
        <Documents correction={correction} />
      </Table.Td>
      <Table.Td>
        <Stack gap={6} align="flex-start">
          <CorrectionStatusBadge isApprove={correction.isApprove} />
          {isEditable && (
            <Group gap={6} wrap="nowrap">
              <Button
                size="xs"
                color="teal.9"
                variant={correction.isApprove === true ? 'filled' : 'outline'}
                loading={update.isPending && update.variables.isApprove}
                onClick={() => onDecide(true)}
                aria-label={t('table.approveColumn', { column })}
              >
                {t('table.approve')}
              </Button>
              <Button
                size="xs"
                color="red.9"
                variant={correction.isApprove === false ? 'filled' : 'outline'}
                disabled={!remark.trim()}
                loading={update.isPending && !update.variables.isApprove}
                onClick={() => onDecide(false)}
                aria-label={t('table.rejectColumn', { column })}
              >
                {t('table.reject')}
              </Button>
            </Group>
          )}
        </Stack>
      </Table.Td>
      <Table.Td miw={200}>
        {isEditable ? (
          <TextInput
            size="xs"
            aria-label={t('table.remarksFor', { column })}
            placeholder={t('table.remarksPlaceholder')}
            value={remark}
            maxLength={2000}
            onChange={(event) => setRemark(event.currentTarget.value)}
          />
        ) : (
          <Text size="sm">{correction.remark ?? '—'}</Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** A table's column headings. */
export function HeaderRow({ titles }: { titles: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {titles.map((title) => (
          <Table.Th key={title} scope="col">
            {title}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** Spec 3 §2: the detail table — S.No, Column Name, Existing, Proposed, Documents, Actions, Remarks. */
export function CorrectionTable({ corrections, isEditable }: { corrections: TCorrection[]; isEditable: boolean }) {
  const { t } = useTranslation('corrections');
  const titles = (
    ['serialNumber', 'columnName', 'existing', 'proposed', 'documents', 'actions', 'remarks'] as const
  ).map((key) => t(`table.${key}`));
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder withColumnBorders striped verticalSpacing="sm" aria-label={t('table.label')}>
        <HeaderRow titles={titles} />
        <Table.Tbody>
          {corrections.map((correction, index) => (
            <CorrectionRow key={correction.id} correction={correction} serial={index + 1} isEditable={isEditable} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
