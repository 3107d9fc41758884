import { LANGUAGE_SWITCH_LABELS, otherLanguage, type TLanguage } from '@anumati/domain';
import { useState } from 'react';
import controls from '../styles/plain-controls.module.css';
import { changeLanguage } from './i18n';
import { useLanguage } from './use-language';

/**
 * GIGW 3.0: a prominent switch to the other language, named in that language ("తెలుగు" on English screens,
 * "English" on Telugu ones) and marked with its language so a screen reader pronounces it right. A plain button
 * drawn as Mantine's default one: the sign-in page shows it and loads no UI kit (issue 54 §6).
 */
export function LanguageSwitch({ onChanged }: { onChanged?: (language: TLanguage) => void }) {
  const language = useLanguage();
  const [isSwitching, setSwitching] = useState(false);
  const target = otherLanguage(language);

  const onClick = () => {
    if (isSwitching) return;
    setSwitching(true);
    void changeLanguage(target)
      .then(() => onChanged?.(target))
      .finally(() => setSwitching(false));
  };

  return (
    // Busy, not a spinner: the Telugu catalogues load in a moment, and a spinner's faded label would fall below the
    // contrast ratio while it shows (the controls' spinner is for filled buttons only).
    // The default look (dark text on white, a border): its label keeps the AA contrast on any bar it sits on,
    // hovered or not. It never shrinks beside a long Telugu product name (flex-shrink: 0).
    <button type="button" className={controls.button} onClick={onClick} aria-busy={isSwitching} lang={target}>
      {LANGUAGE_SWITCH_LABELS[language]}
    </button>
  );
}
