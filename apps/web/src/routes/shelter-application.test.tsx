import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { commonMessages } from '@huella/shared/messages/common';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { server } from '../testing/server';
import { Landing, renderRoutes } from '../testing/render';
import { userFixture } from '../testing/fixtures';
import {
  QUESTION,
  REJECTION,
  applicationFixture,
  applicationIn,
  fakeApplicationsApi,
} from '../features/shelter-applications/test-fixtures';
import { draftKey } from '../features/shelter-applications/components/application-form';
import ShelterApplicationRoute from './shelter-application';

const text = shelterApplicationsScreensMessages;
const errors = shelterApplicationsMessages.errors;

function renderPage() {
  server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture())));
  return renderRoutes(
    [
      { path: '/registrar-refugio', element: <ShelterApplicationRoute /> },
      { path: '/dashboard', element: <Landing name="Mi cuenta" /> },
      { path: '/dashboard/adoption_announcement', element: <Landing name="Nuevo anuncio" /> },
    ],
    { initialEntries: ['/registrar-refugio'], session: true },
  );
}

type User = ReturnType<typeof renderPage>['user'];

/** Everything a Protectora must give, but the CIF. */
async function fillProtectora(user: User, taxId = '') {
  await user.click(await screen.findByRole('radio', { name: /Protectora/ }));
  await user.type(screen.getByLabelText(/^Nombre del refugio/), 'Protectora Patitas');
  if (taxId) await user.type(screen.getByLabelText(/^CIF/), taxId);
  await user.type(screen.getByLabelText(/^Dirección/), 'Calle Feria 12');
  await user.type(screen.getByLabelText(/^Ciudad/), 'Sevilla');
  await user.selectOptions(screen.getByLabelText(/^Provincia/), 'Sevilla');
  await user.type(screen.getByLabelText(/^Teléfono/), '954000000');
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: text.submit }));

afterEach(() => sessionStorage.clear());

describe('/registrar-refugio: the form', () => {
  it('says in Spanish what is missing, and sends nothing', async () => {
    const api = fakeApplicationsApi();
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: text.formTitle });
    // The account's address is already there.
    await waitFor(() =>
      expect(screen.getByLabelText(/^Correo electrónico de contacto/)).toHaveValue(
        'ana@example.com',
      ),
    );
    await submit(user);
    expect(await screen.findByText(errors.invalidKind)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre del refugio/)).toHaveAccessibleDescription(
      commonMessages.errors.required,
    );
    expect(screen.getByLabelText(/^Provincia/)).toHaveAccessibleDescription(errors.invalidProvince);
    expect(api.calls).toHaveLength(0);
  });

  it('tells a wrong CIF at once, with whatever else is missing', async () => {
    fakeApplicationsApi();
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: /Protectora/ }));
    await user.type(screen.getByLabelText(/^CIF/), 'G41234564');
    await submit(user);
    expect(await screen.findByText(errors.invalidCif)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Provincia/)).toHaveAccessibleDescription(errors.invalidProvince);
  });

  it('asks a Protectora for a valid CIF, and a Particular only optionally for a NIF', async () => {
    const api = fakeApplicationsApi();
    const { user } = renderPage();
    await fillProtectora(user);
    expect(screen.getByLabelText(/^CIF \*/)).toHaveAccessibleDescription(text.fields.cifHint);
    await submit(user);
    expect(await screen.findByText(errors.taxIdRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^CIF/), 'G41234564');
    await submit(user);
    expect(await screen.findByText(errors.invalidCif)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    // A Particular: the field becomes an optional NIF/NIE, with its own rule.
    await user.click(screen.getByRole('radio', { name: /Particular/ }));
    const nif = screen.getByLabelText('NIF o NIE (opcional)');
    await user.clear(nif);
    expect(screen.getByLabelText(/^Tu nombre o el de tu casa de acogida/)).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText(text.sent.title)).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({
      kind: 'Particular',
      tax_id: '',
      province: 'Sevilla',
    });
  });

  it('sends a valid application and shows it as sent, with its history', async () => {
    const api = fakeApplicationsApi();
    const { user } = renderPage();
    await fillProtectora(user, 'g-41234568');
    await submit(user);
    expect(await screen.findByRole('heading', { name: text.sent.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(text.sent.title).closest('[role="status"]')).toHaveFocus(),
    );
    expect(api.calls[0]?.body).toMatchObject({
      name: 'Protectora Patitas',
      kind: 'Protectora',
      tax_id: 'G41234568',
      email: 'ana@example.com',
    });
    const steps = screen.getByRole('list', { name: text.view.stepsLabel });
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(shelterApplicationsMessages.events.enviada)).toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey('ana@example.com'))).toBeNull();
  });

  it('puts the server’s messages on their fields and keeps what was typed', async () => {
    const api = fakeApplicationsApi([], {
      failCreate: {
        status: 400,
        error: 'Revisa los datos.',
        code: 'validation_error',
        fields: { tax_id: ['Ya hay un refugio registrado con ese CIF.'] },
      },
    });
    const { user } = renderPage();
    await fillProtectora(user, 'G41234568');
    await submit(user);
    const cif = screen.getByLabelText(/^CIF/);
    await waitFor(() =>
      expect(cif).toHaveAccessibleDescription(
        expect.stringContaining('Ya hay un refugio registrado con ese CIF.'),
      ),
    );
    expect(screen.getByText(text.fieldsFailure)).toBeInTheDocument();
    expect(cif).toHaveValue('G41234568');
    expect(screen.getByLabelText(/^Nombre del refugio/)).toHaveValue('Protectora Patitas');
    expect(api.calls).toHaveLength(1);
  });

  it('keeps a draft in the tab until the application is sent', async () => {
    fakeApplicationsApi();
    const first = renderPage();
    await fillProtectora(first.user, 'G41234568');
    first.unmount();

    const { user } = renderPage();
    expect(await screen.findByLabelText(/^Nombre del refugio/)).toHaveValue('Protectora Patitas');
    expect(screen.getByRole('radio', { name: /Protectora/ })).toBeChecked();
    expect(screen.getByLabelText(/^Provincia/)).toHaveValue('Sevilla');
    await submit(user);
    expect(await screen.findByText(text.sent.title)).toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey('ana@example.com'))).toBeNull();
  });
});

describe('/registrar-refugio: the application', () => {
  it('shows an application in review with its stepper and history', async () => {
    fakeApplicationsApi([applicationIn('en_revision')]);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: text.view.title('Protectora Patitas') }),
    ).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: text.view.stepsLabel });
    const items = within(steps).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('En revisión');
    expect(screen.getByText(text.view.stateText.en_revision)).toBeInTheDocument();
    expect(screen.getByText(shelterApplicationsMessages.events.en_revision)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.submit })).not.toBeInTheDocument();
  });

  it('shows staff’s question and sends the answer with only the corrected fields', async () => {
    const api = fakeApplicationsApi([applicationIn('info_solicitada')]);
    const { user } = renderPage();
    const question = await screen.findByRole('region', { name: text.view.question });
    expect(within(question).getByText(QUESTION)).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: text.view.stepsLabel });
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent('Información solicitada');

    await user.click(screen.getByRole('button', { name: text.reply.submit }));
    expect(await screen.findByText(errors.answerRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByLabelText(/^Tu respuesta/));
    await user.paste('Os adjunto la inscripción: número 41/123.');
    await user.click(screen.getByText(text.reply.correct));
    await user.type(screen.getByLabelText(/^Nº de registro/), '41/123');
    await user.click(screen.getByRole('button', { name: text.reply.submit }));
    expect(await screen.findByText(text.reply.success)).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      message: 'Os adjunto la inscripción: número 41/123.',
      changes: { registry_number: '41/123' },
    });
    expect(await screen.findByText(text.view.stateText.en_revision)).toBeInTheDocument();
    expect(screen.getByText(shelterApplicationsMessages.events.respuesta)).toBeInTheDocument();
  });

  it('leads an approved applicant to their shelter and its first animal', async () => {
    fakeApplicationsApi([applicationIn('aprobada')]);
    renderPage();
    expect(await screen.findByRole('link', { name: text.view.publishFirst })).toHaveAttribute(
      'href',
      '/dashboard/adoption_announcement',
    );
    expect(screen.getByRole('link', { name: text.view.goToShelter })).toHaveAttribute(
      'href',
      '/dashboard?seccion=refugios',
    );
    expect(screen.getByText(text.view.stateText.aprobada)).toBeInTheDocument();
  });

  it('tells a rejected applicant why, and lets them send a new one from the same data', async () => {
    const api = fakeApplicationsApi([
      applicationIn('rechazada'),
      applicationFixture({ id: 3, name: 'Intento anterior', state: 'rechazada' }),
    ]);
    const { user } = renderPage();
    const reason = await screen.findByRole('region', { name: text.view.reason });
    expect(within(reason).getByText(REJECTION)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.view.past })).toBeInTheDocument();
    expect(screen.getByText('Intento anterior')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.view.applyAgain }));
    expect(screen.getByLabelText(/^Nombre del refugio/)).toHaveValue('Protectora Patitas');
    await submit(user);
    expect(await screen.findByText(text.sent.title)).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({ tax_id: 'G41234568', province: 'Sevilla' });
  });
});
