import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { DASHBOARD_SECTIONS } from '../hooks/use-dashboard-section';
import { DashboardMenu, type MenuBadges } from './dashboard-menu';

const renderMenu = (badges?: MenuBadges) =>
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: <DashboardMenu sections={DASHBOARD_SECTIONS} current="anuncios" badges={badges} />,
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

  it('shows the count it is given beside an entry, read after its name', async () => {
    renderMenu({ recibidas: { value: '3', label: ', 3 pendientes' } });
    const entry = await screen.findByRole('link', { name: 'Solicitudes recibidas, 3 pendientes' });
    expect(entry).toHaveAttribute('href', '/dashboard?seccion=recibidas');
    expect(entry).toHaveTextContent('Solicitudes recibidas3, 3 pendientes');
    expect(screen.getByRole('link', { name: 'Mis solicitudes' })).toBeInTheDocument();
  });

  it('marks no entry as current while the landing section is still being worked out', async () => {
    renderRoutes(
      [
        {
          path: '/dashboard',
          element: <DashboardMenu sections={DASHBOARD_SECTIONS} current={null} />,
        },
      ],
      { initialEntries: ['/dashboard'], session: true },
    );
    await screen.findByRole('link', { name: 'Anuncios' });
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});
