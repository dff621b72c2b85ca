import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import type { Pet } from '@huella/shared/schemas/pets';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import { makePet, makePhoto, makeShelter } from '../features/announcements/test-fixtures';
import AdoptionAnnouncementEditRoute from './adoption-announcement-edit';

const SHELTERS = [makeShelter(3, 'Refugio Esperanza'), makeShelter(8, 'Protectora Los Olivos')];

/** Tula, of the second shelter, expired, with three photos. */
const tula = makePet(41, {
  name: 'Tula',
  kind: 'gato',
  gender: 'hembra',
  race: 'Europeo',
  birth: '2020-05-02',
  description: 'Le encanta el sol.',
  shelter: 8,
  state: 'pendiente',
  sterilized: true,
  sickness: 'Asma leve',
  size: 'pequeño',
  microchipped: true,
  chip_number: '941000011112222',
  vaccinated: true,
  good_with_children: true,
  good_with_dogs: false,
  good_with_cats: null,
  energy: 'baja',
  needs_garden: false,
  images: [makePhoto(1), makePhoto(2), makePhoto(3)],
  expires_at: '2026-01-01T00:00:00.000Z',
});

interface Calls {
  puts: Record<string, unknown>[];
  deleted: number[];
  uploads: number[];
  orders: number[][];
}

function mockApi({
  pet = tula as Pet | 404,
  shelters = SHELTERS as MyShelter[],
  failUploads = false,
} = {}) {
  const calls: Calls = { puts: [], deleted: [], uploads: [], orders: [] };
  let images = pet === 404 ? [] : [...pet.images];
  let nextPhotoId = 50;
  server.use(
    http.get('/shelters/api/shelters/my-shelters/', () => HttpResponse.json(shelters)),
    http.get('/pets/api/pets/:id/', () =>
      pet === 404
        ? HttpResponse.json(
            { error: 'No se encontró información del animal.', code: 'pet_not_found' },
            { status: 404 },
          )
        : HttpResponse.json({ ...pet, images }),
    ),
    http.put('/pets/api/pets/:id/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.puts.push(body);
      return HttpResponse.json({ ...(pet as Pet), ...body, images });
    }),
    http.delete('/pets/api/pets/:id/photos/:photoId/', ({ params }) => {
      calls.deleted.push(Number(params.photoId));
      images = images.filter((photo) => photo.id !== Number(params.photoId));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/pets/api/pets/:id/photos/', () => {
      if (failUploads) {
        return HttpResponse.json(
          {
            error: 'Ha ocurrido un error inesperado en el servidor. Inténtalo de nuevo más tarde.',
            code: 'internal_error',
          },
          { status: 500 },
        );
      }
      const photo = makePhoto(nextPhotoId++);
      calls.uploads.push(photo.id);
      images = [...images, photo];
      return HttpResponse.json(photo, { status: 201 });
    }),
    http.put('/pets/api/pets/:id/photos/order/', async ({ request }) => {
      const { photo_ids } = (await request.json()) as { photo_ids: number[] };
      calls.orders.push(photo_ids);
      images = photo_ids.map((id) => images.find((photo) => photo.id === id)!);
      return HttpResponse.json({ ...(pet as Pet), images });
    }),
  );
  return calls;
}

function DashboardProbe() {
  const location = useLocation();
  return <h1>Mi cuenta{location.search}</h1>;
}

const renderEdit = (path = '/dashboard/adoption_announcement/41') =>
  renderRoutes(
    [
      { path: '/dashboard/adoption_announcement/:id', element: <AdoptionAnnouncementEditRoute /> },
      { path: '/dashboard', element: <DashboardProbe /> },
    ],
    { initialEntries: [path], session: true },
  );

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const select = (name: string | RegExp) => screen.getByRole('combobox', { name });
const photoList = () => screen.getByRole('list', { name: /Fotos del anuncio/ });
const sources = () =>
  within(photoList())
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'));
const addZone = () => screen.getByRole('button', { name: /Añadir más fotos/ });
const fileInput = (zone: HTMLElement) =>
  zone.closest('[data-drop-target]')!.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

beforeEach(() => {
  let count = 0;
  URL.createObjectURL = vi.fn(() => `blob:huella/${(count += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('/dashboard/adoption_announcement/{id}', () => {
  it('fills the form with the announcement, expired or not', async () => {
    mockApi();
    renderEdit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar anuncio de adopción' }),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Tula')).toBe(field(/^Nombre/));
    expect(select(/^Tipo/)).toHaveValue('gato');
    expect(select('Sexo')).toHaveValue('hembra');
    expect(field(/^Raza/)).toHaveValue('Europeo');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('2020-05-02');
    expect(field(/^Descripción/)).toHaveValue('Le encanta el sol.');
    expect(select(/^Refugio/)).toHaveValue('8');
    expect(select('Estado')).toHaveValue('pendiente');
    expect(select('Tamaño')).toHaveValue('pequeño');
    expect(screen.getByRole('checkbox', { name: 'Esterilizado' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tiene microchip' })).toBeChecked();
    expect(field(/^Número de microchip/)).toHaveValue('941000011112222');
    expect(field(/^Enfermedades/)).toHaveValue('Asma leve');
    expect(select('Niños')).toHaveValue('true');
    expect(select('Perros')).toHaveValue('false');
    expect(select('Gatos')).toHaveValue('');
    expect(select('Nivel de energía')).toHaveDisplayValue('Tranquilo');
    expect(select('Necesita jardín o patio')).toHaveDisplayValue('No');
    expect(sources()).toEqual([1, 2, 3].map((id) => `/media/pets/photo-${id}-800.webp`));
  });

  it('saves with PUT, removes, adds and reorders photos, then goes back to Anuncios with a toast', async () => {
    const calls = mockApi();
    const { user } = renderEdit();
    await screen.findByDisplayValue('Tula');

    await user.clear(field(/^Nombre/));
    await user.type(field(/^Nombre/), 'Tula II');
    await user.click(screen.getByRole('button', { name: 'Quitar la foto 2' }));
    await user.upload(fileInput(addZone()), png('nueva.png'));
    // [1, 3, nueva] → [nueva, 1, 3]
    await user.click(screen.getByRole('button', { name: 'Mover la foto 3 antes' }));
    await user.click(screen.getByRole('button', { name: 'Mover la foto 2 antes' }));
    expect(within(photoList()).getAllByRole('listitem')[0]).toHaveTextContent('Foto principal');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByRole('heading', { name: 'Mi cuenta?seccion=anuncios' }),
    ).toBeVisible();
    expect(await screen.findByText('Los cambios se han guardado.')).toBeInTheDocument();
    expect(calls.puts).toEqual([
      {
        name: 'Tula II',
        kind: 'gato',
        gender: 'hembra',
        race: 'Europeo',
        birth: '2020-05-02',
        description: 'Le encanta el sol.',
        shelter: 8,
        state: 'pendiente',
        sterilized: true,
        sickness: 'Asma leve',
        size: 'pequeño',
        microchipped: true,
        chip_number: '941000011112222',
        vaccinated: true,
        good_with_children: true,
        good_with_dogs: false,
        good_with_cats: null,
        energy: 'baja',
        needs_garden: false,
      },
    ]);
    expect(calls.deleted).toEqual([2]);
    expect(calls.uploads).toEqual([50]);
    expect(calls.orders).toEqual([[50, 1, 3]]);
  });

  it('sends no order when only the fields changed', async () => {
    const calls = mockApi();
    const { user } = renderEdit();
    await screen.findByDisplayValue('Tula');
    await user.selectOptions(select('Estado'), 'En adopción');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('heading', { name: 'Mi cuenta?seccion=anuncios' });
    expect(calls.puts[0]).toMatchObject({ state: 'en_adopcion' });
    expect(calls.deleted).toEqual([]);
    expect(calls.uploads).toEqual([]);
    expect(calls.orders).toEqual([]);
  });

  it('reorders the photos it already has with one call', async () => {
    const calls = mockApi();
    const { user } = renderEdit();
    await screen.findByDisplayValue('Tula');
    await user.click(screen.getByRole('button', { name: 'Mover la foto 1 después' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('heading', { name: 'Mi cuenta?seccion=anuncios' });
    expect(calls.orders).toEqual([[2, 1, 3]]);
  });

  it('stays when a new photo fails, keeping it to try again, and says the rest was saved', async () => {
    const calls = mockApi({ failUploads: true });
    const { user } = renderEdit();
    await screen.findByDisplayValue('Tula');
    await user.click(screen.getByRole('button', { name: 'Quitar la foto 3' }));
    await user.upload(fileInput(addZone()), png('nueva.png'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByText(
        'La mascota se ha guardado, pero algunas fotos no: nueva.png: Ha ocurrido un error inesperado en el servidor. Inténtalo de nuevo más tarde. (código de estado 500)',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Vuelve a pulsar Guardar para intentarlo de nuevo.'),
    ).toBeInTheDocument();
    expect(calls.deleted).toEqual([3]);
    // Photos 1 and 2 are stored; the new one waits in third place.
    expect(within(photoList()).getAllByRole('listitem')).toHaveLength(3);
    expect(sources().slice(0, 2)).toEqual([
      '/media/pets/photo-1-800.webp',
      '/media/pets/photo-2-800.webp',
    ]);

    // Trying again does not delete photo 3 twice.
    mockApi({ pet: { ...tula, images: [makePhoto(1), makePhoto(2)] } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los cambios se han guardado.')).toBeInTheDocument();
  });

  it('says so for an announcement that does not exist', async () => {
    mockApi({ pet: 404 });
    renderEdit();
    expect(await screen.findByText('No se encontró el anuncio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Mi cuenta' })).toHaveAttribute(
      'href',
      '/dashboard?seccion=anuncios',
    );
  });

  it('treats an id that is not a number as an unknown announcement, without asking', async () => {
    mockApi();
    renderEdit('/dashboard/adoption_announcement/abc');
    expect(await screen.findByText('No se encontró el anuncio.')).toBeInTheDocument();
  });

  it('does not offer to edit an announcement of another shelter', async () => {
    mockApi({ shelters: [makeShelter(3, 'Refugio Esperanza')] });
    renderEdit();
    expect(
      await screen.findByText('Solo los miembros del refugio pueden gestionar sus anuncios.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('Cancelar goes back to Anuncios', async () => {
    mockApi();
    const { user } = renderEdit();
    await screen.findByDisplayValue('Tula');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Mi cuenta?seccion=anuncios' })).toBeVisible(),
    );
  });
});
