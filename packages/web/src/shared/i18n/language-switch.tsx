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
    setSwitching(true);
    void changeLanguage(target)
      .then(() => onChanged?.(target))
      .finally(() => setSwitching(false));
  };

  return (
    <Button variant="subtle" onClick={onClick} loading={isSwitching} lang={target}>
      {LANGUAGE_SWITCH_LABELS[language]}
    </Button>
  );
}
