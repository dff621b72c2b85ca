/**
 * The one API client: JSON in and out, the bearer token on every call when one
 * exists, one refresh-and-retry on 401, then the session ends and the app goes
 * to /login. Failures become ApiError with the server's Spanish message.
 */
import { commonMessages } from '@huella/shared/messages/common';
import { sessionStore } from './session-store';

export const API_BASE_URL: string =
  (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the bearer token and refresh on 401 (default true). */
  auth?: boolean;
  /** Extra headers (a stream's Accept and Last-Event-ID). */
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

let onSessionExpired: () => void = () => {
  window.location.assign('/login');
};

/** The router registers how to go to /login without a full reload. */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** A path relative to the API base address (`media/pets/…`), tolerant of a doubled slash. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${API_BASE_URL}/${path.replace(/^\/+/, '')}`;
}

let refreshing: Promise<boolean> | null = null;

/**
 * Rotates the refresh token once, shared by every call that got a 401 at the
 * same time (and by the chat stream when its access token expires).
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = sessionStore.get().refreshToken;
    if (!refresh) return false;
    try {
      const response = await fetch(apiUrl('/users/api/token/refresh/'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      if (!response.ok) return false;
      sessionStore.updateTokens((await response.json()) as { access: string; refresh: string });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = sessionStore.get().accessToken;
  if (options.auth !== false && token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(commonMessages.errors.network, 0, 'network_error');
  }
}

/** The API's error for a failed response (its Spanish message, code and field errors). */
export async function toApiError(response: Response): Promise<ApiError> {
  try {
    const payload = (await response.json()) as {
      error?: string;
      code?: string;
      fields?: Record<string, string[]>;
    };
    return new ApiError(
      payload.error ?? commonMessages.errors.unknown,
      response.status,
      payload.code ?? 'unknown',
      payload.fields,
    );
  } catch {
    return new ApiError(commonMessages.errors.unknown, response.status, 'unknown');
  }
}

/**
 * The raw response of an authorised call, after the one refresh-and-retry on
 * 401 (or the end of the session). For bodies that are not JSON, such as the
 * chat's event stream, which EventSource cannot send a bearer header for.
 */
export async function authorizedFetch(
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  let response = await send(path, options);
  const hadToken = options.auth !== false && Boolean(sessionStore.get().accessToken);
  if (response.status === 401 && hadToken) {
    if (await refreshSession()) response = await send(path, options);
    // The refresh failed, or even the fresh token was refused: the session is over,
    // unless the app ended it itself meanwhile (logout, account deletion), which
    // says where to go next.
    if (response.status === 401 && sessionStore.get().accessToken) {
      sessionStore.clear();
      onSessionExpired();
    }
  }
  return response;
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await authorizedFetch(path, options);
  if (!response.ok) throw await toApiError(response);
  const data = (response.status === 204 ? undefined : await response.json()) as T;
  return { data, headers: response.headers };
}

export const api = async <T>(path: string, options: RequestOptions = {}): Promise<T> =>
  (await apiRequest<T>(path, options)).data;
