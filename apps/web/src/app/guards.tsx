/**
 * Route guards (spec §2, §6): guest-only screens send a signed-in user to
 * /dashboard; protected screens send a guest to /login, remembering where
 * they were going so login can take them back.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectTarget } from '../features/auth/utils/redirect-target';
import { useSession } from '../lib/session';

export function GuestOnly() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  return isAuthenticated ? <Navigate to={redirectTarget(location.state)} replace /> : <Outlet />;
}

export function RequireSession() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  return isAuthenticated ? <Outlet /> : <Navigate to="/login" replace state={{ from: location }} />;
}
