import { LANGUAGE_SWITCH_LABELS, otherLanguage, type TLanguage } from '@anumati/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { changeLanguage } from './i18n';
import { useLanguage } from './use-language';

/**
 * GIGW 3.0: a prominent switch to the other language, named in that language ("తెలుగు" on English screens,
 * "English" on Telugu ones) and marked with its language so a screen reader pronounces it right.
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
    // contrast ratio while it shows.
    // The default variant (dark text on white, a border): its label keeps the AA contrast on any bar it sits on,
    // hovered or not (a subtle blue one fell to 4:1 on the light-blue public header under the pointer).
    // It never shrinks beside a long Telugu product name: the public screens' header cut it to "Engli".
    <Button variant="default" onClick={onClick} aria-busy={isSwitching} lang={target} style={{ flexShrink: 0 }}>
      {LANGUAGE_SWITCH_LABELS[language]}
    </Button>
  );
}
