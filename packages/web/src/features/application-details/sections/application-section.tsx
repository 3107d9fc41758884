import {
  applicationTypeLabel,
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
