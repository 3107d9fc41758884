import { describe, expect, it } from 'vitest';
import { HOUSE_FEE_INPUTS } from './fee.fixture';
import { FEE_FORMULA_TERMS, feeFormulaIn, feeFormulaValuesIn } from './fee-formula-words';
import { FEE_AUTHORITIES, type TFeeInputs } from './fee-inputs';
import { DEFAULT_FEE_RATES } from './fee-rates';
import { calculateFee, type TFeeHeadAmount } from './fee-schedule';

/** Every authority, purpose and layout case, for a small and a large plot: each formula the schedule writes. */
function everyLine(): TFeeHeadAmount[] {
  const lines: TFeeHeadAmount[] = [];
  for (const authority of FEE_AUTHORITIES) {
    for (const building_purpose of ['Residential', 'Non Residential'] as const) {
      for (const [plot_area, height] of [
        [60, 7],
        [180, 7],
        [450, 10],
        [900, 18],
        [1500, 18],
        [3000, 30],
      ] as const) {
        const inputs: TFeeInputs = {
          ...HOUSE_FEE_INPUTS,
          authority,
          building_purpose,
          plot_area,
          net_plot_area: plot_area,
          total_built_up_area: plot_area * 2,
          floor_built_up_area: plot_area / 2,
          height,
          application_type: plot_area > 500 ? 'SW' : 'SC',
          approval_type: 'Building Under BPS',
          vlt_paid: 'No',
          sub_div_of_plot: 'Yes',
          ghmc_zone_area: authority === 'GHMC' ? 'Other Areas' : null,
        };
        lines.push(...calculateFee(inputs, DEFAULT_FEE_RATES).heads);
      }
    }
  }
  return lines;
}

const CODE_NAME = /[a-z]+_[a-z_]+/;
const TELUGU = /[\u0C00-\u0C7F]/;

describe('fee formulas written for people (issue 55)', () => {
  it('reads the built-up area formula in words, in both languages', () => {
    expect(feeFormulaIn('total_built_up_area × rate_per_sq_m', 'en')).toBe('Built-up area × rate per sq m');
    expect(feeFormulaIn('total_built_up_area × rate_per_sq_m', 'te')).toBe('నిర్మిత విస్తీర్ణం × ఒక చ.మీ.కు రేటు');
    expect(feeFormulaIn('(plot_area − floor_built_up_area) × rate_per_sq_m', 'en')).toBe(
      '(Plot area − floor built-up area) × rate per sq m',
    );
  });

  it('leaves no code name in any formula or value the schedule writes, and keeps its numbers', () => {
    const lines = everyLine();
    const formulas = new Set(lines.map((line) => line.formula_string));
    // The schedule's formula kinds: per sq m of three areas, two HMDA areas, sub-division's minimum, land value
    // shares, labour cess, vacant plot, flat fees and user charges.
    expect(formulas.size).toBeGreaterThanOrEqual(10);
    for (const line of lines) {
      for (const language of ['en', 'te'] as const) {
        const formula = feeFormulaIn(line.formula_string, language);
        const values = feeFormulaValuesIn(line.formula_values, language);
        expect(formula, line.formula_string).not.toMatch(CODE_NAME);
        expect(values, line.formula_string).not.toMatch(CODE_NAME);
        if (language === 'te') {
          expect(formula, line.formula_string).toMatch(TELUGU);
          expect(formula, line.formula_string).not.toMatch(/\b(plot|area|rate|share|fee|value)\b/i);
        }
      }
      expect((feeFormulaIn(line.formula_string, 'te').match(/\d+(\.\d+)?/g) ?? []).sort()).toEqual(
        (line.formula_string.match(/\d+(\.\d+)?/g) ?? []).sort(),
      );
    }
  });

  it('reads the values with their names, Indian digit grouping and every decimal of a share', () => {
    expect(feeFormulaValuesIn({ plot_area: 180, market_value: 30_000, share: 0.005 }, 'en')).toBe(
      'plot area = 180, market value per sq yd = 30,000, share = 0.005',
    );
    expect(feeFormulaValuesIn({ building_purpose: 'Residential', ulb_grade: 1, band: '200 to 500 sq m' }, 'te')).toBe(
      'భవన వినియోగం = నివాస, ULB గ్రేడ్ = గ్రేడ్ 1, ప్లాట్ విస్తీర్ణ శ్రేణి = 200 నుండి 500 చ.మీ. వరకు',
    );
  });

  it('names every term in Telugu script (acronyms apart)', () => {
    for (const [name, words] of Object.entries(FEE_FORMULA_TERMS)) {
      expect(words.te, name).toMatch(TELUGU);
      expect(words.en, name).not.toMatch(CODE_NAME);
    }
  });

  it('keeps a formula it does not know as written', () => {
    expect(feeFormulaIn('surcharge × factor', 'te')).toBe('surcharge × factor');
  });
});
