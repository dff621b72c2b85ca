import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { moderationMessages } from '@huella/shared/messages/moderation';
import type { StaffShelter } from '@huella/shared/schemas/staff-admin';
import { fakeSheltersApi, makeShelter } from '../features/staff/shelters/shelters-test-api';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffShelterRoute from './staff-shelter';

const routes = [{ path: '/staff/refugios/:id', element: <StaffShelterRoute /> }];
const errors = moderationMessages.errors;

function setup({
  entry = '/staff/refugios/1',
  shelters = [
    makeShelter(1, { name: 'Refugio Huellas de Madrid', application_id: 3 }),
  ] as StaffShelter[],
} = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: true }))),
  );
  fakeStaffApi();
  const api = fakeSheltersApi({
    shelters,
    users: [{ id: 30, name: 'Pablo Nuevo', email: 'pablo@example.com' }],
  });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api };
}

const region = (name: string) => screen.getByRole('region', { name });
const lastBody = (requests: Array<{ body: unknown }>) => requests[requests.length - 1]?.body;
const REASON = 'Comprobado con el registro autonómico.';

describe('staff: one shelter', () => {
  it('shows its standing, counts, links, details and members', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refugio Huellas de Madrid' }),
    ).toBeVisible();
    expect(screen.getByText('Verificado', { selector: '#shelter-status span' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Ver su página pública/ })).toHaveAttribute(
      'href',
      '/refugios/1',
    );
    expect(screen.getByRole('link', { name: 'Ver la solicitud de registro' })).toHaveAttribute(
      'href',
      '/staff/solicitudes/3',
    );
    expect(screen.getByRole('link', { name: /Ver sus denuncias/ })).toBeVisible();
    const counts = region('En cifras');
    expect(within(counts).getByText('Animales publicados').nextSibling).toHaveTextContent('4');
    expect(within(counts).getByText('Solicitudes de adopción').nextSibling).toHaveTextContent('7');
    const details = region('Datos');
    expect(within(details).getByText('G28000008')).toBeVisible();
    expect(within(details).getByText('Camino del Monte 2, 28001 Madrid')).toBeVisible();
    expect(within(details).getByRole('link', { name: /@refugio_madrid/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const members = region('Miembros');
    expect(
      within(members).getByRole('link', { name: 'Ver la cuenta de Ana Admin' }),
    ).toHaveAttribute('href', '/staff/usuarios/10');
    expect(within(members).getByText('Administrador')).toBeVisible();
  });

  it('edits the details only with a reason, sending just what changed', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar los datos del refugio' });
    const phone = within(dialog).getByRole('textbox', { name: 'Teléfono' });
    await user.clear(phone);
    await user.paste('911234567');
    const postcode = within(dialog).getByRole('textbox', { name: 'Código postal' });
    await user.clear(postcode);
    await user.paste('99999');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText(errors.reasonRequired)).toBeVisible();
    expect(
      within(dialog).getByText('El código postal debe tener 5 cifras de una provincia española.'),
    ).toBeVisible();
    expect(api.find('PATCH', '/shelters/1/')).toHaveLength(0);

    await user.clear(postcode);
    await user.paste('28002');
    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo del cambio' }));
    await user.paste('corto');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText(errors.reasonTooShort(10))).toBeVisible();

    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo del cambio' }));
    await user.paste(': el refugio cambió de teléfono y de sede.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Datos del refugio guardados')).toBeInTheDocument();
    expect(lastBody(api.find('PATCH', '/shelters/1/'))).toEqual({
      phone: '911234567',
      postcode: '28002',
      reason: 'corto: el refugio cambió de teléfono y de sede.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(region('Datos')).getByText('911234567')).toBeVisible();
  });

  it('does not let a value stored before the rules (an old CIF) block another change', async () => {
    const { user, api } = setup({ shelters: [makeShelter(1, { tax_id: 'G28000001' })] });
    await user.click(await screen.findByRole('button', { name: 'Editar datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar los datos del refugio' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Ciudad' }));
    await user.paste('Getafe');
    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo del cambio' }));
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Datos del refugio guardados')).toBeInTheDocument();
    expect(lastBody(api.find('PATCH', '/shelters/1/'))).toEqual({ city: 'Getafe', reason: REASON });
  });

  it('says so when nothing was changed', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar los datos del refugio' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo del cambio' }));
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText('No has cambiado ningún dato.')).toBeVisible();
    expect(api.find('PATCH', '/shelters/1/')).toHaveLength(0);
  });

  it('suspends after saying what happens, shows why, and lifts it', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Suspender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender el refugio' });
    expect(
      within(dialog).getByText(/dejarán de verse en el listado público .* no podrá publicar/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await within(dialog).findByText(errors.reasonRequired)).toBeVisible();
    expect(api.find('POST', '/suspension/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo' }));
    await user.paste('Anuncios de animales que no existen.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await screen.findByText('Refugio suspendido')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/shelters/1/suspension/'))).toEqual({
      suspended: true,
      reason: 'Anuncios de animales que no existen.',
    });
    expect(screen.getByText('Suspendido', { selector: '#shelter-status span' })).toBeVisible();
    expect(screen.getByText('Anuncios de animales que no existen.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Levantar la suspensión' }));
    const lift = await screen.findByRole('dialog', { name: 'Levantar la suspensión' });
    await user.click(within(lift).getByRole('textbox', { name: 'Motivo' }));
    await user.paste(REASON);
    await user.click(within(lift).getByRole('button', { name: 'Levantar la suspensión' }));
    expect(await screen.findByText('Suspensión levantada')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/suspension/'))).toEqual({
      suspended: false,
      reason: REASON,
    });
    expect(screen.getByRole('button', { name: 'Suspender' })).toBeVisible();
  });

  it('removes and restores the verification with a reason', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Quitar verificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar la verificación' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo' }));
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar verificación' }));
    expect(await screen.findByText('Verificación quitada')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/verification/'))).toEqual({
      verified: false,
      reason: REASON,
    });
    expect(screen.getByText('Sin verificar', { selector: '#shelter-status span' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeVisible();
  });

  it('adds a member by e-mail, changes a role and removes someone, each with a reason', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir miembro' }));
    let dialog = await screen.findByRole('dialog', { name: 'Añadir un miembro' });
    const email = within(dialog).getByRole('textbox', { name: 'Correo de la cuenta' });
    expect(email).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(await within(dialog).findByText(errors.reasonRequired)).toBeVisible();
    expect(api.find('POST', '/members/')).toHaveLength(0);

    await user.click(email);
    await user.paste('nadie@example.com');
    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo' }));
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(await within(dialog).findAllByText(errors.memberUnknown)).not.toHaveLength(0);

    await user.clear(email);
    await user.click(email);
    await user.paste('pablo@example.com');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Rol' }),
      'administrador',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Miembro añadido')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/shelters/1/members/'))).toEqual({
      email: 'pablo@example.com',
      role: 'administrador',
      reason: REASON,
    });
    const members = region('Miembros');
    expect(
      within(members).getByRole('link', { name: 'Ver la cuenta de Pablo Nuevo' }),
    ).toBeVisible();

    await user.click(within(members).getByRole('button', { name: 'Cambiar rol de Persona 11' }));
    dialog = await screen.findByRole('dialog', { name: 'Cambiar el rol de Persona 11' });
    expect(within(dialog).getByRole('combobox', { name: 'Nuevo rol' })).toHaveValue(
      'administrador',
    );
    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo' }));
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar rol' }));
    expect(await screen.findByText('Rol cambiado')).toBeInTheDocument();
    expect(lastBody(api.find('PATCH', '/members/11/'))).toEqual({
      role: 'administrador',
      reason: REASON,
    });

    await user.click(
      within(members).getByRole('button', { name: 'Quitar del refugio a Ana Admin' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Quitar a Ana Admin del refugio' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo' }));
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar del refugio' }));
    expect(await screen.findByText('Miembro quitado')).toBeInTheDocument();
    expect(lastBody(api.find('DELETE', '/members/10/'))).toEqual({ reason: REASON });
    expect(within(members).queryByText('Ana Admin')).not.toBeInTheDocument();
  });

  it('shows the refusal to remove the last administrator in Spanish', async () => {
    const { user } = setup();
    const members = await screen.findByRole('region', { name: 'Miembros' });
    await user.click(
      within(members).getByRole('button', { name: 'Quitar del refugio a Ana Admin' }),
    );
    // Persona 11 is a member, so Ana is the one administrator.
    const dialog = await screen.findByRole('dialog', { name: 'Quitar a Ana Admin del refugio' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo' }));
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar del refugio' }));
    expect(await within(dialog).findByText(errors.lastAdministrator)).toBeVisible();
  });

  it('says when the shelter does not exist', async () => {
    setup({ entry: '/staff/refugios/77' });
    expect(await screen.findByText('Ese refugio no existe.')).toBeVisible();
  });
});
