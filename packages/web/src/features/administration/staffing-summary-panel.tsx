import { formatIndianNumber } from '@anumati/domain';
import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineError } from '../../shared/errors/inline-error';
import { useLanguage } from '../../shared/i18n/use-language';
import { STAFFING_GAPS_PATH } from './administration-paths';
import { useStaffingGapsQuery } from './api/staffing-gaps.query';

/**
 * Issue 52 §6: the administrator sees the staffing gaps on signing in: how many roles nobody holds today, in how
 * many ULBs, and how many files will stop there, with a link to the list.
 */
export function StaffingSummaryPanel() {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  const gaps = useStaffingGapsQuery();
  let body: ReactNode;
  if (gaps.isPending) {
    body = <Loader size="sm" role="status" aria-label={t('staffing.loading')} />;
  } else if (gaps.error) {
    body = <InlineError error={gaps.error} />;
  } else if (gaps.data.length === 0) {
    body = <Text size="sm">{t('staffing.noGaps')}</Text>;
  } else {
    const ulbs = new Set(gaps.data.map((gap) => gap.ulbId)).size;
    const stuck = gaps.data.reduce((sum, gap) => sum + gap.stuckApplicationCount, 0);
    body = (
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} c="red.9">
          {t('staffing.summary', {
            roles: formatIndianNumber(gaps.data.length, language),
            ulbs: formatIndianNumber(ulbs, language),
            applications: formatIndianNumber(stuck, language),
          })}
        </Text>
        <Anchor component={Link} to={STAFFING_GAPS_PATH} size="sm" fw={600}>
          {t('staffing.seeGaps')}
        </Anchor>
      </Group>
    );
  }
  const hasGaps = (gaps.data?.length ?? 0) > 0;
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby="staffing-summary-title"
      style={{ borderInlineStart: `4px solid var(--mantine-color-${hasGaps ? 'red-9' : 'teal-9'})` }}
    >
      <Stack gap={4}>
        <Title order={2} size="h5" id="staffing-summary-title">
          {t('staffing.summaryTitle')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
