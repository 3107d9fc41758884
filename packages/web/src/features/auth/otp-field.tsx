import { Input, PinInput } from '@mantine/core';
import { useOtpLength } from '../../shared/settings/public-settings.query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCED_ERROR_PROPS } from '../../shared/forms/announced-error';

/**
 * The one-time code, one box a digit (4 by default, spec 1 §9; the server's OTP_LENGTH), with its label for screen
 * readers and tests. It always comes after a step the officer just finished (the password, the username), so its
 * first box takes the focus (issue 55 §3: focus stayed on the page's body after the password step).
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
  return (
    <Input.Wrapper label={t('otpField.label')} error={error} id="otp" errorProps={ANNOUNCED_ERROR_PROPS}>
      <PinInput
        length={otpLength}
        type="number"
        oneTimeCode
        autoFocus
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        aria-label={t('otpField.label')}
        getInputProps={(index) => ({ 'aria-label': t('otpField.digit', { position: index + 1 }) })}
      />
    </Input.Wrapper>
  );
}
