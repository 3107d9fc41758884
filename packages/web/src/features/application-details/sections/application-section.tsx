import {
  applicationTypeLabel,
  areaDisplay,
  formatDisplayDate,
  statusLabel,
  type TAppDataView,
  type TApplicantView,
} from '@anumati/domain';
import { FieldList, type TField } from '../field-list';

/** Application Details: the file and its applicant. Mobile only when the server sent it (spec 2 §6). */
export function ApplicationSection({ appData, applicant }: { appData: TAppDataView; applicant: TApplicantView }) {
  const fields: TField[] = [
    ['Application ID', appData.application_identifier],
    ['Application Type', applicationTypeLabel(appData.application_type)],
    ['Approval For', appData.approval_for.replaceAll('_', ' ')],
    ['Status', statusLabel(appData.status, appData.application_type)],
    ['Applied On', formatDisplayDate(appData.applied_on)],
    ['ULB', appData.ulb_name],
    ['District', appData.district],
    ['Authority', appData.authority],
  ];
  if (appData.additional) fields.push(['Additional Type', appData.additional_type ?? 'Additional']);
  if (appData.revision) fields.push(['Revision', 'Yes']);
  // Spec 2 §3.5: an occupancy file's existing building proceeding and what was built.
  if (appData.existing_building_proceeding) {
    fields.push(
      ['Existing Building Proceeding Date', formatDisplayDate(appData.existing_building_proceeding.date)],
      ['Existing Building File Number', appData.existing_building_proceeding.file_number],
    );
  }
  if (appData.constructed_built_up_area_sqmtrs !== undefined) {
    fields.push(['Constructed Built-up Area', areaDisplay(appData.constructed_built_up_area_sqmtrs)]);
  }
  if (appData.is_additional_floors_commenced !== undefined) {
    fields.push(['Additional Floors Commenced', appData.is_additional_floors_commenced ? 'Yes' : 'No']);
  }
  fields.push(
    ['Applicant Type', applicant.applicant_type],
    ['Applicant Name', applicant.applicant_name],
    [
      'Relationship',
      applicant.relationship_type ? `${applicant.relationship_type} ${applicant.relationship_name ?? ''}`.trim() : null,
    ],
    ['Aadhaar Number', applicant.aadhaar_number],
  );
  if (applicant.mobile !== null) fields.push(['Mobile Number', applicant.mobile]);
  fields.push(['Email', applicant.email], ['Contact Address', applicant.contact_address]);
  return <FieldList fields={fields} label="Application details" />;
}
