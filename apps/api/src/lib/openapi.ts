/** Helpers for route schemas: the error responses every route documents. */
import { errorResponseSchema } from '@huella/shared/schemas/common';

const DESCRIPTIONS = {
  400: 'Datos no válidos',
  401: 'Sin sesión o sesión no válida',
  403: 'Sin permiso',
  404: 'No encontrado',
  409: 'En conflicto con el estado actual',
  413: 'Formulario demasiado grande',
  429: 'Demasiados intentos',
  503: 'Servidor ocupado: reintentar tras Retry-After',
} as const;

type ErrorStatus = keyof typeof DESCRIPTIONS;

/** `{400: errorResponseSchema, …}` for the given statuses, with a Spanish description each. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, errorResponseSchema.describe(DESCRIPTIONS[status])]),
  ) as Record<S, typeof errorResponseSchema>;
}

export const bearerAuth = [{ bearerAuth: [] }];
