import { DELAY_BANDS } from '@anumati/domain';
import { describe, expect, it } from 'vitest';
import { delayBandKey } from './delay-band-label';
import { chasingCellEn } from './i18n/en';

describe('the delay bands in the catalogue', () => {
  it.each(DELAY_BANDS.map((band) => band.label))('"%s" is named in English as domain names it', (label) => {
    const key = delayBandKey(label);
    expect(key && chasingCellEn.delayBands[key]).toBe(label);
  });

  it('has no band domain lacks', () => {
    expect(Object.keys(chasingCellEn.delayBands)).toHaveLength(DELAY_BANDS.length);
  });
});
