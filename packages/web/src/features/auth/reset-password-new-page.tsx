import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from './auth-layout';
import { NewPasswordForm } from './new-password-form';
import { useTranslation } from 'react-i18next';

type TResetState = { username?: string; code?: string } | null;

/** Spec 1 §2.4: Save stays disabled without a username in the navigation state. */
export function ResetPasswordNewPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const state = useLocation().state as TResetState;
  return (
    <AuthLayout title={t('resetPassword.title')}>
      <NewPasswordForm
        username={state?.username}
        initialCode={state?.code ?? ''}
        onBack={() => void navigate('/reset-password')}
      />
    </AuthLayout>
  );
}
