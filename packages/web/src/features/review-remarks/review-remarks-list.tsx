import { answerReading, stageStatusLabel, serverRoleLabel, formTitleIn, finalRemarkLabelIn } from '@anumati/domain';
import { Badge, Card, Group, Loader, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useOfficersApplicationQuery } from '../../shared/application/officers-application.query';
import { errorMessage } from '../../shared/errors/error-message';
import { AnswerList } from './answer-list';
import { type TReviewRemark, useReviewRemarksQuery } from './api/review-remarks.query';
import { useLanguage } from '../../shared/i18n/use-language';
import { useListUrlState } from '../../shared/tables/use-list-url-state';

const date = (value: string | null | undefined) => (value ? dayjs(value).format('DD-MM-YYYY') : '—');

function ReviewCard({ card, applicationId }: { card: TReviewRemark; applicationId: string }) {
  const { t } = useTranslation('review-remarks');
  const language = useLanguage();
  // Spec 3 §6: a level-2 card shows only the stage's final remarks; the first level's card its answers.
  const remark = card.officerLevel === 'L2' ? card.stageState.l2Remarks : card.stageState.l1Remarks;
  const status = card.status ? stageStatusLabel(card.status, language) : answerReading('notStarted', language);
  return (
    <Card
      withBorder
      component="article"
      aria-label={t('cardLabel', { title: formTitleIn(card.title, language), officer: card.officerName })}
    >
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {formTitleIn(card.title, language)}
        </Title>
        <Badge variant="light">{status}</Badge>
      </Group>
      <Text size="sm">
        {card.officerName} · {serverRoleLabel(card.officerRole, language)} · {card.officerLevel}
      </Text>
      <Text size="xs" c="gray.7">
        {t('dates', { received: date(card.stageState.receivedDate), forwarded: date(card.forwardedDate) })}
      </Text>
      {card.officerLevel !== 'L2' && card.fields.length > 0 && (
        <AnswerList fields={card.fields} answers={card.answer?.data ?? null} applicationId={applicationId} />
      )}
      <Text size="sm" mt="xs">
        <Text span fw={600}>
          {t('remarks')}{' '}
        </Text>
        {remark ?? card.municipalFinalRemark ?? '—'}
      </Text>
    </Card>
  );
}

/**
 * Spec 2 §2.8: the forwarded forms as cards, split before and after the show cause (the shortfall for single
 * window) when the file was ever sent back.
 */
export function ReviewRemarksList({
  applicationId,
  isSingleWindow,
}: {
  applicationId: string;
  isSingleWindow: boolean;
}) {
  const { t } = useTranslation('review-remarks');
  const language = useLanguage();
  // The page in the address (useListUrlState), under a key of its own beside the screen's: back returns to it.
  const {
    state: { page },
    setPage,
  } = useListUrlState({ key: 'remarks' });
  const remarks = useReviewRemarksQuery(applicationId, page);
  // The decision's final remark, under the heading of the viewer's role (spec 2 §2.8 "A final remarks line follows").
  const application = useOfficersApplicationQuery(applicationId);
  if (remarks.isLoading) return <Loader role="status" aria-label={t('loading')} />;
  if (remarks.error) {
    return (
      <Stack gap={4} role="alert">
        <Text c="red.9">{t('somethingWentWrong')}</Text>
        <Text size="sm">{errorMessage(remarks.error)}</Text>
      </Stack>
    );
  }
  const data = remarks.data;
  if (!data || data.records.length === 0) return <Text size="sm">{t('empty')}</Text>;
  const cards = (records: TReviewRemark[]) => (
    <Stack>
      {records.map((card) => (
        <ReviewCard key={card.id} card={card} applicationId={applicationId} />
      ))}
    </Stack>
  );
  const before = data.records.filter((card) => card.beforeShowcase);
  const after = data.records.filter((card) => !card.beforeShowcase);
  const sentBack = isSingleWindow ? t('shortfall') : t('showCause');
  return (
    <Stack>
      {before.length > 0 ? (
        <Tabs defaultValue="after">
          <Tabs.List>
            <Tabs.Tab value="before">{t('before', { sentBack })}</Tabs.Tab>
            <Tabs.Tab value="after">{t('after', { sentBack })}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="before" pt="sm">
            {cards(before)}
          </Tabs.Panel>
          <Tabs.Panel value="after" pt="sm">
            {after.length > 0 ? cards(after) : <Text size="sm">{t('empty')}</Text>}
          </Tabs.Panel>
        </Tabs>
      ) : (
        cards(after)
      )}
      {data.totalPages > 1 && (
        <Pagination
          total={data.totalPages}
          value={page}
          onChange={(next) => setPage(next)}
          aria-label={t('pages')}
          // The arrows are icons: each gets a name.
          getControlProps={(control) => ({ 'aria-label': t(`paginationControls.${control}`) })}
        />
      )}
      <Text size="sm">
        <Text span fw={600}>
          {finalRemarkLabelIn(data.finalRemarkLabel, language)}:{' '}
        </Text>
        {application.data?.finalRemark ?? '—'}
      </Text>
    </Stack>
  );
}
