/** GET /staff/api/dashboard/: the platform's figures for the staff dashboard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffDashboard } from '@huella/shared/schemas/staff-admin';
import { api } from '../../../../lib/api-client';
import { STAFF_API } from '../../moderation/api/keys';

export const getDashboard = (signal?: AbortSignal) =>
  api<StaffDashboard>(`${STAFF_API}/dashboard/`, { signal });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'dashboard'] as const,
    queryFn: ({ signal }) => getDashboard(signal),
  });

export function useStaffDashboard() {
  return useQuery(dashboardQueryOptions());
}
