import { areaDisplay, formatDisplayDate, statusLabel, type TParentApplicationDetails } from '@anumati/domain';
import { Stack } from '@mantine/core';
import { FieldList, type TField } from '../field-list';
import { LayoutSection } from './layout-section';

/** Approved Building or Layout Details: what the parent of an additional floor or a revision was approved for. */
export function ApprovedParentSection({ parent }: { parent: TParentApplicationDetails }) {
  const fields: TField[] = [
    ['Approved Application ID', parent.application_identifier],
    ['Status', statusLabel(parent.status)],
    ['Existing Floors', parent.existing_floors],
    ['Approved Built-up Area', parent.built_up_area === null ? null : areaDisplay(parent.built_up_area)],
    ['Units', parent.units],
    ['SRO', parent.sro],
  ];
  if (parent.mortgage) {
    fields.push(
      ['Mortgage Area', areaDisplay(parent.mortgage.mortgage_area)],
      ['Mortgage Registration No.', parent.mortgage.mortgage_reg_no],
      ['Mortgage Date', formatDisplayDate(parent.mortgage.mortgage_date)],
    );
  }
  return (
    <Stack>
      <FieldList fields={fields} label="Approved application" />
      {parent.layout && <LayoutSection layout={parent.layout} />}
    </Stack>
  );
}
