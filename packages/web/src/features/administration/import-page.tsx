import { formatIndianNumber, OFFICER_IMPORT_COLUMNS } from '@anumati/domain';
import { Alert, Anchor, Button, Code, FileButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/errors/error-message';
import { InlineError } from '../../shared/errors/inline-error';
import { domainMessage } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';
import { notifyError } from '../../shared/notify';
import { TableScroll } from '../../shared/tables/table-scroll';
import { OFFICERS_PATH } from './administration-paths';
import { downloadImportTemplate, useOfficerImportMutation, type TImportReport } from './api/officer-import';

/** A file's report, and which file and kind of send it answers. */
type TChecked = { file: File; isDryRun: boolean; report: TImportReport };

const isClean = (report: TImportReport) =>
  report.totalRows > 0 &&
  report.validRows === report.totalRows &&
  report.rows.every((row) => row.problems.length === 0);

/**
 * Issue 52 §3: officers from a spreadsheet (CSV or xlsx, the template's columns). The file is checked first (a dry
 * run: every row's problems, by row number, nothing written); it can be imported only once the very same file has
 * been checked without a problem, and then all its rows go in one transaction, or none.
 */
export function ImportPage() {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<TChecked | null>(null);
  const send = useOfficerImportMutation();
  // The chooser forgets its file once taken, so the same file, corrected and chosen again, is taken again.
  const resetRef = useRef<() => void>(null);

  const onFile = (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    send.reset();
    resetRef.current?.();
  };
  const run = (isDryRun: boolean) => {
    if (!file) return;
    send.mutate({ file, isDryRun }, { onSuccess: (report) => setChecked({ file, isDryRun, report }) });
  };
  const report = checked?.report;
  const isImported = checked !== null && !checked.isDryRun && checked.report.imported > 0;
  const canImport = checked !== null && checked.file === file && checked.isDryRun && isClean(checked.report);
  const problemRows = report?.rows.filter((row) => row.problems.length > 0) ?? [];

  return (
    <Stack maw={960}>
      <Anchor component={Link} to={OFFICERS_PATH} size="sm">
        {t('officer.backToList')}
      </Anchor>
      <Title order={1} size="h3">
        {t('import.title')}
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby="import-template-title">
        <Stack gap="xs">
          <Title order={2} size="h4" id="import-template-title">
            {t('import.templateTitle')}
          </Title>
          <Text size="sm">{t('import.templateText')}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Code>{OFFICER_IMPORT_COLUMNS.join(',')}</Code>
          </Text>
          <Group>
            <Button
              variant="light"
              onClick={() => void downloadImportTemplate().catch((error: unknown) => notifyError(errorMessage(error)))}
            >
              {t('import.downloadTemplate')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="import-file-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="import-file-title">
            {t('import.fileTitle')}
          </Title>
          <Group gap="sm">
            <FileButton onChange={onFile} accept=".csv,.xlsx,text/csv" resetRef={resetRef}>
              {(props) => (
                <Button variant="default" {...props}>
                  {t('import.chooseFile')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" aria-live="polite">
              {file ? t('import.chosen', { name: file.name }) : t('import.noFile')}
            </Text>
          </Group>
          <Group gap="sm">
            <Button onClick={() => run(true)} disabled={!file} loading={send.isPending && send.variables.isDryRun}>
              {t('import.check')}
            </Button>
            <Button
              color="teal.9"
              onClick={() => run(false)}
              disabled={!canImport}
              loading={send.isPending && !send.variables.isDryRun}
            >
              {t('import.import', { count: report?.validRows ?? 0 })}
            </Button>
          </Group>
          {!canImport && file && !isImported && (
            <Text size="sm" c="gray.7">
              {t('import.checkFirst')}
            </Text>
          )}
          <InlineError error={send.error} />
        </Stack>
      </Paper>
      {report && (
        <Paper withBorder p="md" component="section" aria-labelledby="import-report-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="import-report-title">
              {checked.isDryRun ? t('import.checkTitle') : t('import.resultTitle')}
            </Title>
            <Text size="sm" role="status">
              {t('import.counts', {
                total: formatIndianNumber(report.totalRows, language),
                valid: formatIndianNumber(report.validRows, language),
              })}
            </Text>
            {isImported ? (
              <Alert color="teal" variant="light" title={t('import.importedTitle')}>
                {t('import.imported', { count: report.imported })}
              </Alert>
            ) : problemRows.length > 0 ? (
              <Alert color="red" variant="light" title={t('import.refusedTitle')}>
                {t('import.refused', { count: problemRows.length })}
              </Alert>
            ) : report.totalRows === 0 ? (
              <Alert color="red" variant="light" title={t('import.refusedTitle')}>
                {t('import.empty')}
              </Alert>
            ) : (
              checked.isDryRun && (
                <Alert color="teal" variant="light" title={t('import.cleanTitle')}>
                  {t('import.clean', { count: report.validRows })}
                </Alert>
              )
            )}
            {problemRows.length > 0 && (
              <TableScroll>
                <Table striped withTableBorder aria-label={t('import.problemsTable')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('import.row')}</Table.Th>
                      <Table.Th>{t('fields.username')}</Table.Th>
                      <Table.Th>{t('import.problems')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {problemRows.map((row) => (
                      <Table.Tr key={row.row}>
                        <Table.Td>{formatIndianNumber(row.row, language)}</Table.Td>
                        <Table.Td>{row.username ?? '—'}</Table.Td>
                        <Table.Td>
                          <Stack gap={2}>
                            {row.problems.map((problem) => (
                              <Text key={problem} size="sm">
                                {domainMessage(problem)}
                              </Text>
                            ))}
                          </Stack>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
