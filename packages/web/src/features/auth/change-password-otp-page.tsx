import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from './auth-layout';
import { NewPasswordForm } from './new-password-form';
import { takePendingChange } from './pending-password-change';
import { useTranslation } from 'react-i18next';

/** Spec 1 §2.4: the code that completes a password change. */
export function ChangePasswordOtpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const username = (useLocation().state as { username?: string } | null)?.username;
  const passwords = takePendingChange();
  if (!username || !passwords) return <Navigate to="/change-password" replace />;
  return (
    <AuthLayout title={t('otp.title')}>
      <NewPasswordForm
        username={username}
        askPassword={false}
        passwords={passwords}
        onBack={() => void navigate('/change-password')}
      />
    </AuthLayout>
  );
}
