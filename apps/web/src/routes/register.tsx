/** /register (spec §2): bare layout, guests only (PRODUCT.md). */
import { Link } from 'react-router';
import { authMessages } from '@huella/shared/messages/auth';
import { useDocumentTitle } from '../lib/document-title';
import { AuthCard } from '../features/auth/components/auth-card';
import { RegisterForm } from '../features/auth/components/register-form';

export default function RegisterRoute() {
  useDocumentTitle(authMessages.register.title);
  return (
    <AuthCard
      title={authMessages.register.title}
      footer={
        <>
          {authMessages.register.haveAccount}{' '}
          <Link
            to="/login"
            className="font-semibold text-accent underline-offset-4 hover:underline"
          >
            {authMessages.register.toLogin}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
