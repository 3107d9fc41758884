import { Input, PinInput } from '@mantine/core';
import { useOtpLength } from '../../shared/settings/public-settings.query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCED_ERROR_PROPS } from '../../shared/forms/announced-error';

/**
 * The one-time code, one box a digit (4 by default, spec 1 §9; the server's OTP_LENGTH), with its label for screen
 * readers and tests.
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
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        aria-label={t('otpField.label')}
        getInputProps={(index) => ({ 'aria-label': t('otpField.digit', { position: index + 1 }) })}
      />
    </Input.Wrapper>
  );
}
