import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { commonMessages } from '@huella/shared/messages/common';
import { server } from '../testing/server';
import { api, ApiError, apiUrl, setSessionExpiredHandler } from './api-client';
import { sessionStore } from './session-store';

const onExpired = vi.fn();

beforeEach(() => {
  sessionStore.start({ access: 'access-1', refresh: 'refresh-1' }, 'ana@example.com');
  setSessionExpiredHandler(onExpired);
});

afterEach(() => {
  sessionStore.clear();
  onExpired.mockReset();
});

/** A protected endpoint that accepts only the given access token. */
function protectedMe(validToken: string, seen: string[] = []) {
  return http.get('*/users/api/users/me/', ({ request }) => {
    const authorization = request.headers.get('authorization') ?? '';
    seen.push(authorization);
    return authorization === `Bearer ${validToken}`
      ? HttpResponse.json({ email: 'ana@example.com' })
      : HttpResponse.json({ error: 'Sesión caducada', code: 'invalid_token' }, { status: 401 });
  });
}

describe('api client', () => {
  it('sends the stored access token as a bearer header', async () => {
    const seen: string[] = [];
    server.use(protectedMe('access-1', seen));

    await expect(api('/users/api/users/me/')).resolves.toEqual({ email: 'ana@example.com' });
    expect(seen).toEqual(['Bearer access-1']);
  });

  it('on 401 refreshes once, retries and keeps the rotated pair', async () => {
    const seen: string[] = [];
    let refreshes = 0;
    server.use(
      protectedMe('access-2', seen),
      http.post('*/users/api/token/refresh/', async ({ request }) => {
        refreshes += 1;
        expect(await request.json()).toEqual({ refresh: 'refresh-1' });
        return HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' });
      }),
    );

    const [first, second] = await Promise.all([
      api('/users/api/users/me/'),
      api('/users/api/users/me/'),
    ]);

    expect(first).toEqual({ email: 'ana@example.com' });
    expect(second).toEqual({ email: 'ana@example.com' });
    expect(refreshes).toBe(1);
    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(seen.filter((header) => header === 'Bearer access-2')).toHaveLength(2);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('when the refresh fails, ends the session and sends the user to log in', async () => {
    server.use(
      protectedMe('never-valid'),
      http.post('*/users/api/token/refresh/', () =>
        HttpResponse.json({ error: 'Caducada', code: 'invalid_token' }, { status: 401 }),
      ),
    );

    await expect(api('/users/api/users/me/')).rejects.toBeInstanceOf(ApiError);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('userEmail')).toBeNull();
  });

  it("turns an error response into an ApiError with the server's Spanish message and fields", async () => {
    server.use(
      http.post('*/users/api/users/', () =>
        HttpResponse.json(
          {
            error: 'Ya existe una cuenta con este correo electrónico.',
            code: 'email_taken',
            fields: { email: ['Ya existe una cuenta con este correo electrónico.'] },
          },
          { status: 400 },
        ),
      ),
    );

    const failure = await api('/users/api/users/', { method: 'POST', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      message: 'Ya existe una cuenta con este correo electrónico.',
      status: 400,
      code: 'email_taken',
      fields: { email: ['Ya existe una cuenta con este correo electrónico.'] },
    });
  });

  it('explains a network failure in Spanish', async () => {
    server.use(http.get('*/healthz', () => HttpResponse.error()));

    await expect(api('/healthz', { auth: false })).rejects.toMatchObject({
      message: commonMessages.errors.network,
      code: 'network_error',
    });
  });

  it('joins image paths to the base address even with a doubled slash', () => {
    expect(apiUrl('media/pets/a.webp')).toBe('/media/pets/a.webp');
    expect(apiUrl('//media/pets/a.webp')).toBe('/media/pets/a.webp');
  });
});
