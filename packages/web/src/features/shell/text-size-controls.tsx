import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../../shared/styles/plain-controls.module.css';
import classes from './public-frame.module.css';
import { applyTextSize, setTextSize, TEXT_SIZES, type TTextSize, useTextSize } from './text-size';

const BUTTON_KEYS = {
  small: { face: 'textSize.smallerFace', name: 'textSize.smaller' },
  normal: { face: 'textSize.normalFace', name: 'textSize.normal' },
  large: { face: 'textSize.largerFace', name: 'textSize.larger' },
} as const satisfies Record<TTextSize, { face: string; name: string }>;

/**
 * A-, A, A+: each a named button, the chosen one pressed; the new size is announced once chosen. Plain buttons
 * drawn as Mantine's compact ones: the sign-in page shows them and loads no UI kit (issue 54 §6).
 */
export function TextSizeControls() {
  const { t } = useTranslation('shell');
  const size = useTextSize();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => applyTextSize(size), [size]);

  const onChoose = (next: TTextSize) => {
    setTextSize(next);
    setAnnouncement(t(`textSize.announced.${next}`));
  };

  return (
    <div className={classes.textSize} role="group" aria-label={t('textSize.group')}>
      {TEXT_SIZES.map((option) => (
        <button
          key={option}
          type="button"
          className={[controls.button, controls.compact, option === size ? controls.filled : ''].join(' ')}
          aria-pressed={option === size}
          // The name begins with the visible face (WCAG 2.5.3: a voice user says "click A plus").
          aria-label={`${t(BUTTON_KEYS[option].face)} ${t(BUTTON_KEYS[option].name)}`}
          onClick={() => onChoose(option)}
        >
          {t(BUTTON_KEYS[option].face)}
        </button>
      ))}
      <div className={controls.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
