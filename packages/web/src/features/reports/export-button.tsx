import type { TReportTableName } from '@anumati/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors/error-message';
import { notifyError } from '../../shared/notify';
import { downloadReport } from './api/export-report';

/**
 * Every report table exports to .xlsx, made on the server from the same arguments as the screen's. `disabled` while
 * the table's own answer failed: the officer exports what the screen shows, and it shows an error with RETRY.
 */
export function ExportButton(props: { table: TReportTableName; args: object; label?: string; disabled?: boolean }) {
  const { t } = useTranslation('reports');
  const [isExporting, setExporting] = useState(false);
  const onExport = () => {
    setExporting(true);
    downloadReport(props.table, props.args)
      .catch((error: unknown) => notifyError(errorMessage(error)))
      .finally(() => setExporting(false));
  };
  return (
    <Button variant="light" size="xs" loading={isExporting} disabled={props.disabled} onClick={onExport}>
      {props.label ?? t('table.exportToExcel')}
    </Button>
  );
}
