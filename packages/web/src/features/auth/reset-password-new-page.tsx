import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from './auth-layout';
import { NewPasswordForm } from './new-password-form';

type TResetState = { username?: string; code?: string } | null;

/** Spec 1 §2.4: Save stays disabled without a username in the navigation state. */
export function ResetPasswordNewPage() {
  const navigate = useNavigate();
  const state = useLocation().state as TResetState;
  return (
    <AuthLayout title="Officer's Password Change">
      <NewPasswordForm
        username={state?.username}
        initialCode={state?.code ?? ''}
        onBack={() => void navigate('/reset-password')}
      />
    </AuthLayout>
  );
}
