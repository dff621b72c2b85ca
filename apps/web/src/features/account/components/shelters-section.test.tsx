import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MyShelter, ShelterInvitation, ShelterUser } from '@huella/shared/schemas/shelters';
import { server } from '../../../testing/server';
import { Landing, renderRoutes, TEST_SESSION } from '../../../testing/render';
import { useMyShelters } from '../../../lib/my-shelters';
import { SheltersSection } from './shelters-section';
import { myShelterFixture } from '../../../testing/fixtures';

const shelter = myShelterFixture;

const member = (id: number, overrides: Partial<ShelterUser> = {}): ShelterUser => ({
  id,
  name: '',
  first_name: `Persona${id}`,
  last_name: 'García',
  email: `persona${id}@example.com`,
  role: 'miembro',
  ...overrides,
});

const ANA = member(7, {
  name: 'Ana García',
  first_name: 'Ana',
  email: TEST_SESSION.email,
  role: 'administrador',
});
const PABLO = member(8, { name: 'Pablo Ruiz', first_name: 'Pablo', last_name: 'Ruiz' });

/**
 * A small stand-in for the API: the user's shelters and one shelter's members,
 * changed by the calls the section makes, with every request body recorded.
 */
function fakeApi({
  shelters = [shelter()],
  users = [ANA, PABLO],
}: { shelters?: MyShelter[]; users?: ShelterUser[] } = {}) {
  const state = {
    shelters: [...shelters],
    users: [...users],
    invitations: [] as ShelterInvitation[],
  };
  const calls: { method: string; path: string; body?: unknown }[] = [];
  server.use(
    http.get('*/shelters/api/shelters/my-shelters/', () => HttpResponse.json(state.shelters)),
    http.put('*/shelters/api/shelters/:id/', async ({ request, params }) => {
      const body = (await request.json()) as Partial<MyShelter>;
      calls.push({ method: 'PUT', path: `/shelters/${String(params.id)}`, body });
      const index = state.shelters.findIndex((item) => item.id === Number(params.id));
      state.shelters[index] = { ...state.shelters[index]!, ...body };
      const { role: _role, ...saved } = state.shelters[index]!;
      return HttpResponse.json(saved);
    }),
    http.get('*/shelters/api/shelters/:id/users/', () =>
      HttpResponse.json(state.users, { headers: { 'X-Total-Count': String(state.users.length) } }),
    ),
    http.get('*/shelters/api/shelters/:id/invitations/', () =>
      HttpResponse.json(state.invitations),
    ),
    http.post('*/shelters/api/shelters/:id/invitations/', async ({ request }) => {
      const body = (await request.json()) as { email: string; role: ShelterUser['role'] };
      calls.push({ method: 'POST', path: 'invitations', body });
      if (state.invitations.some((invitation) => invitation.email === body.email)) {
        const message = 'Ya hay una invitación pendiente para este email.';
        return HttpResponse.json(
          { error: message, code: 'already_invited', fields: { email: [message] } },
          { status: 400 },
        );
      }
      const invitation: ShelterInvitation = {
        id: 30 + state.invitations.length,
        email: body.email,
        role: body.role,
        created_at: '2026-03-01T10:00:00.000Z',
        expires_at: '2026-03-15T10:00:00.000Z',
      };
      state.invitations.push(invitation);
      return HttpResponse.json(invitation, { status: 201 });
    }),
    http.delete('*/shelters/api/shelters/:id/invitations/:invitationId/', ({ params }) => {
      calls.push({ method: 'DELETE', path: `invitations/${String(params.invitationId)}` });
      state.invitations = state.invitations.filter(
        (invitation) => invitation.id !== Number(params.invitationId),
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/shelters/api/shelters/:id/users/:userId/', ({ params }) => {
      calls.push({ method: 'DELETE', path: `users/${String(params.userId)}` });
      const userId = Number(params.userId);
      const target = state.users.find((user) => user.id === userId);
      const administrators = state.users.filter((user) => user.role === 'administrador');
      if (target?.role === 'administrador' && administrators.length < 2) {
        return HttpResponse.json(
          {
            error:
              'El refugio debe tener al menos un administrador. Nombra antes a otra persona administradora.',
            code: 'last_administrator',
          },
          { status: 409 },
        );
      }
      state.users = state.users.filter((user) => user.id !== userId);
      if (userId === ANA.id) state.shelters = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { state, calls };
}

function Harness() {
  const shelters = useMyShelters();
  // The route gives the Solicitudes card its content (the adoption-requests feature)
  // and Mascotas its modal (the announcements feature, shelter-pets-modal.test.tsx).
  return (
    <SheltersSection
      shelters={shelters.data}
      isLoading={shelters.isPending}
      requests={(item) => <p>Solicitudes de {item.name}</p>}
      pets={({ shelter: item, open, onClose }) =>
        open ? (
          <div role="dialog" aria-label={`Mascotas de ${item.name}`}>
            <button type="button" onClick={onClose}>
              Cerrar mascotas
            </button>
          </div>
        ) : null
      }
    />
  );
}

const renderSection = () =>
  renderRoutes(
    [
      { path: '/dashboard', element: <Harness /> },
      { path: '/refugios/:id', element: <Landing name="Página del refugio" /> },
    ],
    { initialEntries: ['/dashboard'], session: true },
  );

const cardsOf = async () =>
  within(await screen.findByRole('list', { name: 'Gestión del refugio' }));

async function openEditPanel() {
  const rendered = renderSection();
  await rendered.user.click((await cardsOf()).getByRole('button', { name: 'Editar refugio' }));
  return { ...rendered, panel: await screen.findByRole('dialog', { name: 'Editar refugio' }) };
}

async function openUsers() {
  const rendered = renderSection();
  await rendered.user.click((await cardsOf()).getByRole('button', { name: 'Ver usuarios' }));
  return {
    ...rendered,
    modal: await screen.findByRole('dialog', { name: 'Usuarios de Refugio Esperanza' }),
  };
}

describe('Refugios', () => {
  it('says so while loading and when the user has no shelters', async () => {
    const { unmount } = renderRoutes(
      [{ path: '/', element: <SheltersSection shelters={undefined} isLoading /> }],
      { session: true },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando refugios...');
    unmount();
    renderRoutes([{ path: '/', element: <SheltersSection shelters={[]} isLoading={false} /> }], {
      session: true,
    });
    expect(screen.getByText('No tienes refugios asociados a tu cuenta.')).toBeInTheDocument();
  });

  it('shows the shelter’s details and its four cards', async () => {
    fakeApi({ shelters: [shelter({ phone: '' })] });
    const { user } = renderSection();
    const card = await screen.findByRole('article', { name: 'Refugio Esperanza' });
    expect(within(card).getByText('Calle Mayor 1, Madrid')).toBeInTheDocument();
    expect(within(card).getByText('No disponible')).toBeInTheDocument();
    expect(within(card).getByText('hola@esperanza.es')).toBeInTheDocument();

    const cards = await cardsOf();
    for (const title of ['Mascotas', 'Solicitudes', 'Configuración', 'Usuarios']) {
      expect(cards.getByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    }
    // The Solicitudes card shows what the route gives it for this shelter.
    expect(cards.getByText('Solicitudes de Refugio Esperanza')).toBeInTheDocument();
    // Mascotas opens what the route gives it for this shelter, and closes it again.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(cards.getByRole('button', { name: 'Ver mascotas' }));
    const pets = await screen.findByRole('dialog', { name: 'Mascotas de Refugio Esperanza' });
    await user.click(within(pets).getByRole('button', { name: 'Cerrar mascotas' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Editar refugio" only to the shelter’s administrators', async () => {
    fakeApi({
      shelters: [shelter(), shelter({ id: 2, name: 'Protectora Sol', role: 'miembro' })],
    });
    const { user } = renderSection();
    expect((await cardsOf()).getByRole('button', { name: 'Editar refugio' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Mis Refugios'), '2');
    const cards = await cardsOf();
    expect(cards.queryByRole('button', { name: 'Editar refugio' })).not.toBeInTheDocument();
    expect(
      cards.getByText('Solo los administradores del refugio pueden editarlo.'),
    ).toBeInTheDocument();
  });
});

describe('Editar refugio', () => {
  it('opens a labelled side panel with every field filled in, focus on Nombre', async () => {
    fakeApi();
    const { panel } = await openEditPanel();
    expect(panel).toHaveAttribute('aria-modal', 'true');
    const name = within(panel).getByLabelText('Nombre');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Refugio Esperanza');
    for (const legend of ['Información Básica', 'Redes Sociales', 'Ubicación']) {
      expect(within(panel).getByRole('group', { name: legend })).toBeInTheDocument();
    }
    const values: Record<string, string> = {
      Teléfono: '910 000 000',
      Email: 'hola@esperanza.es',
      'Sitio Web': 'https://esperanza.es',
      Facebook: '',
      Instagram: '@esperanza',
      Dirección: 'Calle Mayor 1',
      Ciudad: 'Madrid',
      Latitud: '40.4168',
      Longitud: '-3.7038',
    };
    for (const [label, value] of Object.entries(values)) {
      expect(within(panel).getByLabelText(label)).toHaveValue(value);
    }
    expect(within(panel).getByLabelText('Sitio Web')).toHaveAttribute('type', 'url');
    expect(within(panel).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(panel).getByLabelText('Tipo')).toHaveValue('Refugio');
  });

  // Tab staying inside is the browser's (a modal <dialog>); e2e/tests/shelters.spec.ts checks it.
  it('moves focus in, closes on Escape and gives focus back', async () => {
    fakeApi();
    const { panel, user } = await openEditPanel();
    expect(panel.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await cardsOf()).getByRole('button', { name: 'Editar refugio' })).toHaveFocus();
  });

  it('saves every field, says so and shows the new data', { timeout: 20_000 }, async () => {
    const { calls } = fakeApi();
    const { panel, user } = await openEditPanel();
    const phone = within(panel).getByLabelText('Teléfono');
    await user.clear(phone);
    await user.type(phone, '954 111 222');
    await user.selectOptions(within(panel).getByLabelText('Tipo'), 'Protectora');
    await user.type(within(panel).getByLabelText('Facebook'), 'esperanza.madrid');
    const latitude = within(panel).getByLabelText('Latitud');
    await user.clear(latitude);
    await user.type(latitude, '40,5');
    await user.type(within(panel).getByLabelText('Descripción'), 'Hola');
    await user.type(within(panel).getByLabelText('Horario'), 'Lunes');
    await user.type(within(panel).getByLabelText('Condiciones de adopción'), 'Firma');
    await user.click(within(panel).getByRole('button', { name: 'Guardar cambios' }));

    expect(
      await screen.findByText('El refugio ha sido actualizado correctamente.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/shelters/1',
        body: {
          name: 'Refugio Esperanza',
          phone: '954 111 222',
          email: 'hola@esperanza.es',
          kind: 'Protectora',
          web: 'https://esperanza.es',
          facebook: 'esperanza.madrid',
          instagram: '@esperanza',
          address: 'Calle Mayor 1',
          city: 'Madrid',
          latitude: 40.5,
          longitude: -3.7038,
          description: 'Hola',
          opening_hours: 'Lunes',
          adoption_conditions: 'Firma',
        },
      },
    ]);
    const card = screen.getByRole('article', { name: 'Refugio Esperanza' });
    expect(within(card).getByText('954 111 222')).toBeInTheDocument();
    expect(within(card).getByText(/Protectora/)).toBeInTheDocument();
  });

  it(
    'saves a logo as soon as it is chosen, checks it first, and can remove it',
    { timeout: 20_000 },
    async () => {
      const { state } = fakeApi();
      const uploads: string[] = [];
      const setPhoto = (photo: string | null) => {
        state.shelters[0] = { ...state.shelters[0]!, photo };
        const { role: _role, ...saved } = state.shelters[0];
        return HttpResponse.json(saved);
      };
      server.use(
        http.put('*/shelters/api/shelters/:id/photo/', async ({ request }) => {
          const form = await request.formData();
          // The file's field (jsdom's FormData does not keep its name).
          uploads.push(...form.keys());
          return setPhoto('media/shelters/nuevo-400.webp');
        }),
        http.delete('*/shelters/api/shelters/:id/photo/', () => setPhoto(null)),
      );
      const { panel, user } = await openEditPanel();
      const group = within(within(panel).getByRole('group', { name: 'Presentación' }));
      expect(group.getByText('El refugio aún no tiene logo ni foto.')).toBeInTheDocument();
      const input = within(panel).getByTestId('shelter-photo-input');

      await user.upload(
        input,
        new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' }),
      );
      expect(
        await group.findByText('La imagen es demasiado grande. El tamaño máximo es 5MB.'),
      ).toBeVisible();
      expect(uploads).toEqual([]);

      await user.upload(input, new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' }));
      expect(await screen.findByText('La imagen del refugio se ha guardado.')).toBeInTheDocument();
      expect(uploads).toEqual(['image']);
      expect(
        await group.findByRole('img', { name: 'Logo o foto de Refugio Esperanza' }),
      ).toHaveAttribute('src', expect.stringMatching(/media\/shelters\/nuevo-400\.webp$/));

      await user.click(group.getByRole('button', { name: 'Quitar imagen' }));
      expect(await screen.findByText('Se ha quitado la imagen del refugio.')).toBeInTheDocument();
      expect(await group.findByText('El refugio aún no tiene logo ni foto.')).toBeInTheDocument();
    },
  );

  it('requires the name with the spec’s message and sends nothing', async () => {
    const { calls } = fakeApi();
    const { panel, user } = await openEditPanel();
    await user.clear(within(panel).getByLabelText('Nombre'));
    await user.click(within(panel).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(panel).findByText('El nombre del refugio es obligatorio')).toBeVisible();
    expect(within(panel).getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('puts the server’s field messages on their fields', async () => {
    fakeApi();
    server.use(
      http.put('*/shelters/api/shelters/:id/', () =>
        HttpResponse.json(
          {
            error: 'Indica la latitud y la longitud, o deja las dos vacías.',
            code: 'invalid',
            fields: { longitude: ['Indica la latitud y la longitud, o deja las dos vacías.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { panel, user } = await openEditPanel();
    await user.click(within(panel).getByRole('button', { name: 'Guardar cambios' }));
    const longitude = within(panel).getByLabelText('Longitud');
    await waitFor(() => expect(longitude).toHaveAttribute('aria-invalid', 'true'));
    expect(longitude).toHaveAccessibleDescription(
      expect.stringContaining('Indica la latitud y la longitud, o deja las dos vacías.'),
    );
    expect(within(panel).getByText('Revisa los campos marcados.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar refugio' })).toBeInTheDocument();
  });

  it('tells the spec’s failure text inside the panel and keeps the edits', async () => {
    fakeApi();
    server.use(
      http.put('*/shelters/api/shelters/:id/', () =>
        HttpResponse.json({ error: 'Fallo', code: 'internal_error' }, { status: 500 }),
      ),
    );
    const { panel, user } = await openEditPanel();
    await user.type(within(panel).getByLabelText('Ciudad'), ' centro');
    await user.click(within(panel).getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await within(panel).findByText(
        'Ocurrió un error al actualizar el refugio. Por favor, inténtalo de nuevo más tarde.',
      ),
    ).toBeVisible();
    expect(within(panel).getByLabelText('Ciudad')).toHaveValue('Madrid centro');
  });
});

describe('Usuarios de {shelter}', () => {
  it('lists the members with Nombre, Email and Rol, "Usuario" when a role is missing', async () => {
    fakeApi({
      users: [ANA, PABLO, member(9, { role: '' as ShelterUser['role'] })],
    });
    const { modal } = await openUsers();
    expect(within(modal).getByRole('status')).toBeInTheDocument();
    const table = await within(modal).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nombre', 'Email', 'Rol', 'Acciones']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Ana García (tú)',
      'Pablo Ruiz',
      'Persona9 García',
    ]);
    expect(within(rows[0]!).getByText('Administrador')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Miembro')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Usuario')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('persona8@example.com')).toBeInTheDocument();
  });

  it('says "Cargando usuarios..." first and the empty text when there are none', async () => {
    fakeApi({ users: [] });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/shelters/api/shelters/:id/users/', async () => {
        await answered;
        return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } });
      }),
    );
    const { modal } = await openUsers();
    expect(within(modal).getByText('Cargando usuarios...')).toBeInTheDocument();
    answer();
    expect(
      await within(modal).findByText('No hay usuarios asociados a este refugio.'),
    ).toBeInTheDocument();
  });

  it('lets an administrator invite an address, pending until accepted, and cancel it', async () => {
    const { calls } = fakeApi();
    const { modal, user } = await openUsers();
    await within(modal).findByRole('table');
    const email = within(modal).getByLabelText('Email');

    await user.type(email, 'lola@example.com');
    await user.selectOptions(within(modal).getByLabelText('Rol'), 'administrador');
    await user.click(within(modal).getByRole('button', { name: 'Invitar' }));
    expect(
      await within(modal).findByText('Hemos enviado una invitación a lola@example.com.'),
    ).toBeVisible();
    expect(email).toHaveValue('');
    // Not a member: the address as typed, under the pending invitations.
    expect(within(modal).queryByRole('cell', { name: 'lola@example.com' })).not.toBeInTheDocument();
    const pending = await within(modal).findByRole('region', { name: 'Invitaciones pendientes' });
    expect(within(pending).getByText('lola@example.com')).toBeVisible();
    expect(within(pending).getByText(/Invitación pendiente · Administrador/)).toBeVisible();

    // The same address again is refused on its field.
    await user.type(email, 'lola@example.com');
    await user.click(within(modal).getByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Ya hay una invitación pendiente para este email.');

    await user.click(
      within(pending).getByRole('button', { name: 'Cancelar la invitación a lola@example.com' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Cancelar invitación' })).getByRole(
        'button',
        { name: 'Cancelar invitación' },
      ),
    );
    expect(
      await within(modal).findByText('Has cancelado la invitación a lola@example.com.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(modal).queryByRole('region', { name: 'Invitaciones pendientes' }),
      ).not.toBeInTheDocument(),
    );
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', 'invitations', { email: 'lola@example.com', role: 'administrador' }],
      ['POST', 'invitations', { email: 'lola@example.com', role: 'miembro' }],
      ['DELETE', 'invitations/30', undefined],
    ]);
  });

  it('removes a member only after confirmation', async () => {
    const { calls } = fakeApi();
    const { modal, user } = await openUsers();
    const remove = await within(modal).findByRole('button', { name: 'Quitar a Pablo Ruiz' });

    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Quitar usuario' });
    expect(confirm).toHaveAccessibleDescription(
      '¿Seguro que quieres quitar a Pablo Ruiz de Refugio Esperanza? Dejará de poder gestionar el refugio y sus anuncios.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);

    await user.click(within(modal).getByRole('button', { name: 'Quitar a Pablo Ruiz' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitar' }),
    );
    expect(
      await within(modal).findByText('Pablo Ruiz ya no forma parte del refugio.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(modal).queryByRole('cell', { name: 'Pablo Ruiz' })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual([{ method: 'DELETE', path: 'users/8' }]);
  });

  it('tells the last administrator why they cannot leave', async () => {
    fakeApi();
    const { modal, user } = await openUsers();
    await user.click(await within(modal).findByRole('button', { name: 'Salir del refugio' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Salir del refugio' })).getByRole(
        'button',
        { name: 'Salir' },
      ),
    );
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(error).toHaveAccessibleDescription(
      'El refugio debe tener al menos un administrador. Nombra antes a otra persona administradora.',
    );
  });

  it('shows a plain member the list, and only a way to leave', async () => {
    fakeApi({
      shelters: [shelter({ role: 'miembro' })],
      users: [
        member(3, { name: 'Lucía Martín', role: 'administrador' }),
        { ...ANA, role: 'miembro' },
      ],
    });
    const { modal, user } = await openUsers();
    await within(modal).findByRole('table');
    expect(within(modal).queryByLabelText('Email de la cuenta')).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: /^Quitar a/ })).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Salir del refugio' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Salir' }),
    );
    // Leaving closes the modal; the section follows the user's shelters (none left).
    expect(await screen.findByText('Has salido de Refugio Esperanza.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByText('No tienes refugios asociados a tu cuenta.'),
    ).toBeInTheDocument();
  });
});
