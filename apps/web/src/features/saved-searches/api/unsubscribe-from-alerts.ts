/**
 * POST /users/api/saved-searches/unsubscribe/?token=… → 200 {detail}: the
 * alerts of the search the link came with stop (the search is paused, not
 * deleted); 404 for an unknown link. No session needed.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const unsubscribeFromAlerts = (token: string) =>
  api<{ detail: string }>(
    `/users/api/saved-searches/unsubscribe/?token=${encodeURIComponent(token)}`,
    { method: 'POST', body: {}, auth: false },
  );

export const useUnsubscribeFromAlertsMutation = () =>
  useMutation({ mutationFn: unsubscribeFromAlerts });
