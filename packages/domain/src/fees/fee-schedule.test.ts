import { describe, expect, it } from 'vitest';
import {
  ZFeeCalculatorQuerySchema,
  ZFeeInputsSchema,
  feeInputsOfApplication,
  ulbGradeCode,
  type TFeeInputs,
} from './fee-inputs';
import { HOUSE_FEE_INPUTS as HOUSE } from './fee.fixture';
import { DEFAULT_FEE_RATES, ZFeeRatesOverrideSchema, feeRatesWith } from './fee-rates';
import { formatRupees, roundFee } from './fee-rounding';
import { calculateFee, userCharges } from './fee-schedule';

/** A G+1 house on 180 sq m in a GRADE 1 municipality (DTCP), plot in an approved layout, VLT paid. */

const amounts = (inputs: TFeeInputs) =>
  Object.fromEntries(calculateFee(inputs, DEFAULT_FEE_RATES).heads.map((head) => [head.cost_head_name, head.amount]));

describe('roundFee (spec 3 §9: 2 decimals)', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [1362.899, 1362.9],
    [0.1 + 0.2, 0.3],
    [-1.005, -1.01],
    [0, 0],
  ])('%s → %s', (value, rounded) => {
    expect(roundFee(value)).toBe(rounded);
  });

  it('shows rupees with 2 decimals, Indian grouping', () => {
    expect(formatRupees(1234567.5)).toBe('₹ 12,34,567.50');
  });
});

describe('the schedule, worked examples', () => {
  it('a DTCP instant-approval house: every line from its formula', () => {
    // 216 × 12 = 2,592; 216 × 40 = 8,640; DTCP scrutiny 216 × 10 = 2,160; site approval 180 × 8.9 = 1,602;
    // vacant plot (180 − 108) × 4.6 = 331.20; rain water 180 × 11 = 1,980; debris 1,500; postage 200;
    // labour cess: 216 × 9,400 = 20,30,400 above 10 lakh → 1% = 20,304; user charges Rs 500 (up to 200 sq m).
    expect(amounts(HOUSE)).toEqual({
      'DTCP Scrutiny Fee': 2160,
      'Building Permit Fee': 2592,
      'Development Charges': 8640,
      'Labour Cess': 20304,
      'Site Approval Charges': 1602,
      'Vacant Plot Charges': 331.2,
      'Rain Water Harvesting Charges': 1980,
      'Debris Charges': 1500,
      'Postage / Advertisement Charges': 200,
      'User Charges': 500,
    });
    expect(calculateFee(HOUSE, DEFAULT_FEE_RATES).total).toBe(39809.2);
  });

  it('carries the formula and the values it used on each line', () => {
    const permit = calculateFee(HOUSE, DEFAULT_FEE_RATES).heads.find(
      (head) => head.cost_head_name === 'Building Permit Fee',
    );
    expect(permit).toMatchObject({
      formula_string: 'total_built_up_area × rate_per_sq_m',
      formula_values: { total_built_up_area: 216, rate_per_sq_m: 12, ulb_grade: 1 },
    });
  });

  it('a GHMC shop in Jubilee Hills on an unapproved sub-division, VLT unpaid', () => {
    const shop: TFeeInputs = {
      ...HOUSE,
      application_type: 'SW',
      building_purpose: 'Non Residential',
      authority: 'GHMC',
      ulb_grade: 4,
      approval_type: 'Gramkantam/Abadi',
      ghmc_zone_area: 'Jubliee Hills/Banjara Hills',
      sub_div_of_plot: 'Yes',
      vlt_paid: 'No',
    };
    // Land value: 180 × 1.196 × 10,000 = 21,52,800.
    expect(amounts(shop)).toMatchObject({
      'Initial Processing Fees': 10000,
      'Building Permit Fee': 6480, // 216 × 15 × 2
      'Betterment Charges': 38250, // 170 × 225
      'Sub-Division Charges': 7500, // max(180 × 20, 7,500)
      'Open Space Contribution': 301392, // 14%
      'Vacant Land Tax': 10764, // 0.5%
      'Road Impact Fees': 129168, // 6% up to G+1 (7 m)
    });
    expect(amounts(shop)).not.toHaveProperty('Site Approval Charges');
  });

  it.each([
    ['Other Areas', 'Residential', 21250],
    ['Jubliee Hills/Banjara Hills', 'Residential', 29750],
    ['Other Areas', 'Non Residential', 29750],
  ] as const)('GHMC betterment in %s for %s: %s', (zone, purpose, betterment) => {
    const inputs: TFeeInputs = {
      ...HOUSE,
      authority: 'GHMC',
      ulb_grade: 4,
      approval_type: 'Before 1985',
      ghmc_zone_area: zone,
      building_purpose: purpose,
    };
    expect(amounts(inputs)['Betterment Charges']).toBe(betterment);
  });

  it('HMDA: development and scrutinee charges on built-up and plot area; sub-division at least Rs 10,000', () => {
    const hmda: TFeeInputs = { ...HOUSE, authority: 'HMDA', ulb_grade: 4, sub_div_of_plot: 'Yes' };
    expect(amounts(hmda)).toMatchObject({
      'Development Charges': 36000, // 216 × 100 + 180 × 80
      'HMDA Scrutinee Charges': 7200, // 216 × 25 + 180 × 10
      'Sub-Division Charges': 10000,
    });
  });

  it('labour cess is exempt for a house costing up to Rs 10 lakh, not for other uses', () => {
    const small = { ...HOUSE, total_built_up_area: 100, floor_built_up_area: 50 };
    expect(amounts(small)).not.toHaveProperty('Labour Cess');
    expect(amounts({ ...small, building_purpose: 'Non Residential' })['Labour Cess']).toBe(9400);
  });

  it('CLIF only above 15 m', () => {
    expect(amounts({ ...HOUSE, height: 15 })).not.toHaveProperty('City Level Infrastructure Impact Fee');
    expect(amounts({ ...HOUSE, height: 15.5 })['City Level Infrastructure Impact Fee']).toBe(54000);
  });

  it('a configured rate changes the fee', () => {
    const rates = feeRatesWith(ZFeeRatesOverrideSchema.parse({ debrisCharges: 2000 }));
    expect(calculateFee(HOUSE, rates).heads.find((head) => head.cost_head_name === 'Debris Charges')?.amount).toBe(
      2000,
    );
    expect(() => ZFeeRatesOverrideSchema.parse({ unknownRate: 1 })).toThrow();
    expect(() => ZFeeRatesOverrideSchema.parse({ debrisCharges: -1 })).toThrow();
  });
});

describe('user charges by plot area band (TS-bPASS)', () => {
  it.each([
    [62.71, 100_000, 0],
    [62.72, 100_000, 500],
    [200, 100_000, 500],
    [200.01, 100_000, 1000],
    [500, 100_000, 1000],
    [500.01, 100_000, 1000], // 1%
    [1000, 250_000, 2500],
    [1500, 250_000, 5000], // 2%
    [2000.5, 250_000, 6250], // 2.5%
  ])('%s sq m on a permission fee of %s: %s', (plotArea, permissionFee, charge) => {
    expect(userCharges(plotArea, permissionFee, DEFAULT_FEE_RATES).amount).toBe(charge);
  });
});

describe('inputs', () => {
  it('the calculator refuses heights above 10 m with the spec message; the system fee takes them', () => {
    const query = { ...HOUSE, height: '10.5', ulb_grade: '1', plot_area: '180' };
    expect(ZFeeCalculatorQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(
      'Please choose height less than 10',
    );
    expect(ZFeeCalculatorQuerySchema.safeParse({ ...query, height: '10' }).success).toBe(true);
    expect(ZFeeInputsSchema.safeParse({ ...HOUSE, height: 30 }).success).toBe(true);
  });

  it.each([
    [{ plot_area: 'abc' }, 'Please enter a valid number'],
    [{ plot_area: '-5' }, 'Please enter a valid number'],
    [{ plot_area: '1e309' }, 'Please enter a valid number'],
    [{ plot_area: '' }, 'Please enter a valid number'],
    [{ net_plot_area: '200' }, 'Net plot area cannot be more than plot area'],
    [{ authority: 'GHMC', ghmc_zone_area: undefined }, 'Please choose the GHMC zone area'],
  ])('refuses %o: %s', (change, message) => {
    const query = { ...HOUSE, ...change };
    expect(ZFeeCalculatorQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ['GRADE 1', 'Suryapet Municipality', 1],
    ['MUNICIPAL CORPORATION', 'Boduppal Municipal Corporation', 4],
    ['SPECIAL GRADE', 'Siddipet Municipality', 5],
    ['MUNICIPAL CORPORATION', 'Greater Warangal Municipal Corporation (GWMC)', 7],
    ['NEW GRADE', 'Somewhere', 3],
  ])('grade %s of %s is code %s', (grade, name, code) => {
    expect(ulbGradeCode(grade, name)).toBe(code);
  });

  it('reads an application as the calculator would', () => {
    expect(
      feeInputsOfApplication({
        applicationType: 'SINGLE WINDOW',
        purposeOfBuilding: 'Commercial',
        authorityCode: 'NUDA',
        ulbGrade: 'MUNICIPAL CORPORATION',
        ulbName: 'Nizamabad Municipal Corporation',
        actualPlotArea: 900,
        netPlotArea: 880,
        heightInMetres: 15,
        totalBuiltUpArea: 2160,
        noOfFloors: 4,
        groundFloorArea: null,
        marketValue: 20_000,
        particulars: { approvalType: 'LRS Approved', isVltPaid: false, isSubDivisionOfPlot: true },
      }),
    ).toEqual({
      application_type: 'SW',
      building_purpose: 'Non Residential',
      authority: 'OTHERS',
      ulb_grade: 4,
      plot_area: 900,
      height: 15,
      net_plot_area: 880,
      total_built_up_area: 2160,
      floor_built_up_area: 540,
      approval_type: 'LRS Approved',
      vlt_paid: 'No',
      market_value: 20_000,
      ghmc_zone_area: null,
      sub_div_of_plot: 'Yes',
    });
  });
});
