import { OTP_LENGTH } from '@anumati/domain';
import { Input, PinInput } from '@mantine/core';

/** The four-digit code (spec 1 §9), one box a digit, with its label for screen readers and tests. */
export function OtpField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <Input.Wrapper label="OTP" error={error} id="otp">
      <PinInput
        length={OTP_LENGTH}
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
