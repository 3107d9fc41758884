import { applicationDetailsPath } from '@anumati/domain';
import { Anchor } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type TFile = { id: string; applicationIdentifier: string; applicationType: string; approvalFor: string };

function ViewTitle() {
  const { t } = useTranslation('reports');
  return t('table.view');
}

function ViewLink({ file }: { file: TFile }) {
  const { t } = useTranslation('reports');
  return (
    <Anchor
      component={Link}
      to={applicationDetailsPath(file)}
      aria-label={t('table.viewFile', { file: file.applicationIdentifier })}
    >
      {t('table.view')}
    </Anchor>
  );
}

/** The View column: the file's details screen (spec 1 §2.2), named by its file number for screen readers. */
export function viewColumn<TRecord>(fileOf: (record: TRecord) => TFile): DataTableColumn<TRecord> {
  return {
    accessor: 'view',
    title: <ViewTitle />,
    render: (record) => <ViewLink file={fileOf(record)} />,
  };
}
