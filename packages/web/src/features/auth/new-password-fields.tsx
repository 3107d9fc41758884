import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordErrorProps } from '../../shared/forms/announced-error';

type TPasswordPair = { password: string; passwordConfirmation: string };

/** New Password and Confirm Password (spec 1 §2.4), with their messages. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
}: {
  values: TPasswordPair;
  errors: Record<string, string>;
  onChange: (field: keyof TPasswordPair, value: string) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  // Mantine names the eye in English ("Toggle password visibility").
  const eye = { 'aria-label': t('common:showPassword') };
  return (
    <>
      <PasswordInput
        label={t('newPassword.newPassword')}
        autoComplete="new-password"
        visibilityToggleButtonProps={eye}
        value={values.password}
        onChange={(event) => onChange('password', event.currentTarget.value)}
        {...passwordErrorProps(errors.password)}
      />
      <PasswordInput
        label={t('newPassword.confirmPassword')}
        autoComplete="new-password"
        visibilityToggleButtonProps={eye}
        value={values.passwordConfirmation}
        onChange={(event) => onChange('passwordConfirmation', event.currentTarget.value)}
        {...passwordErrorProps(errors.passwordConfirmation)}
      />
    </>
  );
}
