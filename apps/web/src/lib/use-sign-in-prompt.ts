/**
 * The spec's guest warning (§8 'Inicia sesión para continuar'), shared by every
 * action that needs an account (the favourite heart, "Quiero adoptar",
 * "Contactar con el refugio"): confirm → /login, and back here afterwards.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDialog } from '../components/ui/dialog';

export function useSignInPrompt() {
  const dialog = useDialog();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async ({ title, message }: { title: string; message: string }) => {
      const confirmed = await dialog.confirm({ title, message, type: 'warning' });
      if (confirmed) await navigate('/login', { state: { from: location } });
    },
    [dialog, navigate, location],
  );
}
