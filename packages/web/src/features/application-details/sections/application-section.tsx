import {
  applicationTypeLabel,
  areaDisplay,
  formatDisplayDate,
  statusLabel,
  type TAppDataView,
  type TApplicantView,
  approvalForLabel,
} from '@anumati/domain';
import { useTranslation } from 'react-i18next';
import { FieldList, type TField } from '../field-list';
import { useLanguage } from '../../../shared/i18n/use-language';

/** Application Details: the file and its applicant. Mobile only when the server sent it (spec 2 §6). */
export function ApplicationSection({ appData, applicant }: { appData: TAppDataView; applicant: TApplicantView }) {
  const language = useLanguage();
  const { t } = useTranslation('application-details');
  const { t: tCommon } = useTranslation('common');
  const fields: TField[] = [
    [t('application.applicationId'), appData.application_identifier],
    [t('application.applicationType'), applicationTypeLabel(appData.application_type, language)],
    [t('application.approvalFor'), approvalForLabel(appData.approval_for, language)],
    [t('application.status'), statusLabel(appData.status, appData.application_type, language)],
    [t('application.appliedOn'), formatDisplayDate(appData.applied_on)],
    [t('application.ulb'), appData.ulb_name],
    [t('application.district'), appData.district],
    [t('application.authority'), appData.authority],
  ];
  if (appData.additional)
    fields.push([t('application.additionalType'), appData.additional_type ?? t('application.additional')]);
  if (appData.revision) fields.push([t('application.revision'), tCommon('yes')]);
  // Spec 2 §3.5: an occupancy file's existing building proceeding and what was built.
  if (appData.existing_building_proceeding) {
    fields.push(
      [t('application.existingBuildingProceedingDate'), formatDisplayDate(appData.existing_building_proceeding.date)],
      [t('application.existingBuildingFileNumber'), appData.existing_building_proceeding.file_number],
    );
  }
  if (appData.constructed_built_up_area_sqmtrs !== undefined) {
    fields.push([t('application.constructedBuiltUpArea'), areaDisplay(appData.constructed_built_up_area_sqmtrs)]);
  }
  if (appData.is_additional_floors_commenced !== undefined) {
    fields.push([
      t('application.additionalFloorsCommenced'),
      tCommon(appData.is_additional_floors_commenced ? 'yes' : 'no'),
    ]);
  }
  fields.push(
    [t('application.applicantType'), applicant.applicant_type],
    [t('application.applicantName'), applicant.applicant_name],
    [
      t('application.relationship'),
      applicant.relationship_type ? `${applicant.relationship_type} ${applicant.relationship_name ?? ''}`.trim() : null,
    ],
    [t('application.aadhaarNumber'), applicant.aadhaar_number],
  );
  if (applicant.mobile !== null) fields.push([t('application.mobileNumber'), applicant.mobile]);
  fields.push([t('application.email'), applicant.email], [t('application.contactAddress'), applicant.contact_address]);
  return <FieldList fields={fields} label={t('application.label')} />;
}
