import { Badge, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TakeNextDueButton, TakeOfflineButton } from '../field-inspection';
import type { TInboxRecord } from '../../shared/application/applications-by-date-and-type-filter.query';

/** One file as a phone shows it: what the table's columns say, read top to bottom. */
export type TInboxCard = {
  record: TInboxRecord;
  type: string;
  dueDate: ReactNode;
  status: ReactNode;
  action: ReactNode | null;
  /** The officer's open turn: the file can be taken to the site without a network. */
  canTakeOffline: boolean;
};

/**
 * Issue 53 §2: at 480 px and narrower the inbox is a list of cards, with no sideways scroll (the table put Verify
 * 600 px to the right of a 360 px phone). The table stays on wider screens.
 */
export function InboxCards(props: {
  cards: TInboxCard[];
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  empty: ReactNode;
}) {
  const { t } = useTranslation('inbox');
  if (props.cards.length === 0) return <>{props.empty}</>;
  return (
    <Stack gap="sm">
      {/* Issue 53 §3: a list holding the officer's open turns offers their next due files for the site. */}
      {props.cards.some((card) => card.canTakeOffline) && <TakeNextDueButton />}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('cards.list')}>
        {props.cards.map(({ record, type, dueDate, status, action, canTakeOffline }) => (
          <Card key={record.id} component="li" withBorder padding="sm" aria-label={record.applicationIdentifier}>
            <Stack gap={6}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {record.applicationIdentifier}
              </Text>
              <Text size="sm">{record.applicant.applicantName}</Text>
              <Text size="sm" c="gray.8">
                {type}
              </Text>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">{t('columns.dueDate')}:</Text>
                {dueDate}
              </Group>
              <Group gap="xs" wrap="wrap">
                {status}
                {record.isShowCauseRaised && (
                  <Badge size="xs" color="red">
                    {t('row.showCause')}
                  </Badge>
                )}
              </Group>
              <Group justify="space-between" gap="xs" wrap="wrap">
                {action}
                {canTakeOffline && (
                  <TakeOfflineButton
                    applicationId={record.id}
                    applicationIdentifier={record.applicationIdentifier}
                    applicantName={record.applicant.applicantName}
                  />
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
      {props.totalPages > 1 && (
        <Pagination
          value={props.page}
          total={props.totalPages}
          onChange={props.onPage}
          size="sm"
          siblings={0}
          getControlProps={(control) => ({ 'aria-label': t(`cards.${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('cards.page', { page }) })}
        />
      )}
    </Stack>
  );
}
