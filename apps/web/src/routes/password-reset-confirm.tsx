/** /recuperar-contrasena/nueva?token=…: choose a new password from the emailed link. */
import { Link, useSearchParams } from 'react-router';
import { authMessages } from '@huella/shared/messages/auth';
import { useDocumentTitle } from '../lib/document-title';
import { AuthCard } from '../features/auth/components/auth-card';
import { PasswordResetConfirmForm } from '../features/auth/components/password-reset-confirm-form';

export default function PasswordResetConfirmRoute() {
  useDocumentTitle(authMessages.reset.confirmTitle);
  const [params] = useSearchParams();
  return (
    <AuthCard
      title={authMessages.reset.confirmTitle}
      footer={
        <Link to="/login" className="font-semibold text-accent underline-offset-4 hover:underline">
          {authMessages.reset.backToLogin}
        </Link>
      }
    >
      <PasswordResetConfirmForm token={params.get('token')} />
    </AuthCard>
  );
}
