/**
 * Renders routes the way the app does (the real Providers: query cache,
 * dialog, toasts) inside a memory router, with an optional signed-in session.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import toast from 'react-hot-toast';
import './match-media';
import { Providers } from '../app/providers';
import { sessionStore } from '../lib/session-store';

export const TEST_SESSION = {
  access: 'access-token',
  refresh: 'refresh-token',
  email: 'ana@example.com',
};

interface RenderRoutesOptions {
  initialEntries?: Array<string | { pathname: string; search?: string; state?: unknown }>;
  /** Start signed in (true uses TEST_SESSION). */
  session?: boolean | typeof TEST_SESSION;
}

export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], session = false }: RenderRoutesOptions = {},
) {
  toast.remove();
  sessionStore.clear();
  if (session) {
    const { access, refresh, email } = session === true ? TEST_SESSION : session;
    sessionStore.start({ access, refresh }, email);
  }
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(routes, { initialEntries });
  const user = userEvent.setup();
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, user, queryClient };
}

/** A stand-in screen that only says where we are. */
export function Landing({ name }: { name: string }) {
  return <h1>{name}</h1>;
}
