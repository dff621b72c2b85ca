/**
 * Logout as spec §2/§4 describe it: ask first, tell the server (with the
 * refresh token, when there is one), always clear the session, say goodbye
 * and go to /login. A failing server call must never keep the user signed in.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { authMessages } from '@huella/shared/messages/auth';
import { useDialog } from '../../../components/ui/dialog';
import { sessionStore } from '../../../lib/session-store';
import { logout } from '../api/logout';

export function useLogout(): () => Promise<void> {
  const dialog = useDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    const confirmed = await dialog.confirm({
      title: authMessages.logout.confirmTitle,
      message: authMessages.logout.confirmMessage,
      type: 'warning',
    });
    if (!confirmed) return;
    const refresh = sessionStore.get().refreshToken;
    if (refresh) {
      try {
        await logout(refresh);
      } catch (error) {
        console.warn('Logout failed; clearing the local session anyway.', error);
      }
    }
    sessionStore.clear();
    // Whatever was cached belonged to the previous user.
    queryClient.clear();
    toast.success(authMessages.logout.done);
    await navigate('/login');
  }, [dialog, navigate, queryClient]);
}
