import { applicationDetailsPath } from '@anumati/domain';
import { Anchor } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';

type TFile = { id: string; applicationIdentifier: string; applicationType: string; approvalFor: string };

/** The View column: the file's details screen (spec 1 §2.2), named by its file number for screen readers. */
export function viewColumn<TRecord>(fileOf: (record: TRecord) => TFile): DataTableColumn<TRecord> {
  return {
    accessor: 'view',
    title: 'View',
    render: (record) => {
      const file = fileOf(record);
      return (
        <Anchor component={Link} to={applicationDetailsPath(file)} aria-label={`View ${file.applicationIdentifier}`}>
          View
        </Anchor>
      );
    },
  };
}
