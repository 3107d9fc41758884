import { describe, expect, it } from 'vitest';
import { ZPlatformCorrectionRequestSchema } from '../platform/platform-schemas';
import { correctionColumnLabel, correctionValueProblem } from './correction-columns';
import { CORRECTION_MESSAGES } from './correction-messages';

describe('what may be corrected, and to what', () => {
  it.each([
    ['applicant_name', 'Lakshmi Devi Reddy', null],
    ['applicant_name', '  ', 'Please write the proposed value'],
    ['mobile', '9848012345', null],
    ['mobile', '12345', 'Mobile number has 10 digits'],
    ['aadhaar_number', '234567891234', null],
    ['aadhaar_number', '2345 6789 1234', 'Aadhaar number has 12 digits'],
    ['email', 'lakshmi@example.in', null],
    ['email', 'lakshmi', 'Email address is not valid'],
    ['survey_number', '112/A', null],
    ['actual_plot_area', '200', CORRECTION_MESSAGES.unknownColumn],
  ])('%s to %j → %s', (column, value, problem) => {
    expect(correctionValueProblem(column, value)).toBe(problem);
  });

  it.each([
    ['aadhaar_number', 'Aadhaar Number'],
    ['plot_address', 'Plot Address'],
    ['old_field_name', 'old field name'],
  ])('%s reads %s', (column, label) => {
    expect(correctionColumnLabel(column)).toBe(label);
  });
});

describe('the platform’s correction request', () => {
  const message = (body: unknown) => {
    const parsed = ZPlatformCorrectionRequestSchema.safeParse(body);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it.each([
    [{ corrections: [{ columnName: 'applicant_name', newValue: 'Lakshmi Devi' }] }, null],
    [{ corrections: [{ columnName: 'building_height', newValue: '9' }] }, CORRECTION_MESSAGES.unknownColumn],
    [{ corrections: [{ columnName: 'mobile', newValue: '98480' }] }, 'Mobile number has 10 digits'],
    [
      {
        corrections: [
          { columnName: 'village', newValue: 'Madhapur' },
          { columnName: 'village', newValue: 'Kondapur' },
        ],
      },
      CORRECTION_MESSAGES.duplicateColumn,
    ],
    [{ corrections: [] }, 'At least one correction is needed'],
  ])('%j → %s', (body, problem) => {
    expect(message(body)).toBe(problem);
  });
});
