/** POST /users/api/logout/ {refresh} → 204: the server revokes that refresh token. */
import { api } from '../../../lib/api-client';

export const logout = (refresh: string) =>
  api<void>('/users/api/logout/', { method: 'POST', body: { refresh }, auth: false });
