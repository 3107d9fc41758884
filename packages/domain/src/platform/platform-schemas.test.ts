import { describe, expect, it } from 'vitest';
import { PLATFORM_MESSAGES, ZPlatformApplicationSchema } from './platform-schemas';

const side = { plotWidth: 10, roadWidth: 9 };
const valid = {
  applicationType: 'SELF CERTIFICATION',
  approvalFor: 'BUILDING',
  ulbName: 'GHMC',
  applicant: {
    applicantType: 'INDIVIDUAL',
    applicantName: 'Lakshmi Reddy',
    mobile: '9848012345',
    contactAddress: 'Madhapur',
  },
  plot: {
    plotAddress: 'Plot 12, Madhapur',
    geoCoordinates: [],
    actualPlotArea: 180,
    plotAreaAsPerDocument: 180,
    netPlotArea: 180,
    front: side,
    rear: side,
    side1: side,
    side2: side,
  },
  building: { purposeOfBuilding: 'Residential', noOfFloors: 2, heightInMetres: 7, totalBuiltUpArea: 220 },
};
const messages = (input: unknown) =>
  ZPlatformApplicationSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('ZPlatformApplicationSchema', () => {
  it('accepts a complete instant approval', () => {
    expect(messages(valid)).toEqual([]);
  });

  it.each([
    ['2019-12-31', [PLATFORM_MESSAGES.mortgageBeforeMinimum]],
    ['2020-01-01', []],
  ])('a mortgage dated %s gets %o (spec 1 §9: not before 1 January 2020)', (day, expected) => {
    const mortgage = { mortgage_area: 20, mortgage_floor: 'Ground', mortgage_reg_no: 'SRO/1/2020', mortgage_date: day };
    expect(messages({ ...valid, building: { ...valid.building, details: { mortgage } } })).toEqual(expected);
  });

  it('refuses a plot larger on ground than in the patta', () => {
    expect(messages({ ...valid, plot: { ...valid.plot, actualPlotArea: 181 } })).toEqual([
      PLATFORM_MESSAGES.plotLargerThanPatta,
    ]);
  });

  it.each([
    ['REGISTRATION', 70, 6, PLATFORM_MESSAGES.registrationLimits],
    ['REGISTRATION', 60, 7.5, PLATFORM_MESSAGES.registrationLimits],
    ['SELF CERTIFICATION', 501, 9, PLATFORM_MESSAGES.instantApprovalLimits],
    ['SELF CERTIFICATION', 400, 10.5, PLATFORM_MESSAGES.instantApprovalLimits],
  ])('keeps %s within its limits (%s sq m, %s m)', (applicationType, area, height, message) => {
    const plot = { ...valid.plot, actualPlotArea: area, plotAreaAsPerDocument: area, netPlotArea: area };
    expect(
      messages({ ...valid, applicationType, plot, building: { ...valid.building, heightInMetres: height } }),
    ).toEqual([message]);
  });

  it('checks the applicant mobile', () => {
    expect(messages({ ...valid, applicant: { ...valid.applicant, mobile: '12345' } })).toEqual([
      'Mobile number has 10 digits',
    ]);
  });
});
