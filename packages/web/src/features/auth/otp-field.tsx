import { type ChangeEvent, type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../../shared/styles/plain-controls.module.css';
import { useOtpLength } from '../../shared/settings/public-settings.query';
import classes from './sign-in.module.css';

/**
 * The one-time code, one box a digit (4 by default, spec 1 §9; the server's OTP_LENGTH), with its label for screen
 * readers and tests. It always comes after a step the officer just finished (the password, the username), so its
 * first box takes the focus (issue 55 §3: focus stayed on the page's body after the password step). A digit typed
 * moves on to the next box, Backspace in an empty box goes back, a pasted or autofilled code fills the boxes from
 * the one it lands in. Plain inputs, as Mantine's PinInput drew them: the sign-in page shows this field and loads
 * no UI kit (issue 54 §6).
 */
export function OtpField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const otpLength = useOtpLength();
  const labelId = useId();
  const errorId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: otpLength }, (_, index) => value[index] ?? '');

  const focusBox = (index: number) => boxes.current[Math.min(Math.max(index, 0), otpLength - 1)]?.focus();

  const onBoxChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value.replace(/\D/g, '');
    const previous = digits[index] ?? '';
    // A digit typed into a filled box arrives beside the one it replaces.
    const entered = typed.length > 1 && previous !== '' && typed.startsWith(previous) ? typed.slice(1) : typed;
    const next = [...digits];
    if (entered === '') next[index] = '';
    else [...entered].slice(0, otpLength - index).forEach((digit, offset) => (next[index + offset] = digit));
    onChange(next.join(''));
    if (entered !== '') focusBox(index + entered.length);
  };

  const onBoxKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next.join(''));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') focusBox(index - 1);
    else if (event.key === 'ArrowRight') focusBox(index + 1);
  };

  return (
    <div className={controls.field}>
      <span id={labelId} className={controls.label}>
        {t('otpField.label')}
      </span>
      <div role="group" aria-labelledby={labelId} className={classes.digits}>
        {digits.map((digit, index) => (
          <input
            // The boxes are positions: their order never changes.
            key={index}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            className={`${controls.input} ${classes.digit}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // Issue 55 §3: the code's first box takes the focus after the step before it.
            autoFocus={index === 0}
            value={digit}
            onChange={onBoxChange(index)}
            onKeyDown={onBoxKeyDown(index)}
            onFocus={(event) => event.currentTarget.select()}
            aria-label={t('otpField.digit', { position: index + 1 })}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className={controls.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
