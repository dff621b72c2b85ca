/** /recuperar-contrasena: ask for a password reset link (PRODUCT.md). */
import { Link } from 'react-router';
import { authMessages } from '@huella/shared/messages/auth';
import { useDocumentTitle } from '../lib/document-title';
import { AuthCard } from '../features/auth/components/auth-card';
import { PasswordResetRequestForm } from '../features/auth/components/password-reset-request-form';

export default function PasswordResetRequestRoute() {
  useDocumentTitle(authMessages.reset.requestTitle);
  return (
    <AuthCard
      title={authMessages.reset.requestTitle}
      intro={<p>{authMessages.reset.requestIntro}</p>}
      footer={
        <Link to="/login" className="font-semibold text-accent underline-offset-4 hover:underline">
          {authMessages.reset.backToLogin}
        </Link>
      }
    >
      <PasswordResetRequestForm />
    </AuthCard>
  );
}
