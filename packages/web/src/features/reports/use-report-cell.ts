import { formatReportCell, type TColumnKind, type TReportRecord } from '@anumati/domain';
import { useLanguage } from '../../shared/i18n/use-language';

/** How a report cell reads in the officer's language (the domain's formatReportCell). */
export function useReportCell(): (kind: TColumnKind, value: unknown, record: TReportRecord) => string {
  const language = useLanguage();
  return (kind, value, record) => formatReportCell(kind, value, record, language);
}
