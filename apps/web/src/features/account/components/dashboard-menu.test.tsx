import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { DASHBOARD_SECTIONS } from '../hooks/use-dashboard-section';
import { DashboardMenu } from './dashboard-menu';

const renderMenu = () =>
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: <DashboardMenu sections={DASHBOARD_SECTIONS} current="anuncios" />,
      },
    ],
    { initialEntries: ['/dashboard'], session: true },
  );

describe('Mi cuenta’s menu', () => {
  it('shows unread chat messages on "Chat", read as "Chat, 1 mensaje sin leer"', async () => {
    server.use(
      http.get('*/chat/api/unread/', () => HttpResponse.json({ total: 1, conversations: 1 })),
    );
    renderMenu();
    expect(await screen.findByRole('link', { name: 'Chat, 1 mensaje sin leer' })).toHaveAttribute(
      'href',
      '/dashboard?seccion=chat',
    );
  });

  it('shows plain "Chat" when everything is read', async () => {
    renderMenu();
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });
});
