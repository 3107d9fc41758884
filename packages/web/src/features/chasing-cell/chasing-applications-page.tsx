import { applicationTypeLabel, countTableRows, indiaDay, summaryRange, type TApplicationType } from '@anumati/domain';
import { SimpleGrid, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParamsWriter } from '../../shared/tables/use-search-params-writer';
import {
  keepingReportFilter,
  ReportApplicationsTable,
  ReportPageFrame,
  StatusDonut,
  StatusLegend,
  useReportsQuery,
  useOfficerReportFilter,
} from '../reports';
import { fromTabValue, toTabValue } from '../../shared/tabs/tab-value';
import { DelayedFilesTable } from './officer-tables';
import { useLanguage } from '../../shared/i18n/use-language';

/** Spec 3 §2: the three tabs of /chasing-applications. */
const TABS: TApplicationType[] = ['REGISTRATION', 'SELF CERTIFICATION', 'SINGLE WINDOW'];

function TypePanel({ type }: { type: TApplicationType }) {
  const language = useLanguage();
  const { t } = useTranslation('chasing-cell');
  const report = useOfficerReportFilter({ applicationTypes: [type], withPeriod: false });
  const range = summaryRange(indiaDay(new Date()));
  const counts = useReportsQuery(
    { type: 'CONSOLIDATED', ...report.state.selection, applicationTypes: [type], ...range },
    { isEnabled: report.isReady },
  );
  const row = countTableRows(counts.data?.rows ?? [])[0];
  return (
    <>
      {report.controls}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {row && (
          <Stack gap={4}>
            <StatusDonut
              title={t('applications.sinceStart', { type: applicationTypeLabel(type, language) })}
              counts={row}
            />
            <StatusLegend />
          </Stack>
        )}
      </SimpleGrid>
      <DelayedFilesTable filter={report.filter} isEnabled={report.isReady} title={t('applications.heldPastDue')} />
      <ReportApplicationsTable
        title={t('applications.underProcess')}
        variables={{
          ...report.state.selection,
          applicationType: type,
          applicationStatus: 'VERIFICATION_UNDER_PROGRESS',
        }}
      />
    </>
  );
}

/** "Building Plan Applications": per type, where the files stand and which are held past their time. */
export function ChasingApplicationsPage() {
  const language = useLanguage();
  const { t } = useTranslation('chasing-cell');
  const { params, write } = useSearchParamsWriter();
  const report = useOfficerReportFilter({ withPeriod: false });
  const requested = fromTabValue(params.get('tab') ?? '');
  const tab = TABS.find((type) => type === requested) ?? 'REGISTRATION';
  return (
    <ReportPageFrame title={t('applications.title')} state={report.state}>
      <Tabs
        value={toTabValue(tab)}
        // Another type's tab keeps the authority, district and ULB chosen; its lists start at their first page.
        onChange={(value) => value && write((current) => keepingReportFilter(current, { tab: value }))}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((type) => (
            <Tabs.Tab key={type} value={toTabValue(type)}>
              {applicationTypeLabel(type, language)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((type) => (
          <Tabs.Panel key={type} value={toTabValue(type)} pt="md">
            <TypePanel type={type} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </ReportPageFrame>
  );
}
