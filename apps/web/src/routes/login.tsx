/** /login (spec §2): bare layout, guests only. */
import { Link } from 'react-router';
import { authMessages } from '@huella/shared/messages/auth';
import { useDocumentTitle } from '../lib/document-title';
import { AuthCard } from '../features/auth/components/auth-card';
import { LoginForm } from '../features/auth/components/login-form';

export default function LoginRoute() {
  useDocumentTitle(authMessages.login.title);
  return (
    <AuthCard
      title={authMessages.login.title}
      footer={
        <>
          {authMessages.login.noAccount}{' '}
          <Link
            to="/register"
            className="font-semibold text-accent underline-offset-4 hover:underline"
          >
            {authMessages.login.toRegister}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
