import type { TFormulaValues } from './fee-schedule';
import { feeChoiceLabel } from './fee-inputs';
import type { TLanguage } from '../i18n/language';
import { formatIndianNumber } from '../i18n/number-formatting';

type TWords = Readonly<Record<TLanguage, string>>;

/**
 * The names the fee schedule's formulas are written in (fee-schedule.ts: formula_string and formula_values), as
 * an officer reads them (issue 55). A breakup line keeps its formula in these names (the record, and the spec's
 * formula_string); screens show it through feeFormulaIn.
 */
export const FEE_FORMULA_TERMS: Readonly<Record<string, TWords>> = {
  plot_area: { en: 'plot area', te: 'ప్లాట్ విస్తీర్ణం' },
  net_plot_area: { en: 'net plot area', te: 'నికర ప్లాట్ విస్తీర్ణం' },
  total_built_up_area: { en: 'built-up area', te: 'నిర్మిత విస్తీర్ణం' },
  floor_built_up_area: { en: 'floor built-up area', te: 'అంతస్తు నిర్మిత విస్తీర్ణం' },
  rate_per_sq_m: { en: 'rate per sq m', te: 'ఒక చ.మీ.కు రేటు' },
  minimum: { en: 'minimum', te: 'కనీస రుసుము' },
  built_up_rate: { en: 'built-up rate per sq m', te: 'నిర్మిత విస్తీర్ణానికి ఒక చ.మీ.కు రేటు' },
  plot_rate: { en: 'plot rate per sq m', te: 'ప్లాట్ విస్తీర్ణానికి ఒక చ.మీ.కు రేటు' },
  market_value: { en: 'market value per sq yd', te: 'ఒక చ.గ.కు మార్కెట్ విలువ' },
  share: { en: 'share', te: 'వాటా' },
  years: { en: 'years', te: 'సంవత్సరాలు' },
  construction_cost_per_sq_m: { en: 'construction cost per sq m', te: 'ఒక చ.మీ.కు నిర్మాణ వ్యయం' },
  flat_fee: { en: 'flat fee', te: 'నిర్ణీత రుసుము' },
  total_permission_fee: { en: 'total permission fee', te: 'మొత్తం అనుమతి రుసుము' },
  height: { en: 'height (m)', te: 'ఎత్తు (మీ.)' },
  ulb_grade: { en: 'ULB grade', te: 'ULB గ్రేడ్' },
  building_purpose: { en: 'building purpose', te: 'భవన వినియోగం' },
  approval_type: { en: 'approval type', te: 'ఆమోద రకం' },
  band: { en: 'plot area band', te: 'ప్లాట్ విస్తీర్ణ శ్రేణి' },
};

/** Formulas that read better as a sentence than name by name. */
const FORMULA_SENTENCES: Readonly<Record<string, TWords>> = {
  'max(plot_area × rate_per_sq_m, minimum)': {
    en: 'Plot area × rate per sq m, not less than the minimum',
    te: 'ప్లాట్ విస్తీర్ణం × ఒక చ.మీ.కు రేటు, కనీస రుసుముకు తగ్గకుండా',
  },
  'flat_fee by plot_area band': {
    en: 'Flat fee by plot area band',
    te: 'ప్లాట్ విస్తీర్ణ శ్రేణి ప్రకారం నిర్ణీత రుసుము',
  },
  flat_fee: { en: 'Flat fee', te: 'నిర్ణీత రుసుము' },
  'entered by the officer': { en: 'Entered by the officer', te: 'అధికారి నమోదు చేసినది' },
};

/** User charges' plot area bands (fee-schedule.ts userCharges). */
const BANDS_TE: Readonly<Record<string, string>> = {
  'up to 75 sq yd': '75 చ.గ. వరకు',
  '75 sq yd to 200 sq m': '75 చ.గ. నుండి 200 చ.మీ. వరకు',
  '200 to 500 sq m': '200 నుండి 500 చ.మీ. వరకు',
  '500 to 1,000 sq m': '500 నుండి 1,000 చ.మీ. వరకు',
  '1,000 to 2,000 sq m': '1,000 నుండి 2,000 చ.మీ. వరకు',
  'above 2,000 sq m': '2,000 చ.మీ. పైబడి',
};

const capitalised = (text: string) => text.replace(/[a-z]/, (letter) => letter.toUpperCase());

/**
 * A fee line's formula as people read it, in the officer's language: "Built-up area × rate per sq m" for
 * "total_built_up_area × rate_per_sq_m". A name the schedule does not know stays as written.
 */
export function feeFormulaIn(formula: string, language: TLanguage): string {
  const sentence = FORMULA_SENTENCES[formula];
  if (sentence) return sentence[language];
  const words = formula.replace(/[a-z][a-z_]*/g, (name) => FEE_FORMULA_TERMS[name]?.[language] ?? name);
  return language === 'en' ? capitalised(words) : words;
}

/** A figure of a formula: Indian digit grouping, every decimal kept (a share of 0.005 is not 0.01). */
function figure(value: number, language: TLanguage): string {
  const decimals = Number.isInteger(value) ? 0 : Math.min(6, String(value).split('.')[1]?.length ?? 0);
  return formatIndianNumber(value, language, decimals);
}

function valueIn(name: string, value: number | string, language: TLanguage): string {
  if (name === 'ulb_grade' || typeof value === 'string') {
    if (language === 'te' && name === 'band') return BANDS_TE[String(value)] ?? String(value);
    return feeChoiceLabel(value, language);
  }
  return figure(value, language);
}

/** A formula's values as people read them: "plot area = 180, rate per sq m = 20", in the officer's language. */
export function feeFormulaValuesIn(values: TFormulaValues, language: TLanguage): string {
  return Object.entries(values)
    .map(([name, value]) => `${FEE_FORMULA_TERMS[name]?.[language] ?? name} = ${valueIn(name, value, language)}`)
    .join(', ');
}
