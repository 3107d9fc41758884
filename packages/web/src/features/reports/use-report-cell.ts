import {
  formatIndianNumber,
  formatReportCell,
  formatRupeeAmount,
  reportCellValue,
  type TColumnKind,
  type TReportRecord,
} from '@anumati/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { formatFigure } from './format-figure';

/**
 * How a report cell reads in the officer's language: counts, days and percentages with Indian digit grouping,
 * rupees as "₹ 12,34,567", Yes and No translated; dates, statuses and application types as domain writes them.
 */
export function useReportCell(): (kind: TColumnKind, value: unknown, record: TReportRecord) => string {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (kind, value, record) => {
    const cell = reportCellValue(kind, value, record);
    if (typeof cell === 'number') {
      if (kind === 'rupees') return formatRupeeAmount(cell, language);
      if (kind === 'percent') return formatIndianNumber(cell, language, 2);
      if (kind === 'serial' || kind === 'count' || kind === 'days') return formatFigure(cell, language);
    }
    if (kind === 'yesNo' && cell !== null) return value === true ? t('yes') : t('no');
    return formatReportCell(kind, value, record);
  };
}
