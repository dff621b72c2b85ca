import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import type { StaffShelterApplication } from '@huella/shared/schemas/shelter-applications';
import {
  fakeApplicationsApi,
  makeApplication,
} from '../features/staff/applications/applications-test-api';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffApplicationRoute from './staff-application';

const routes = [{ path: '/staff/solicitudes/:id', element: <StaffApplicationRoute /> }];
const errors = shelterApplicationsMessages.errors;

function setup({
  isStaff = true,
  entry = '/staff/solicitudes/1',
  applications = [makeApplication(1)] as StaffShelterApplication[],
} = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: isStaff }))),
  );
  fakeStaffApi();
  const api = fakeApplicationsApi({ applications });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api };
}

const region = (name: string) => screen.getByRole('region', { name });
const decisions = () => region('Decisión');
const lastBody = (requests: Array<{ body: unknown }>) => requests[requests.length - 1]?.body;

describe('staff: one shelter registration', () => {
  it('shows every field, the applicant, possible duplicates and the history', async () => {
    setup({
      applications: [
        makeApplication(1, {
          similar_shelters: [{ id: 7, name: 'Protectora 1 de Alcalá', city: 'Alcalá de Henares' }],
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Protectora 1' })).toBeVisible();
    const details = region('Datos del refugio');
    expect(within(details).getByText('G28000008')).toBeVisible();
    expect(within(details).getByText('CM-1234')).toBeVisible();
    expect(
      within(details).getByText('Calle del Olmo 4, 28801 Alcalá de Henares, Madrid'),
    ).toBeVisible();
    const web = within(details).getByRole('link', { name: /protectora\.example\.com/ });
    expect(web).toHaveAttribute('href', 'https://protectora.example.com');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAccessibleName(/se abre en otra pestaña/);
    expect(within(details).getByRole('link', { name: /@protectora_alcala/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/protectora_alcala',
    );
    expect(within(details).getByRole('link', { name: /@protectora\.alcala/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/protectora.alcala',
    );
    expect(within(details).getByText(/diez años rescatando gatos/)).toBeVisible();

    const applicant = region('Solicitante');
    expect(within(applicant).getByText('Lucía García')).toBeVisible();
    expect(within(applicant).getByRole('link', { name: 'Ver usuario' })).toHaveAttribute(
      'href',
      '/staff/usuarios/41',
    );
    expect(
      within(region('Refugios parecidos')).getByRole('link', { name: 'Protectora 1 de Alcalá' }),
    ).toHaveAttribute('href', '/staff/refugios/7');
    expect(within(region('Historial')).getByText('Solicitud enviada')).toBeVisible();
    expect(
      within(decisions())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Revisar', 'Pedir información', 'Aprobar', 'Rechazar']);
  });

  it('asks for information only with a reason, says the applicant receives it, and records staff’s name', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pedir información' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir información' });
    expect(
      within(dialog).getByText('El solicitante recibe este texto por correo electrónico.'),
    ).toBeVisible();
    const reason = within(dialog).getByRole('textbox', { name: 'Qué información necesitas' });
    expect(reason).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Pedir información' }));
    expect(await within(dialog).findByText(errors.reasonRequired)).toBeVisible();
    await user.type(reason, 'El CIF');
    await user.click(within(dialog).getByRole('button', { name: 'Pedir información' }));
    expect(await within(dialog).findByText(errors.reasonTooShort(10))).toBeVisible();
    expect(api.find('POST', '/state/')).toHaveLength(0);

    await user.click(reason);
    await user.paste(' no coincide: envíanos la inscripción registral.');
    await user.click(within(dialog).getByRole('button', { name: 'Pedir información' }));
    expect(await screen.findByText('Información pedida al solicitante')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/shelter-applications/1/state/'))).toEqual({
      state: 'info_solicitada',
      reason: 'El CIF no coincide: envíanos la inscripción registral.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const history = region('Historial');
    expect(within(history).getByText('El equipo de Huella pide más información')).toBeVisible();
    expect(within(history).getByText(/Marta Ruiz \(Staff\)/)).toBeVisible();
    expect(
      screen.getByText('Información solicitada', { selector: '#application-state span' }),
    ).toBeVisible();
    expect(
      within(decisions())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Revisar', 'Aprobar', 'Rechazar']);
  });

  it('takes it into review without a reason', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Revisar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pasar a revisión' });
    await user.click(within(dialog).getByRole('button', { name: 'Pasar a revisión' }));
    expect(await screen.findByText('Solicitud en revisión')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/state/'))).toEqual({ state: 'en_revision', reason: '' });
  });

  it('rejects only with a reason, and then offers nothing more', async () => {
    const { user, api } = setup({ applications: [makeApplication(1, { state: 'en_revision' })] });
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la solicitud' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText(errors.reasonRequired)).toBeVisible();
    expect(api.find('POST', '/state/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo del rechazo' }));
    await user.paste('No consta en el registro de entidades de protección animal.');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Solicitud rechazada')).toBeInTheDocument();
    expect(
      await screen.findByText('La solicitud ya está decidida y no admite más cambios.'),
    ).toBeVisible();
  });

  it('approves, then links to the shelter it created', async () => {
    const { user, api } = setup({ applications: [makeApplication(1, { state: 'en_revision' })] });
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar la solicitud' });
    expect(within(dialog).getByText(/Se creará el refugio, verificado/)).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Mensaje de bienvenida (opcional)' }),
      '¡Bienvenidos a Huella!',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar y crear el refugio' }));
    expect(await screen.findByText('Solicitud aprobada: refugio creado')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/state/'))).toEqual({
      state: 'aprobada',
      reason: '¡Bienvenidos a Huella!',
    });
    expect(await screen.findByRole('link', { name: 'Abrir el refugio' })).toHaveAttribute(
      'href',
      '/staff/refugios/500',
    );
  });

  it('shows the API’s refusal in Spanish and keeps the dialog open', async () => {
    const { user, api } = setup();
    api.control.failNext = {
      status: 409,
      message: errors.invalidTransition('Aprobada', 'Rechazada'),
      code: 'invalid_transition',
    };
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar la solicitud' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar y crear el refugio' }));
    expect(
      await within(dialog).findByText('Una solicitud aprobada no puede pasar a rechazada.'),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: 'Aprobar y crear el refugio' }),
    ).toBeEnabled();
  });

  it('says when the application does not exist', async () => {
    setup({ entry: '/staff/solicitudes/99' });
    expect(await screen.findByText('Esa solicitud no existe.')).toBeVisible();
  });
});
