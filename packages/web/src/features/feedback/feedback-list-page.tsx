import {
  LANGUAGE_SWITCH_LABELS,
  feedbackCategoryLabel,
  formatIndianNumber,
  formatReportDateTime,
  otherLanguage,
  type TFeedbackItem,
} from '@anumati/domain';
import { Button, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/errors/load-error';
import { errorMessage } from '../../shared/errors/error-message';
import { useLanguage } from '../../shared/i18n/use-language';
import { notifySuccess } from '../../shared/notify';
import { TableScroll } from '../../shared/tables/table-scroll';
import { useFeedbackPageQuery, useMarkFeedbackHandledMutation } from './api/feedback.api';

/**
 * Issue 55: the website's feedback for the administrators, newest first, a page at a time: the State
 * Administrator reads all of it, a ULB Administrator their own officers' (the server decides: feedback.service.ts).
 * Each item can be marked handled, once; the list then says by whom and when.
 */
export function FeedbackListPage() {
  const { t } = useTranslation('feedback');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const feedback = useFeedbackPageQuery(page);
  const markHandled = useMarkFeedbackHandledMutation(() => notifySuccess(t('list.markedHandled')));

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('list.title')}
      </Title>
      <Text size="sm">{t('list.intro')}</Text>
      {markHandled.error && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(markHandled.error)}
        </Text>
      )}
      {feedback.error ? (
        <LoadError error={feedback.error} onRetry={() => void feedback.refetch()} />
      ) : feedback.isPending ? (
        <Loader size="sm" role="status" aria-label={t('list.loading')} />
      ) : feedback.data.totalCount === 0 ? (
        <Text size="sm" fw={600}>
          {t('list.none')}
        </Text>
      ) : (
        <>
          <Text size="sm">
            {t('list.total', {
              count: feedback.data.totalCount,
              total: formatIndianNumber(feedback.data.totalCount, language),
            })}
          </Text>
          <TableScroll>
            <Table withTableBorder striped aria-label={t('list.table')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.received')}</Table.Th>
                  <Table.Th>{t('list.category')}</Table.Th>
                  <Table.Th>{t('list.message')}</Table.Th>
                  <Table.Th>{t('list.from')}</Table.Th>
                  <Table.Th>{t('list.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {feedback.data.items.map((item) => (
                  <FeedbackRow
                    key={item.id}
                    item={item}
                    isMarking={markHandled.isPending && markHandled.variables === item.id}
                    onMarkHandled={() => markHandled.mutate(item.id)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {feedback.data.totalPages > 1 && (
            <Pagination total={feedback.data.totalPages} value={page} onChange={setPage} aria-label={t('list.pages')} />
          )}
        </>
      )}
    </Stack>
  );
}

function FeedbackRow(props: { item: TFeedbackItem; isMarking: boolean; onMarkHandled: () => void }) {
  const { t } = useTranslation('feedback');
  const language = useLanguage();
  const { item } = props;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatReportDateTime(item.receivedAt)}</Table.Td>
      <Table.Td>{feedbackCategoryLabel(item.category, language)}</Table.Td>
      <Table.Td>
        {/* What a visitor wrote is shown as text, line breaks kept: React never reads it as markup. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lang={item.language}>
          {item.message}
        </Text>
        <Text size="xs" c="gray.7">
          {/* The language named in itself, as the language switch names it. */}
          {t('list.language', { language: LANGUAGE_SWITCH_LABELS[otherLanguage(item.language)] })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.sentBy ? t('list.officer', { username: item.sentBy }) : t('list.visitor')}</Text>
        {item.name && <Text size="sm">{item.name}</Text>}
        {item.contact && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.contact}
          </Text>
        )}
        {item.ulbName && (
          <Text size="xs" c="gray.7">
            {item.ulbName}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {item.handledAt ? (
          <Text size="sm">
            {t('list.handled', { username: item.handledBy ?? '', date: formatReportDateTime(item.handledAt) })}
          </Text>
        ) : (
          <Stack gap={4} align="flex-start">
            {/* Plain bold text: a light orange badge's text is below AA contrast on its tint. */}
            <Text size="sm" fw={700}>
              {t('list.open')}
            </Text>
            <Button
              size="xs"
              variant="light"
              loading={props.isMarking}
              aria-label={t('list.markHandledFor', { id: item.id })}
              onClick={props.onMarkHandled}
            >
              {t('list.markHandled')}
            </Button>
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
