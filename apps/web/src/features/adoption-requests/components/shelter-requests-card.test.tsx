import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { renderRoutes } from '../../../testing/render';
import { fakeRequestsApi, makeRequest } from '../test-fixtures';
import { ShelterRequestsCard } from './shelter-requests-card';

const inboxText = adoptionRequestsScreensMessages.inbox;
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

function inboxApi() {
  return fakeRequestsApi(
    [
      makeRequest(5, { actions: ['review', 'accept', 'reject'] }),
      makeRequest(6, { pet: TOBY, applicant: PABLO, actions: ['review', 'accept', 'reject'] }),
      makeRequest(7, { pet: TOBY, state: 'en_revision', actions: ['accept', 'reject'] }),
      // Another shelter's request never shows here.
      makeRequest(8, { shelter: { id: 2, name: 'Protectora Sol' } }),
    ],
    { side: 'refugio' },
  );
}

async function openInbox() {
  const rendered = renderRoutes(
    [
      {
        path: '/dashboard',
        element: <ShelterRequestsCard shelter={{ id: 1, name: 'Refugio Esperanza' }} />,
      },
    ],
    { initialEntries: ['/dashboard?seccion=refugios'], session: true },
  );
  expect(await screen.findByText('2 solicitudes pendientes')).toBeInTheDocument();
  await rendered.user.click(screen.getByRole('button', { name: inboxText.open }));
  const inbox = await screen.findByRole('dialog', { name: inboxText.title('Refugio Esperanza') });
  return { ...rendered, inbox: within(inbox) };
}

describe('Refugios → Solicitudes', () => {
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
      inbox.getByRole('button', { name: inboxText.view('Pablo Ruiz', 'Toby') }),
    ).toBeInTheDocument();
    expect(
      inbox.queryByRole('button', { name: inboxText.view('Ana García', 'Luna') }),
    ).not.toBeInTheDocument();
  });

  it('shows the applicant and accepts after confirmation; the counts follow', async () => {
    const api = inboxApi();
    const { user, inbox } = await openInbox();
    await user.click(
      await inbox.findByRole('button', { name: inboxText.view('Ana García', 'Luna') }),
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
    // The card behind the modal and the filters' counts were asked again.
    expect(await screen.findByText('1 solicitud pendiente')).toBeInTheDocument();
    await user.click(inbox.getByRole('button', { name: detailText.backToInbox }));
    expect(await inbox.findByRole('button', { name: 'Aceptada 1' })).toBeInTheDocument();
  });

  it('rejects with an optional reason that reaches the API', async () => {
    const api = inboxApi();
    const { user, inbox } = await openInbox();
    await user.click(
      await inbox.findByRole('button', { name: inboxText.view('Pablo Ruiz', 'Toby') }),
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
