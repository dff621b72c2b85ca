import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { Landing, renderRoutes } from '../../../testing/render';
import { fakeAnnouncementsApi, makePet } from '../announcements-test-api';
import { ShelterPetsModal } from './shelter-pets-modal';
import { myShelterFixture } from '../../../testing/fixtures';

const esperanza = myShelterFixture({
  web: '',
  instagram: '',
  latitude: null,
  longitude: null,
  role: 'miembro',
});

/** Two animals of Refugio Esperanza and one of another shelter of the same user. */
const pets = () => [
  makePet(1, { name: 'Luna', publishedDaysAgo: 3 }),
  makePet(2, { name: 'Kira', state: 'pendiente', publishedDaysAgo: 100 }),
  makePet(3, { name: 'Sol', shelter: 2, shelter_name: 'Protectora Sol' }),
];

/** Mi cuenta → Refugios opens the modal from the shelter's Mascotas card (dashboard-shell). */
function MascotasCard() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ver mascotas
      </button>
      <ShelterPetsModal shelter={esperanza} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openPets() {
  const rendered = renderRoutes(
    [
      { path: '/dashboard', element: <MascotasCard /> },
      { path: '/dashboard/adoption_announcement/:id', element: <Landing name="Editar anuncio" /> },
      { path: '/refugios/:id', element: <Landing name="Página del refugio" /> },
    ],
    { initialEntries: ['/dashboard?seccion=refugios'], session: true },
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Ver mascotas' }));
  const modal = await screen.findByRole('dialog', { name: 'Mascotas de Refugio Esperanza' });
  await within(modal).findByRole('list', { name: 'Tus anuncios' });
  return { ...rendered, modal };
}

const namesIn = (modal: HTMLElement) =>
  within(modal)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Refugios → Mascotas', () => {
  it('lists the shelter’s animals only, with counters of that shelter', async () => {
    const api = fakeAnnouncementsApi(pets());
    const { modal } = await openPets();
    expect(modal).toHaveAccessibleDescription(
      'Todos los anuncios del refugio, también los caducados y los adoptados.',
    );
    expect(namesIn(modal)).toEqual(['Luna', 'Kira']);
    expect(api.callsTo('GET', '/mine/')[0]?.params).toMatchObject({ shelter: '1' });
    expect(api.callsTo('GET', '/mine/counts/')[0]?.params).toEqual({ shelter: '1' });
    const counters = within(within(modal).getByRole('group', { name: 'Filtrar por estado' }));
    await waitFor(() =>
      expect(counters.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Todos 2',
        'Publicados 1',
        'Pendientes 0',
        'Caducados 1',
      ]),
    );
    // One shelter: its name is not repeated on every animal.
    expect(within(modal).queryByText('Refugio Esperanza')).not.toBeInTheDocument();
  });

  it('changes an animal’s state and leads to its edit form and the public page', async () => {
    const api = fakeAnnouncementsApi(pets());
    const { modal, user } = await openPets();
    const luna = within(modal).getByRole('article', { name: 'Luna' });
    await user.selectOptions(within(luna).getByRole('combobox', { name: 'Estado de Luna' }), [
      'pendiente',
    ]);
    expect(await screen.findByText('El estado de Luna ahora es «Pendiente».')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/pets/api/pets/1/')[0]?.body).toEqual({ state: 'pendiente' });
    expect(within(luna).getByRole('link', { name: 'Editar Luna' })).toHaveAttribute(
      'href',
      '/dashboard/adoption_announcement/1',
    );

    await user.click(within(modal).getByRole('link', { name: 'Ver página pública' }));
    expect(await screen.findByRole('heading', { name: 'Página del refugio' })).toBeInTheDocument();
  });

  it('searches within the shelter and closes with Escape, back to its button', async () => {
    const api = fakeAnnouncementsApi(pets());
    const { modal, user } = await openPets();
    await user.type(within(modal).getByRole('searchbox', { name: 'Buscar anuncios' }), 'kira');
    await waitFor(() => expect(namesIn(modal)).toEqual(['Kira']));
    expect(api.callsTo('GET', '/mine/').at(-1)?.params).toMatchObject({ q: 'kira', shelter: '1' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver mascotas' })).toHaveFocus();
  });
});
