import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { myShelterFixture } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { fakeRequestsApi, makeRequest } from '../test-fixtures';
import { ReceivedRequestsSection } from './received-requests-section';
import { ShelterRequestsCard } from './shelter-requests-card';

const inboxText = adoptionRequestsScreensMessages.inbox;
const receivedText = adoptionRequestsScreensMessages.received;
const detailText = adoptionRequestsScreensMessages.detail;
const actionsText = adoptionRequestsScreensMessages.actions;

const TOBY = {
  id: 4,
  name: 'Toby',
  kind: 'perro' as const,
  state: 'en_adopcion' as const,
  image: null,
};
const PABLO = {
  id: 13,
  first_name: 'Pablo',
  last_name: 'Ruiz',
  email: 'pablo@example.com',
  phone: '',
};

const ESPERANZA = myShelterFixture();
const SOL = myShelterFixture({ id: 2, name: 'Protectora Sol', role: 'miembro' });

function inboxApi(shelters: MyShelter[] = [ESPERANZA]) {
  server.use(http.get('/shelters/api/shelters/my-shelters/', () => HttpResponse.json(shelters)));
  return fakeRequestsApi(
    [
      makeRequest(5, { actions: ['review', 'accept', 'reject'] }),
      makeRequest(6, { pet: TOBY, applicant: PABLO, actions: ['review', 'accept', 'reject'] }),
      makeRequest(7, { pet: TOBY, state: 'en_revision', actions: ['accept', 'reject'] }),
    ],
    { side: 'refugio' },
  );
}

const routes = [
  {
    path: '/dashboard',
    element: (
      <>
        <ShelterRequestsCard shelter={{ id: 1, name: 'Refugio Esperanza' }} />
        <ReceivedRequestsSection />
      </>
    ),
  },
];

async function openInbox(entry = '/dashboard?seccion=recibidas') {
  const rendered = renderRoutes(routes, { initialEntries: [entry], session: true });
  // The card of Refugios shows the shelter's pending requests beside the inbox.
  expect(await screen.findByText('2 solicitudes pendientes')).toBeInTheDocument();
  const inbox = screen.getByRole('region', { name: receivedText.title });
  return { ...rendered, inbox: within(inbox) };
}

describe('Mi cuenta → Solicitudes recibidas', () => {
  it('filters the inbox by state and by animal', async () => {
    const api = inboxApi();
    const { user, inbox } = await openInbox();
    const list = await inbox.findByRole('list', { name: inboxText.label });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const states = within(inbox.getByRole('group', { name: inboxText.stateFilter }));
    expect(states.getByRole('button', { name: 'Todas 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(states.getByRole('button', { name: 'Pendiente 2' })).toBeInTheDocument();

    await user.click(states.getByRole('button', { name: 'En revisión 1' }));
    expect(states.getByRole('button', { name: 'En revisión 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(inbox.getByText(inboxText.results(1))).toBeInTheDocument());
    expect(inbox.getAllByRole('listitem')).toHaveLength(1);
    expect(api.calls.some((call) => call.path.includes('state=en_revision'))).toBe(true);

    await user.click(states.getByRole('button', { name: 'Todas 3' }));
    const pet = inbox.getByRole('combobox', { name: inboxText.petFilter });
    expect(
      within(pet)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([inboxText.allPets, 'Luna', 'Toby']);
    await user.selectOptions(pet, 'Toby');
    await waitFor(() => expect(inbox.getByText(inboxText.results(2))).toBeInTheDocument());
    expect(
      inbox.getByRole('link', { name: inboxText.view('Pablo Ruiz', 'Toby') }),
    ).toBeInTheDocument();
    expect(
      inbox.queryByRole('link', { name: inboxText.view('Ana García', 'Luna') }),
    ).not.toBeInTheDocument();
  });

  it('shows the applicant and accepts after confirmation; the counts follow', async () => {
    const api = inboxApi();
    const { user, inbox } = await openInbox();
    await user.click(
      await inbox.findByRole('link', { name: inboxText.view('Ana García', 'Luna') }),
    );
    expect(await inbox.findByRole('heading', { name: detailText.title('Luna') })).toHaveFocus();
    const applicant = within(inbox.getByRole('region', { name: detailText.applicant }));
    expect(applicant.getByText('Ana García')).toBeInTheDocument();
    expect(applicant.getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
    expect(applicant.getByRole('link', { name: '600 111 222' })).toHaveAttribute(
      'href',
      'tel:600 111 222',
    );
    expect(inbox.getByRole('link', { name: detailText.conversation })).toHaveAttribute(
      'href',
      '/dashboard?seccion=chat&conversacion=45',
    );
    const actions = within(inbox.getByRole('group', { name: actionsText.label }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      actionsText.names.review,
      actionsText.names.accept,
      actionsText.names.reject,
    ]);

    await user.click(actions.getByRole('button', { name: actionsText.names.accept }));
    const confirm = await screen.findByRole('alertdialog', {
      name: actionsText.confirmTitles.accept,
    });
    await user.click(within(confirm).getByRole('button', { name: actionsText.names.accept }));
    expect(await screen.findByText(actionsText.done.accept)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '5/accept',
      body: {},
    });
    expect(
      inbox.getByRole('heading', { name: detailText.title('Luna') }).closest('header'),
    ).toHaveTextContent('Aceptada');
    expect(
      within(inbox.getByRole('group', { name: actionsText.label }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([actionsText.names.complete, actionsText.names.reject]);
    // The Refugios card and the filters' counts were asked again.
    expect(await screen.findByText('1 solicitud pendiente')).toBeInTheDocument();
    await user.click(inbox.getByRole('link', { name: detailText.backToInbox }));
    expect(await inbox.findByRole('button', { name: 'Aceptada 1' })).toBeInTheDocument();
  });

  it('rejects with an optional reason that reaches the API', async () => {
    const api = inboxApi();
    const { user, inbox } = await openInbox();
    await user.click(
      await inbox.findByRole('link', { name: inboxText.view('Pablo Ruiz', 'Toby') }),
    );
    await user.click(await inbox.findByRole('button', { name: actionsText.names.reject }));
    const reason = inbox.getByLabelText(actionsText.rejectReason);
    expect(reason).toHaveFocus();
    await user.type(reason, 'Buscamos una casa con jardín.');
    await user.click(inbox.getByRole('button', { name: actionsText.rejectConfirm }));
    expect(await screen.findByText(actionsText.done.reject)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '6/reject',
      body: { note: 'Buscamos una casa con jardín.' },
    });
    const timeline = within(inbox.getByRole('region', { name: detailText.timeline }));
    expect(timeline.getByText('Buscamos una casa con jardín.')).toBeInTheDocument();
    expect(inbox.queryByRole('group', { name: actionsText.label })).not.toBeInTheDocument();
  });
});

describe('Solicitudes recibidas across shelters', () => {
  function twoSheltersApi() {
    server.use(
      http.get('/shelters/api/shelters/my-shelters/', () => HttpResponse.json([ESPERANZA, SOL])),
    );
    return fakeRequestsApi(
      [
        makeRequest(5),
        makeRequest(9, {
          pet: { ...TOBY, id: 9, name: 'Kira' },
          shelter: { id: 2, name: 'Protectora Sol' },
          applicant: PABLO,
          actions: ['review', 'accept', 'reject'],
        }),
      ],
      { side: 'refugio' },
    );
  }

  it('lists the requests of every shelter and filters by shelter in the URL', async () => {
    const api = twoSheltersApi();
    const { user, router } = renderRoutes(
      [{ path: '/dashboard', element: <ReceivedRequestsSection /> }],
      { initialEntries: ['/dashboard?seccion=recibidas'], session: true },
    );
    const inbox = within(screen.getByRole('region', { name: receivedText.title }));
    const list = await inbox.findByRole('list', { name: inboxText.label });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // With two shelters, each row says which one the request came to.
    expect(within(list).getByText('Protectora Sol')).toBeInTheDocument();
    expect(within(list).getByText('Refugio Esperanza')).toBeInTheDocument();
    expect(api.calls.some((call) => /requests\/\?(?!.*shelter=)/.test(call.path))).toBe(true);

    const shelterFilter = inbox.getByRole('combobox', { name: receivedText.shelterFilter });
    expect(
      within(shelterFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([receivedText.allShelters, 'Refugio Esperanza', 'Protectora Sol']);
    await user.selectOptions(shelterFilter, 'Protectora Sol');
    expect(router.state.location.search).toBe('?seccion=recibidas&refugio=2');
    await waitFor(() => expect(inbox.getByText(inboxText.results(1))).toBeInTheDocument());
    expect(
      inbox.getByRole('link', { name: inboxText.view('Pablo Ruiz', 'Kira') }),
    ).toBeInTheDocument();

    await user.click(
      within(inbox.getByRole('group', { name: inboxText.stateFilter })).getByRole('button', {
        name: 'Pendiente 1',
      }),
    );
    expect(router.state.location.search).toBe('?seccion=recibidas&estado=pendiente&refugio=2');
  });

  it('opens a request at its own address, and the list again with its filters', async () => {
    twoSheltersApi();
    const entry = '/dashboard?seccion=recibidas&refugio=2';
    const { user, router } = renderRoutes(
      [{ path: '/dashboard', element: <ReceivedRequestsSection /> }],
      { initialEntries: [entry], session: true },
    );
    const inbox = within(screen.getByRole('region', { name: receivedText.title }));
    const row = await inbox.findByRole('link', { name: inboxText.view('Pablo Ruiz', 'Kira') });
    expect(row).toHaveAttribute('href', '/dashboard?seccion=recibidas&refugio=2&solicitud=9');
    await user.click(row);
    expect(router.state.location.search).toBe('?seccion=recibidas&refugio=2&solicitud=9');
    const title = await inbox.findByRole('heading', { name: detailText.title('Kira') });
    expect(title).toHaveFocus();
    expect(title.closest('header')).toHaveTextContent('Protectora Sol');

    // Back in history: the list with the shelter still chosen.
    await router.navigate(-1);
    expect(await inbox.findByRole('list', { name: inboxText.label })).toBeInTheDocument();
    expect(inbox.getByRole('combobox', { name: receivedText.shelterFilter })).toHaveValue('2');
  });

  it('opens the request of a shared link on first load', async () => {
    twoSheltersApi();
    renderRoutes([{ path: '/dashboard', element: <ReceivedRequestsSection /> }], {
      initialEntries: ['/dashboard?seccion=recibidas&solicitud=5'],
      session: true,
    });
    expect(
      await screen.findByRole('heading', { name: detailText.title('Luna') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: detailText.backToInbox })).toHaveAttribute(
      'href',
      '/dashboard?seccion=recibidas',
    );
  });

  it('shows every shelter when the URL names one the user is not in', async () => {
    twoSheltersApi();
    renderRoutes([{ path: '/dashboard', element: <ReceivedRequestsSection /> }], {
      initialEntries: ['/dashboard?seccion=recibidas&refugio=77&estado=nada'],
      session: true,
    });
    const list = await screen.findByRole('list', { name: inboxText.label });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: receivedText.shelterFilter })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Todas 2' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Refugios → the Solicitudes card', () => {
  it('links to Solicitudes recibidas filtered by that shelter', async () => {
    inboxApi();
    renderRoutes([{ path: '/dashboard', element: <ShelterRequestsCard shelter={ESPERANZA} /> }], {
      initialEntries: ['/dashboard?seccion=refugios'],
      session: true,
    });
    expect(await screen.findByText('2 solicitudes pendientes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: inboxText.open })).toHaveAttribute(
      'href',
      '/dashboard?seccion=recibidas&refugio=1',
    );
  });
});
