import { AUTH_MESSAGES, ZNewPasswordSchema, ZResetUsernameSchema } from '@anumati/domain';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { schemaErrors } from '../../shared/forms/schema-errors';
import { notifySuccess } from '../../shared/notify';
import { useResetOfficerPasswordMutation } from './api/reset-officer-password.mutation';
import { AuthLayout } from './auth-layout';
import { NewPasswordFields } from './new-password-fields';
import { holdPendingChange } from './pending-password-change';
import { InlineError } from '../../shared/errors/inline-error';
import { useTranslation } from 'react-i18next';
import { ANNOUNCED_ERROR_PROPS } from '../../shared/forms/announced-error';
import { domainMessage } from '../../shared/i18n/i18n';

const ZChangeRequestSchema = z
  .object({
    username: ZResetUsernameSchema.shape.username,
    password: ZNewPasswordSchema,
    passwordConfirmation: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['passwordConfirmation'],
  });

/** Spec 1 §2.4: the new password first; the code sent by SMS is entered on /change-password-OTP. */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [values, setValues] = useState({ username: '', password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sendCode = useResetOfficerPasswordMutation();
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(ZChangeRequestSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const username = values.username.trim();
    sendCode.mutate(
      { username },
      {
        onSuccess: ({ resetOfficerPassword }) => {
          holdPendingChange({ password: values.password, passwordConfirmation: values.passwordConfirmation });
          notifySuccess(domainMessage(resetOfficerPassword.message));
          void navigate('/change-password-OTP', { state: { username } });
        },
      },
    );
  };

  return (
    <AuthLayout title={t('changePassword.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('changePassword.username')}
            value={values.username}
            onChange={(event) => set('username')(event.currentTarget.value)}
            error={errors.username}
            errorProps={ANNOUNCED_ERROR_PROPS}
          />
          <NewPasswordFields values={values} errors={errors} onChange={(field, value) => set(field)(value)} />
          <InlineError error={sendCode.error} />
          <Button type="submit" loading={sendCode.isPending}>
            {t('changePassword.sendOtp')}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {t('changePassword.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
