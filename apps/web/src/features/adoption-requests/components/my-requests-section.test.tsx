import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { commonMessages } from '@huella/shared/messages/common';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import { fakeRequestsApi, makeRequest } from '../test-fixtures';
import { MyRequestsSection } from './my-requests-section';

const listText = adoptionRequestsScreensMessages.list;
const detailText = adoptionRequestsScreensMessages.detail;
const actionsText = adoptionRequestsScreensMessages.actions;

const renderSection = (search = '?seccion=solicitudes') =>
  renderRoutes([{ path: '/dashboard', element: <MyRequestsSection /> }], {
    initialEntries: [`/dashboard${search}`],
    session: true,
  });

const LUNA = makeRequest(5, {
  events: [
    {
      id: 50,
      from_state: null,
      to_state: 'pendiente',
      author: { id: 12, name: 'Ana García' },
      author_side: 'adoptante',
      note: '',
      created_at: '2026-11-20T09:30:00Z',
    },
    {
      id: 51,
      from_state: 'pendiente',
      to_state: 'en_revision',
      author: { id: 7, name: 'Marta Ruiz' },
      author_side: 'refugio',
      note: 'Te llamamos esta semana.',
      created_at: '2026-11-21T23:15:00Z',
    },
  ],
  state: 'en_revision',
});
const TOBY = makeRequest(6, {
  pet: { id: 4, name: 'Toby', kind: 'perro', state: 'en_adopcion', image: null },
  shelter: { id: 2, name: 'Protectora Sol' },
  state: 'rechazada',
  actions: [],
  created_at: '2026-10-02T08:00:00Z',
});

describe('Mi cuenta → Solicitudes', () => {
  it('lists the requests with the animal, shelter, state and date in Spanish', async () => {
    fakeRequestsApi([LUNA, TOBY]);
    renderSection();
    const list = await screen.findByRole('list', { name: listText.label });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Luna');
    expect(items[0]).toHaveTextContent('Refugio Esperanza');
    expect(items[0]).toHaveTextContent('En revisión');
    expect(items[0]).toHaveTextContent('Enviada el 20 de noviembre de 2026');
    expect(items[1]).toHaveTextContent('Protectora Sol');
    expect(items[1]).toHaveTextContent('Rechazada');
    expect(within(list).getByRole('link', { name: listText.view('Toby') })).toHaveAttribute(
      'href',
      '/dashboard?seccion=solicitudes&solicitud=6',
    );
  });

  it('opens a request: answers, timeline with who and when, conversation link', async () => {
    fakeRequestsApi([LUNA, TOBY]);
    const { user, router } = renderSection();
    await user.click(await screen.findByRole('link', { name: listText.view('Luna') }));
    expect(router.state.location.search).toBe('?seccion=solicitudes&solicitud=5');
    const title = await screen.findByRole('heading', { name: detailText.title('Luna') });
    expect(title).toHaveFocus();

    const answers = screen.getByRole('region', { name: detailText.answers });
    expect(within(answers).getByText('Vivienda').nextSibling).toHaveTextContent('Piso');
    expect(within(answers).getByText('Régimen').nextSibling).toHaveTextContent('De alquiler');
    expect(within(answers).getByText('Edades de los niños').nextSibling).toHaveTextContent(
      '7 años',
    );
    expect(within(answers).getByText('Horas solo al día').nextSibling).toHaveTextContent('4 horas');
    expect(within(answers).getByText('Otros animales').nextSibling).toHaveTextContent('Ninguno');

    const timeline = within(screen.getByRole('region', { name: detailText.timeline }));
    const events = timeline.getAllByRole('listitem');
    expect(events[0]).toHaveTextContent('Solicitud enviada');
    expect(events[0]).toHaveTextContent('Ana García (solicitante)');
    expect(events[1]).toHaveTextContent('Pasa a «En revisión»');
    expect(events[1]).toHaveTextContent('Marta Ruiz (refugio)');
    // 23:15 UTC on the 21st is past midnight in Madrid.
    expect(events[1]).toHaveTextContent('22 nov 2026, 00:15');
    expect(events[1]).toHaveTextContent('Te llamamos esta semana.');

    expect(screen.getByRole('link', { name: detailText.conversation })).toHaveAttribute(
      'href',
      '/dashboard?seccion=chat&conversacion=45',
    );
    await user.click(screen.getByRole('link', { name: detailText.back }));
    expect(await screen.findByRole('list', { name: listText.label })).toBeInTheDocument();
  });

  it('withdraws a request only after confirmation, then shows it closed', async () => {
    const api = fakeRequestsApi([LUNA]);
    const { user } = renderSection('?seccion=solicitudes&solicitud=5');
    await user.click(await screen.findByRole('button', { name: actionsText.names.withdraw }));
    let dialog = await screen.findByRole('alertdialog', {
      name: actionsText.confirmTitles.withdraw,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: actionsText.names.withdraw }));
    dialog = await screen.findByRole('alertdialog', { name: actionsText.confirmTitles.withdraw });
    await user.click(within(dialog).getByRole('button', { name: actionsText.names.withdraw }));
    expect(await screen.findByText(actionsText.done.withdraw)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '5/withdraw',
      body: {},
    });
    const header = screen
      .getByRole('heading', { name: detailText.title('Luna') })
      .closest('header')!;
    expect(header).toHaveTextContent('Retirada');
    expect(
      screen.queryByRole('button', { name: actionsText.names.withdraw }),
    ).not.toBeInTheDocument();
  });

  it('points to the catalogue when there are none', async () => {
    fakeRequestsApi([]);
    renderSection();
    expect(await screen.findByText(listText.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: listText.discover })).toHaveAttribute(
      'href',
      '/adopciones',
    );
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      http.get('*/adoptions/api/requests/mine/', () =>
        fail
          ? HttpResponse.json({ error: 'Fallo del servidor', code: 'internal' }, { status: 500 })
          : HttpResponse.json([makeRequest(5)], { headers: { 'X-Total-Count': '1' } }),
      ),
    );
    const { user } = renderSection();
    expect(await screen.findByText(listText.loadError)).toBeInTheDocument();
    expect(screen.getByText('Fallo del servidor')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: commonMessages.retry }));
    expect(await screen.findByRole('link', { name: listText.view('Luna') })).toBeInTheDocument();
  });
});
