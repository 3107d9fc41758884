import { DELAY_BANDS } from '@anumati/domain';
import { useTranslation } from 'react-i18next';
import { chasingCellEn } from './i18n/en';

const BAND_KEYS = Object.keys(chasingCellEn.delayBands) as (keyof typeof chasingCellEn.delayBands)[];

/** The catalogue name of one of domain's delay bands ('4–7 days'), by its place among them. */
export function delayBandKey(label: string): keyof typeof chasingCellEn.delayBands | undefined {
  const index = DELAY_BANDS.findIndex((band) => band.label === label);
  return index < 0 ? undefined : BAND_KEYS[index];
}

/** A delay band as the server names it (domain's label), in the officer's language. */
export function useDelayBandLabel(): (label: string) => string {
  const { t } = useTranslation('chasing-cell');
  return (label) => {
    const key = delayBandKey(label);
    return key ? t(`delayBands.${key}`) : label;
  };
}
