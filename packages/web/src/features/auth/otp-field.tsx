import { Input, PinInput } from '@mantine/core';
import { useOtpLength } from '../../shared/settings/public-settings.query';

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
  const otpLength = useOtpLength();
  return (
    <Input.Wrapper label="OTP" error={error} id="otp">
      <PinInput
        length={otpLength}
        type="number"
        oneTimeCode
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        aria-label="OTP"
        getInputProps={(index) => ({ 'aria-label': `OTP digit ${index + 1}` })}
      />
    </Input.Wrapper>
  );
}
