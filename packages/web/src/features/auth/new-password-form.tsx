import { AUTH_MESSAGES, changePasswordSchema } from '@anumati/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { schemaErrors } from '../../shared/forms/schema-errors';
import { notifySuccess } from '../../shared/notify';
import { useChangeOfficerPasswordMutation } from './api/change-officer-password.mutation';
import { useResetOfficerPasswordMutation } from './api/reset-officer-password.mutation';
import { NewPasswordFields } from './new-password-fields';
import { OtpField } from './otp-field';
import { InlineError } from '../../shared/errors/inline-error';
import { useOtpLength } from '../../shared/settings/public-settings.query';
import { useTranslation } from 'react-i18next';
import { domainMessage } from '../../shared/i18n/i18n';

type TFields = { password: string; passwordConfirmation: string; otpSecretKey: string };

/**
 * New password, confirmation and the code (OTP_LENGTH digits) (spec 1 §2.4, §5), shared by the reset and the change
 * flows. Checked with the same schema the server uses; the server's refusal shows in red.
 */
export function NewPasswordForm({
  username,
  initialCode = '',
  askPassword = true,
  passwords,
  onBack,
}: {
  username: string | undefined;
  initialCode?: string;
  askPassword?: boolean;
  passwords?: { password: string; passwordConfirmation: string };
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [fields, setFields] = useState<TFields>({
    password: passwords?.password ?? '',
    passwordConfirmation: passwords?.passwordConfirmation ?? '',
    otpSecretKey: initialCode,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangeOfficerPasswordMutation();
  const resend = useResetOfficerPasswordMutation();
  const otpLength = useOtpLength();
  const set = (field: keyof TFields) => (value: string) => setFields((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!username) return;
    const values = { username, ...fields };
    const found = schemaErrors(changePasswordSchema(otpLength), values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(values, { onSuccess: () => void navigate('/password-success', { replace: true }) });
  };

  const onResend = () => {
    if (username)
      resend.mutate({ username }, { onSuccess: () => notifySuccess(domainMessage(AUTH_MESSAGES.otpResent)) });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {askPassword && (
          <NewPasswordFields values={fields} errors={errors} onChange={(field, value) => set(field)(value)} />
        )}
        {!askPassword && <InlineError message={errors.password ?? errors.passwordConfirmation} />}
        <OtpField value={fields.otpSecretKey} onChange={set('otpSecretKey')} error={errors.otpSecretKey} />
        <InlineError error={change.error} />
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={onBack}>
            {t('newPassword.back')}
          </Anchor>
          <Anchor component="button" type="button" onClick={onResend} disabled={!username || resend.isPending}>
            {t('newPassword.resend')}
          </Anchor>
        </Group>
        <Button type="submit" disabled={!username} loading={change.isPending}>
          {askPassword ? t('newPassword.save') : t('newPassword.submit')}
        </Button>
        {fields.otpSecretKey.length > 0 && fields.otpSecretKey.length < otpLength && (
          <Text size="xs" c="gray.7">
            {t('newPassword.enterAllDigits', { digits: otpLength })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
