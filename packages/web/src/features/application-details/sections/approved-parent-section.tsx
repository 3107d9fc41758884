import { areaDisplay, formatDisplayDate, statusLabel, type TParentApplicationDetails } from '@anumati/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldList, type TField } from '../field-list';
import { LayoutSection } from './layout-section';
import { useLanguage } from '../../../shared/i18n/use-language';

/** Approved Building or Layout Details: what the parent of an additional floor or a revision was approved for. */
export function ApprovedParentSection({ parent }: { parent: TParentApplicationDetails }) {
  const language = useLanguage();
  const { t } = useTranslation('application-details');
  const fields: TField[] = [
    [t('approvedParent.approvedApplicationId'), parent.application_identifier],
    [t('approvedParent.status'), statusLabel(parent.status, undefined, language)],
    [t('approvedParent.existingFloors'), parent.existing_floors],
    [t('approvedParent.approvedBuiltUpArea'), parent.built_up_area === null ? null : areaDisplay(parent.built_up_area)],
    [t('approvedParent.units'), parent.units],
    [t('approvedParent.sro'), parent.sro],
  ];
  if (parent.mortgage) {
    fields.push(
      [t('mortgage.mortgageArea'), areaDisplay(parent.mortgage.mortgage_area)],
      [t('mortgage.mortgageRegistrationNo'), parent.mortgage.mortgage_reg_no],
      [t('mortgage.mortgageDate'), formatDisplayDate(parent.mortgage.mortgage_date)],
    );
  }
  return (
    <Stack>
      <FieldList fields={fields} label={t('approvedParent.label')} />
      {parent.layout && <LayoutSection layout={parent.layout} />}
    </Stack>
  );
}
