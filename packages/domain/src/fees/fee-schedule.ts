import type { TFeeInputs } from './fee-inputs';
import type { TFeeRates } from './fee-rates';
import { roundFee, SQ_YD_PER_SQ_M } from './fee-rounding';
import type { TLanguage } from '../i18n/language';

export type TFormulaValues = Record<string, number | string>;

/** One head's amount with the formula that gave it, as a breakup line carries it (spec 3 §3). */
export type TFeeComputation = { amount: number; formula_string: string; formula_values: TFormulaValues };

/** The heads the schedule computes from an application's inputs. Spec 3 §5 names four of them verbatim. */
export const SYSTEM_FEE_HEADS = [
  'Initial Processing Fees',
  'DTCP Scrutiny Fee',
  'HMDA Scrutinee Charges',
  'Building Permit Fee',
  'Development Charges',
  'Betterment Charges',
  'Sub-Division Charges',
  'Open Space Contribution',
  'Labour Cess',
  'Vacant Land Tax',
  'Road Impact Fees',
  'City Level Infrastructure Impact Fee',
  'Site Approval Charges',
  'Vacant Plot Charges',
  'Rain Water Harvesting Charges',
  'Debris Charges',
  'Postage / Advertisement Charges',
  'User Charges',
] as const;
export type TSystemFeeHead = (typeof SYSTEM_FEE_HEADS)[number];

/**
 * Heads an officer may add under Other Fee Heads: charges found on the state's permit orders and schedules
 * (data/fee-heads.json) that no input of the calculator decides.
 */
export const OTHER_FEE_HEADS = [
  'Compounding Fees',
  'Deviation Charges',
  'Capitalisation Charges',
  'Conversion Charges',
  'Regularisation Charges',
  'LRS Charges',
  'BRS Charges',
  'Compound Wall Fee',
  'Layout Permission Fee',
  'Fire NOC Charges',
  'Shortfall Open Space Charges',
  'Impact Fee',
] as const;

/** Every head an officer can meet, the computed ones first. */
export const FEE_HEADS: readonly string[] = [...SYSTEM_FEE_HEADS, ...OTHER_FEE_HEADS];

/** Spec 3 §9: what the applicant paid at submission, deducted from the total to pay. */
export const INITIAL_PAID_HEADS: readonly string[] = ['DTCP Scrutiny Fee', 'Initial Processing Fees'];

/** Plots in an approved layout or regularised under LRS paid betterment and open space with the layout. */
const APPROVED_LAYOUTS: readonly TFeeInputs['approval_type'][] = ['Approved Layout Plan', 'LRS Approved'];

const sqYd = (sqM: number) => sqM * SQ_YD_PER_SQ_M;
const landValue = (inputs: TFeeInputs) => sqYd(inputs.plot_area) * inputs.market_value;
const isResidential = (inputs: TFeeInputs) => inputs.building_purpose === 'Residential';
const isMunicipality = (inputs: TFeeInputs) => inputs.authority === 'DTCP' || inputs.authority === 'OTHERS';

function line(amount: number, formula_string: string, formula_values: TFormulaValues): TFeeComputation {
  return { amount: roundFee(amount), formula_string, formula_values };
}

function withMinimum(area: number, rate: { perSqM: number; minimum: number }): TFeeComputation {
  return line(Math.max(area * rate.perSqM, rate.minimum), 'max(plot_area × rate_per_sq_m, minimum)', {
    plot_area: area,
    rate_per_sq_m: rate.perSqM,
    minimum: rate.minimum,
  });
}

/** An amount per square metre of one of the areas the inputs give. */
function perSqM(
  inputs: TFeeInputs,
  area: 'total_built_up_area' | 'plot_area' | 'net_plot_area',
  rate: number,
  context: TFormulaValues = {},
): TFeeComputation {
  return line(inputs[area] * rate, `${area} × rate_per_sq_m`, {
    [area]: inputs[area],
    rate_per_sq_m: rate,
    ...context,
  });
}

/** HMDA's way: the built-up area and the plot area, each at its own rate. */
function builtUpAndPlot(inputs: TFeeInputs, builtUpRate: number, plotRate: number): TFeeComputation {
  return line(
    inputs.total_built_up_area * builtUpRate + inputs.plot_area * plotRate,
    'total_built_up_area × built_up_rate + plot_area × plot_rate',
    {
      total_built_up_area: inputs.total_built_up_area,
      built_up_rate: builtUpRate,
      plot_area: inputs.plot_area,
      plot_rate: plotRate,
    },
  );
}

/** A part of the plot's registration value (plot area in sq yd × market value per sq yd), times the factors. */
function ofLandValue(
  inputs: TFeeInputs,
  factors: Record<string, number>,
  context: TFormulaValues = {},
): TFeeComputation {
  const product = Object.values(factors).reduce((total, factor) => total * factor, 1);
  return line(landValue(inputs) * product, ['plot_area × 1.196 × market_value', ...Object.keys(factors)].join(' × '), {
    plot_area: inputs.plot_area,
    market_value: inputs.market_value,
    ...factors,
    ...context,
  });
}

const flatFee = (amount: number) => line(amount, 'flat_fee', { flat_fee: amount });

type THeadFormula = (inputs: TFeeInputs, rates: TFeeRates) => TFeeComputation | null;

/** The formula of each computed head but User Charges, which is a share of the others; null: not levied. */
const FORMULAS: Record<Exclude<TSystemFeeHead, 'User Charges'>, THeadFormula> = {
  // Paid with a single-window application (GHMC's green channel), deducted from the total to pay.
  'Initial Processing Fees': (inputs, rates) =>
    inputs.application_type === 'SW' ? flatFee(rates.initialProcessingFee) : null,
  'DTCP Scrutiny Fee': (inputs, rates) =>
    inputs.authority === 'DTCP' ? perSqM(inputs, 'total_built_up_area', rates.dtcpScrutinyFeePerSqM) : null,
  'HMDA Scrutinee Charges': (inputs, rates) =>
    inputs.authority === 'HMDA'
      ? builtUpAndPlot(inputs, rates.hmdaScrutinyBuiltUpPerSqM, rates.hmdaScrutinyPlotPerSqM)
      : null,
  'Building Permit Fee': (inputs, rates) => {
    const factor = isResidential(inputs) ? 1 : rates.buildingPermitNonResidentialFactor;
    return perSqM(inputs, 'total_built_up_area', rates.buildingPermitFeePerSqM[inputs.ulb_grade] * factor, {
      ulb_grade: inputs.ulb_grade,
      building_purpose: inputs.building_purpose,
    });
  },
  'Development Charges': (inputs, rates) =>
    inputs.authority === 'HMDA'
      ? builtUpAndPlot(inputs, rates.hmdaDevelopmentChargesBuiltUpPerSqM, rates.hmdaDevelopmentChargesPlotPerSqM)
      : perSqM(inputs, 'total_built_up_area', rates.developmentChargesBuiltUpPerSqM),
  'Betterment Charges': (inputs, rates) => {
    if (APPROVED_LAYOUTS.includes(inputs.approval_type)) return null;
    let rate = rates.bettermentChargesPerSqM;
    if (inputs.authority === 'GHMC') {
      const byZone = isResidential(inputs)
        ? rates.ghmcBettermentResidentialPerSqM
        : rates.ghmcBettermentNonResidentialPerSqM;
      rate = inputs.ghmc_zone_area === 'Jubliee Hills/Banjara Hills' ? byZone.jubileeBanjaraHills : byZone.otherAreas;
    }
    return perSqM(inputs, 'net_plot_area', rate, { approval_type: inputs.approval_type });
  },
  'Sub-Division Charges': (inputs, rates) => {
    if (inputs.sub_div_of_plot !== 'Yes') return null;
    if (inputs.authority === 'HMDA') return withMinimum(inputs.plot_area, rates.hmdaSubDivision);
    if (inputs.authority === 'GHMC') {
      return withMinimum(
        inputs.plot_area,
        isResidential(inputs) ? rates.ghmcSubDivisionResidential : rates.ghmcSubDivisionNonResidential,
      );
    }
    return withMinimum(inputs.plot_area, rates.subDivision);
  },
  // A plot carved out without an approved layout pays for the open space the layout would have left.
  'Open Space Contribution': (inputs, rates) =>
    inputs.sub_div_of_plot === 'Yes' && !APPROVED_LAYOUTS.includes(inputs.approval_type)
      ? ofLandValue(inputs, { share: rates.openSpaceContributionShare })
      : null,
  'Labour Cess': (inputs, rates) => {
    const cost = inputs.total_built_up_area * rates.constructionCostPerSqM;
    if (isResidential(inputs) && cost <= rates.labourCessExemptCostUpTo) return null;
    return line(cost * rates.labourCessShare, 'total_built_up_area × construction_cost_per_sq_m × share', {
      total_built_up_area: inputs.total_built_up_area,
      construction_cost_per_sq_m: rates.constructionCostPerSqM,
      share: rates.labourCessShare,
    });
  },
  'Vacant Land Tax': (inputs, rates) =>
    inputs.vlt_paid === 'Yes'
      ? null
      : ofLandValue(inputs, {
          share: inputs.authority === 'GHMC' ? rates.vltShareGhmc : rates.vltShareOthers,
          years: rates.vltYears,
        }),
  // Decision: the inputs do not say whether the road is a notified commercial road, so every non-residential
  // GHMC building pays it; the rates are read as The Hindu reported them (up to G+1, and above).
  'Road Impact Fees': (inputs, rates) => {
    if (inputs.authority !== 'GHMC' || isResidential(inputs)) return null;
    const share =
      inputs.height <= rates.groundPlusOneMaxHeightM
        ? rates.roadImpactShareUpToGroundPlusOne
        : rates.roadImpactShareAboveGroundPlusOne;
    return ofLandValue(inputs, { share }, { height: inputs.height });
  },
  'City Level Infrastructure Impact Fee': (inputs, rates) =>
    inputs.height > rates.clifAboveHeightM
      ? perSqM(inputs, 'total_built_up_area', rates.clifPerSqM, { height: inputs.height })
      : null,
  'Site Approval Charges': (inputs, rates) =>
    isMunicipality(inputs) ? perSqM(inputs, 'plot_area', rates.siteApprovalPerSqM) : null,
  // The part of the plot the building does not cover: plot area less the floor (ground coverage) area.
  'Vacant Plot Charges': (inputs, rates) =>
    isMunicipality(inputs)
      ? line(
          Math.max(inputs.plot_area - inputs.floor_built_up_area, 0) * rates.vacantPlotPerSqM,
          '(plot_area − floor_built_up_area) × rate_per_sq_m',
          {
            plot_area: inputs.plot_area,
            floor_built_up_area: inputs.floor_built_up_area,
            rate_per_sq_m: rates.vacantPlotPerSqM,
          },
        )
      : null,
  'Rain Water Harvesting Charges': (inputs, rates) => perSqM(inputs, 'plot_area', rates.rainWaterHarvestingPerSqM),
  'Debris Charges': (_inputs, rates) => flatFee(rates.debrisCharges),
  'Postage / Advertisement Charges': (_inputs, rates) => flatFee(rates.postageAdvertisementCharges),
};

/** TS-bPASS user charges by plot area band, over the total permission fee of the other heads. */
export function userCharges(plotArea: number, permissionFee: number, rates: TFeeRates): TFeeComputation {
  const flat = (amount: number, band: string) =>
    line(amount, 'flat_fee by plot_area band', { plot_area: plotArea, band, flat_fee: amount });
  const share = (rate: number, band: string) =>
    line(permissionFee * rate, 'total_permission_fee × share', {
      plot_area: plotArea,
      band,
      total_permission_fee: roundFee(permissionFee),
      share: rate,
    });
  if (plotArea <= rates.userChargesFreeUpToSqM) return flat(0, 'up to 75 sq yd');
  if (plotArea <= 200) return flat(rates.userChargesUpTo200SqM, '75 sq yd to 200 sq m');
  if (plotArea <= 500) return flat(rates.userChargesUpTo500SqM, '200 to 500 sq m');
  if (plotArea <= 1000) return share(rates.userChargesShareUpTo1000SqM, '500 to 1,000 sq m');
  if (plotArea <= 2000) return share(rates.userChargesShareUpTo2000SqM, '1,000 to 2,000 sq m');
  return share(rates.userChargesShareAbove2000SqM, 'above 2,000 sq m');
}

export type TFeeHeadAmount = TFeeComputation & { cost_head_name: TSystemFeeHead };

/** The answer of the public fee calculator (GET fee_calculator/get_total_fee_breakup). */
export type TTotalFeeBreakup = { total_fee: number; fee_breakup: TFeeHeadAmount[] };

/**
 * The system fee: every head that applies, in schedule order, only those above 0 (spec 3 §7: the calculator
 * shows only heads above 0; the officer's table lists the same), and their total. The officer's system fee and
 * the public calculator both come from here, so they agree for the same inputs and rates.
 */
export function calculateFee(inputs: TFeeInputs, rates: TFeeRates): { heads: TFeeHeadAmount[]; total: number } {
  const heads: TFeeHeadAmount[] = [];
  for (const name of SYSTEM_FEE_HEADS) {
    if (name === 'User Charges') continue;
    const computed = FORMULAS[name](inputs, rates);
    if (computed && computed.amount > 0) heads.push({ cost_head_name: name, ...computed });
  }
  const permissionFee = heads.reduce((sum, head) => sum + head.amount, 0);
  const user = userCharges(inputs.plot_area, permissionFee, rates);
  if (user.amount > 0) heads.push({ cost_head_name: 'User Charges', ...user });
  return { heads, total: roundFee(heads.reduce((sum, head) => sum + head.amount, 0)) };
}

/** The fee heads in Telugu: every system and Other Fee Head (fee-labels.test.ts asks for each). */
export const FEE_HEAD_LABELS_TE: Record<TSystemFeeHead | (typeof OTHER_FEE_HEADS)[number], string> = {
  'Initial Processing Fees': 'ప్రాథమిక ప్రక్రియ రుసుము',
  'DTCP Scrutiny Fee': 'DTCP పరిశీలన రుసుము',
  'HMDA Scrutinee Charges': 'HMDA పరిశీలన ఛార్జీలు',
  'Building Permit Fee': 'భవన అనుమతి రుసుము',
  'Development Charges': 'అభివృద్ధి ఛార్జీలు',
  'Betterment Charges': 'బెటర్‌మెంట్ ఛార్జీలు',
  'Sub-Division Charges': 'ఉప విభజన ఛార్జీలు',
  'Open Space Contribution': 'ఖాళీ స్థల వాటా',
  'Labour Cess': 'కార్మిక సెస్',
  'Vacant Land Tax': 'ఖాళీ భూమి పన్ను',
  'Road Impact Fees': 'రహదారి ప్రభావ రుసుము',
  'City Level Infrastructure Impact Fee': 'నగర స్థాయి మౌలిక సదుపాయాల ప్రభావ రుసుము',
  'Site Approval Charges': 'స్థల ఆమోద ఛార్జీలు',
  'Vacant Plot Charges': 'ఖాళీ ప్లాట్ ఛార్జీలు',
  'Rain Water Harvesting Charges': 'వర్షపు నీటి సంరక్షణ ఛార్జీలు',
  'Debris Charges': 'శిథిలాల ఛార్జీలు',
  'Postage / Advertisement Charges': 'తపాలా / ప్రకటన ఛార్జీలు',
  'User Charges': 'వినియోగ ఛార్జీలు',
  'Compounding Fees': 'కాంపౌండింగ్ రుసుము',
  'Deviation Charges': 'వ్యత్యాస ఛార్జీలు',
  'Capitalisation Charges': 'క్యాపిటలైజేషన్ ఛార్జీలు',
  'Conversion Charges': 'భూ వినియోగ మార్పిడి ఛార్జీలు',
  'Regularisation Charges': 'క్రమబద్ధీకరణ ఛార్జీలు',
  'LRS Charges': 'LRS ఛార్జీలు',
  'BRS Charges': 'BRS ఛార్జీలు',
  'Compound Wall Fee': 'ప్రహరీ గోడ రుసుము',
  'Layout Permission Fee': 'లేఅవుట్ అనుమతి రుసుము',
  'Fire NOC Charges': 'అగ్నిమాపక NOC ఛార్జీలు',
  'Shortfall Open Space Charges': 'ఖాళీ స్థల లోటు ఛార్జీలు',
  'Impact Fee': 'ప్రభావ రుసుము',
};

/** A fee head as the officer reads it; a head the schedule does not know keeps its name. */
export function feeHeadLabel(head: string, language: TLanguage = 'en'): string {
  if (language === 'en') return head;
  return (FEE_HEAD_LABELS_TE as Readonly<Record<string, string>>)[head] ?? head;
}
