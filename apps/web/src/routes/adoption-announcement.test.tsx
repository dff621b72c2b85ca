import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import type { Pet } from '@huella/shared/schemas/pets';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { announcementsMessages } from '@huella/shared/messages/announcements';
import { moderationMessages } from '@huella/shared/messages/moderation';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import { makePet, makePhoto, makeShelter } from '../features/announcements/test-fixtures';
import AdoptionAnnouncementRoute from './adoption-announcement';

const REQUIRED = 'Por favor completa los campos obligatorios: Nombre, Tipo, Descripción y Refugio.';
const SUCCESS = '¡Éxito! La mascota ha sido creada correctamente';
const GENERAL =
  'Ocurrió un error al procesar la solicitud. Por favor, inténtalo de nuevo más tarde.';

const SHELTERS = [makeShelter(3, 'Refugio Esperanza'), makeShelter(8, 'Protectora Los Olivos')];

/** What the form sent to POST /pets/api/pets/: JSON, or a multipart form's text fields. */
interface SentAnnouncement {
  json?: Record<string, unknown>;
  fields?: Record<string, string>;
  hasImage?: boolean;
}

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

/**
 * The API the form talks to: the user's shelters, the creation (answering
 * `created` or a failure), photo uploads numbered from 100 and the order.
 */
function mockApi({
  shelters = SHELTERS as MyShelter[] | 'error',
  sheltersGate,
  create,
  createGate,
}: {
  shelters?: MyShelter[] | 'error';
  sheltersGate?: Promise<void>;
  create?: (sent: SentAnnouncement) => Response;
  createGate?: Promise<void>;
} = {}) {
  const sent: SentAnnouncement[] = [];
  const uploads: number[] = [];
  const orders: number[][] = [];
  let nextPhotoId = 100;
  let created: Pet | undefined;
  server.use(
    http.get('/shelters/api/shelters/my-shelters/', async () => {
      await sheltersGate;
      return shelters === 'error'
        ? HttpResponse.json({ error: 'Fallo', code: 'internal_error' }, { status: 500 })
        : HttpResponse.json(shelters);
    }),
    http.post('/pets/api/pets/', async ({ request }) => {
      const record: SentAnnouncement = {};
      if (request.headers.get('content-type')?.includes('application/json')) {
        record.json = (await request.json()) as Record<string, unknown>;
      } else {
        const form = await request.formData();
        record.fields = {};
        for (const [key, value] of form.entries()) {
          if (typeof value === 'string') record.fields[key] = value;
          // A file part (jsdom's files lose name and content on their way through
          // Node's fetch; the E2E journey uploads real photos).
          else if (key === 'image') record.hasImage = true;
        }
      }
      sent.push(record);
      await createGate;
      if (create) return create(record);
      const body = record.json ?? record.fields ?? {};
      created = makePet(41, {
        name: String(body.name),
        state: 'en_adopcion',
        images: record.hasImage ? [makePhoto(nextPhotoId++)] : [],
      });
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post('/pets/api/pets/:id/photos/', async ({ request }) => {
      const image = (await request.formData()).get('image');
      expect(image).not.toBeNull();
      expect(typeof image).not.toBe('string');
      const photo = makePhoto(nextPhotoId++);
      uploads.push(photo.id);
      return HttpResponse.json(photo, { status: 201 });
    }),
    http.put('/pets/api/pets/:id/photos/order/', async ({ request }) => {
      const { photo_ids } = (await request.json()) as { photo_ids: number[] };
      orders.push(photo_ids);
      return HttpResponse.json({ ...created!, images: photo_ids.map((id) => makePhoto(id)) });
    }),
  );
  return { sent, uploads, orders };
}

function DashboardProbe() {
  const location = useLocation();
  const state = location.state as { fromAdoptionForm?: boolean } | null;
  return (
    <h1>
      Mi cuenta{location.search}
      {state?.fromAdoptionForm ? ' (desde el formulario)' : ''}
    </h1>
  );
}

const renderForm = () =>
  renderRoutes(
    [
      { path: '/dashboard/adoption_announcement', element: <AdoptionAnnouncementRoute /> },
      { path: '/dashboard', element: <DashboardProbe /> },
    ],
    { initialEntries: ['/dashboard/adoption_announcement'], session: true },
  );

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const select = (name: string | RegExp) => screen.getByRole('combobox', { name });
const save = () => screen.getByRole('button', { name: 'Guardar' });
const photoList = () => screen.getByRole('list', { name: /Fotos del anuncio/ });

/** The hidden file input behind a drop zone (the system dialog cannot be driven here). */
const fileInput = (zone: HTMLElement) =>
  zone.closest('[data-drop-target]')!.querySelector<HTMLInputElement>('input[type="file"]')!;
const addZone = () =>
  screen.getByRole('button', { name: /Arrastra las fotos aquí|Añadir más fotos/ });

/** Files chosen under "All files", past the `accept` filter user-event applies. */
const chooseAnyFiles = (zone: HTMLElement, files: File[]) =>
  fireEvent.change(fileInput(zone), { target: { files } });

const png = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const DESCRIPTION = 'Tranquila y cariñosa.';

/** Fills the required fields the user must type or pick (the shelter comes preselected). */
async function fillRequired(user: ReturnType<typeof renderForm>['user'], name = 'Luna') {
  await user.type(field(/^Nombre/), name);
  await user.selectOptions(select(/^Tipo/), 'Gato');
  await user.type(field(/^Descripción/), DESCRIPTION);
}

beforeEach(() => {
  // jsdom has no object URLs: previews get a stand-in address per file.
  let count = 0;
  URL.createObjectURL = vi.fn(() => `blob:huella/${(count += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('/dashboard/adoption_announcement', () => {
  it('says "Cargando refugios..." and then preselects the first of the user’s shelters', async () => {
    const gate = deferred();
    mockApi({ sheltersGate: gate.promise });
    renderForm();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nuevo anuncio de adopción' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Cargando refugios...')).toBeInTheDocument();
    gate.release();
    const shelter = await screen.findByRole('combobox', { name: /^Refugio/ });
    expect(
      within(shelter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Refugio Esperanza', 'Protectora Los Olivos']);
    expect(shelter).toHaveValue('3');
    expect(screen.queryByText('Cargando refugios...')).not.toBeInTheDocument();
  });

  it('warns, before saving, that a shelter not verified yet cannot publish', async () => {
    mockApi({
      shelters: [
        makeShelter(3, 'Refugio Esperanza'),
        makeShelter(9, 'Refugio Nuevo', { verified: false }),
      ],
    });
    const { user } = renderForm();
    const shelter = await screen.findByRole('combobox', { name: /^Refugio/ });
    const warning =
      'Tu refugio aún no está verificado. Podrás publicar anuncios cuando el equipo de Huella lo revise.';
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.selectOptions(shelter, 'Refugio Nuevo');
    expect(shelter).toHaveAccessibleDescription(warning);
  });

  it('keeps the submit disabled for a shelter that cannot publish, and says why', async () => {
    mockApi({
      shelters: [
        makeShelter(3, 'Refugio Esperanza'),
        makeShelter(9, 'Refugio Nuevo', { verified: false }),
        makeShelter(12, 'Refugio Cerrado', {
          suspended: true,
          suspension_reason: 'Anuncios con datos falsos de salud.',
        }),
      ],
    });
    const { user } = renderForm();
    const shelter = await screen.findByRole('combobox', { name: /^Refugio/ });
    const publish = screen.getByRole('button', { name: announcementsMessages.submit });
    expect(publish).toBeEnabled();

    await user.selectOptions(shelter, 'Refugio Nuevo');
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(announcementsMessages.shelters.unverified);

    await user.selectOptions(shelter, 'Refugio Cerrado');
    expect(shelter).toHaveAccessibleDescription(
      `${moderationMessages.errors.shelterSuspended} ${shelterApplicationsScreensMessages.account.suspendedReason} Anuncios con datos falsos de salud.`,
    );
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(moderationMessages.errors.shelterSuspended);

    await user.selectOptions(shelter, 'Refugio Esperanza');
    expect(publish).toBeEnabled();
  });

  it('explains to a user without shelters what it takes to publish, before any form', async () => {
    mockApi({ shelters: [] });
    renderForm();
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Para publicar animales necesitas una cuenta de refugio',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No perteneces a ningún refugio. Contacta con un administrador.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Solo los refugios verificados por el equipo de Huella pueden publicar anuncios: así quien adopta sabe que detrás de cada animal hay alguien de confianza.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Escribir al equipo para registrar un refugio' }),
    ).toHaveAttribute('href', '/contacto?asunto=Quiero+registrar+mi+refugio+en+Huella');
    expect(screen.queryByRole('combobox', { name: /^Refugio/ })).not.toBeInTheDocument();
  });

  it('says when the shelters could not be loaded, and tries again', async () => {
    mockApi({ shelters: 'error' });
    const { user } = renderForm();
    expect(
      await screen.findByText(
        'No se pudieron cargar tus refugios. Por favor, inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
    mockApi();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('combobox', { name: /^Refugio/ })).toHaveValue('3');
  });

  it('starts with the spec’s defaults and sends them', async () => {
    const api = mockApi();
    const { user } = renderForm();
    await screen.findByRole('combobox', { name: /^Refugio/ });
    expect(select('Sexo')).toHaveValue('macho');
    expect(select('Estado')).toHaveValue('en_adopcion');
    expect(screen.getByRole('checkbox', { name: 'Esterilizado' })).not.toBeChecked();
    expect(select(/^Tipo/)).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Número de microchip' })).not.toBeInTheDocument();

    await fillRequired(user);
    await user.click(save());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    // No photo: the announcement goes as JSON.
    expect(api.sent).toEqual([
      {
        json: {
          name: 'Luna',
          kind: 'gato',
          gender: 'macho',
          race: '',
          birth: null,
          description: DESCRIPTION,
          shelter: 3,
          state: 'en_adopcion',
          sterilized: false,
          sickness: '',
          size: null,
          microchipped: false,
          chip_number: null,
          vaccinated: false,
          good_with_children: null,
          good_with_dogs: null,
          good_with_cats: null,
          energy: null,
          needs_garden: null,
        },
      },
    ]);
  });

  // Typing into many fields is slow in jsdom; a loaded machine needs the margin.
  it(
    'sends every field as the API names it: the shelter id as a number, birth as YYYY-MM-DD',
    { timeout: 20_000 },
    async () => {
      const api = mockApi();
      const { user } = renderForm();
      await screen.findByRole('combobox', { name: /^Refugio/ });
      await user.type(field(/^Nombre/), '  Bruno ');
      await user.selectOptions(select(/^Tipo/), 'Perro');
      await user.selectOptions(select('Sexo'), 'Hembra');
      await user.type(field(/^Raza/), 'Podenco');
      await user.type(screen.getByLabelText('Fecha de nacimiento'), '2021-04-09');
      await user.selectOptions(select('Tamaño'), 'Mediano');
      await user.type(field(/^Descripción/), 'Tranquila y cariñosa.');
      await user.selectOptions(select(/^Refugio/), 'Protectora Los Olivos');
      await user.selectOptions(select('Estado'), 'Adopción pendiente');
      await user.click(screen.getByRole('checkbox', { name: 'Esterilizado' }));
      await user.click(screen.getByRole('checkbox', { name: 'Vacunado' }));
      await user.click(screen.getByRole('checkbox', { name: 'Tiene microchip' }));
      await user.type(field(/^Número de microchip/), '941000024681357');
      await user.type(field(/^Enfermedades/), 'Leishmaniosis controlada');
      await user.selectOptions(select('Niños'), 'Sí');
      await user.selectOptions(select('Gatos'), 'No');
      await user.selectOptions(select('Nivel de energía'), 'Muy activo');
      await user.selectOptions(select('Necesita jardín o patio'), 'Sí');
      await user.click(save());

      expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
      expect(api.sent[0]?.json).toEqual({
        name: 'Bruno',
        kind: 'perro',
        gender: 'hembra',
        race: 'Podenco',
        birth: '2021-04-09',
        description: 'Tranquila y cariñosa.',
        shelter: 8,
        state: 'pendiente',
        sterilized: true,
        sickness: 'Leishmaniosis controlada',
        size: 'mediano',
        microchipped: true,
        chip_number: '941000024681357',
        vaccinated: true,
        good_with_children: true,
        good_with_dogs: null,
        good_with_cats: false,
        energy: 'alta',
        needs_garden: true,
      });
      expect(api.sent[0]?.json).not.toHaveProperty('shelter_id');
    },
  );

  it('does not send a chip number once the microchip box is unticked', async () => {
    const api = mockApi();
    const { user } = renderForm();
    await screen.findByRole('combobox', { name: /^Refugio/ });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Tiene microchip' }));
    await user.type(field(/^Número de microchip/), '941000024681357');
    await user.click(screen.getByRole('checkbox', { name: 'Tiene microchip' }));
    expect(screen.queryByRole('textbox', { name: /Número de microchip/ })).not.toBeInTheDocument();
    await user.click(save());
    await screen.findByText(SUCCESS);
    expect(api.sent[0]?.json).toMatchObject({ microchipped: false, chip_number: null });
  });

  it('asks for the required fields, marks them, focuses the first and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderForm();
    await screen.findByRole('combobox', { name: /^Refugio/ });
    await user.click(save());

    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveFocus();
    expect(field(/^Nombre/)).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(field(/^Nombre/)).toBeInvalid();
    expect(select(/^Tipo/)).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(field(/^Descripción/)).toHaveAccessibleDescription(
      'Este campo es obligatorio Su carácter, su historia, qué necesita.',
    );
    expect(api.sent).toHaveLength(0);

    // Fixing them takes the message away.
    await fillRequired(user);
    await waitFor(() => expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument());
    expect(field(/^Nombre/)).not.toHaveAccessibleDescription('Este campo es obligatorio');
  });

  it('never offers the form to a user who has no shelter', async () => {
    const api = mockApi({ shelters: [] });
    renderForm();
    await screen.findByText('No perteneces a ningún refugio. Contacta con un administrador.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('refuses files that are not images or weigh more than 5 MB, with the spec’s messages', async () => {
    mockApi();
    renderForm();
    await screen.findByRole('combobox', { name: /^Refugio/ });
    expect(addZone()).toHaveAccessibleDescription('PNG, JPG, GIF hasta 5MB');

    // The `accept` list only filters the system dialog: "All files" lets anything through.
    chooseAnyFiles(addZone(), [new File(['hola'], 'notas.txt', { type: 'text/plain' })]);
    expect(
      await screen.findByText('Por favor selecciona un archivo de imagen válido (jpg, png, etc.)'),
    ).toBeInTheDocument();
    expect(addZone()).toHaveAccessibleDescription(
      'PNG, JPG, GIF hasta 5MB Por favor selecciona un archivo de imagen válido (jpg, png, etc.)',
    );

    chooseAnyFiles(addZone(), [png('enorme.png', 5 * 1024 * 1024 + 1)]);
    expect(
      await screen.findByText('La imagen es demasiado grande. El tamaño máximo es 5MB.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Fotos del anuncio/ })).not.toBeInTheDocument();

    // Several at once: the good ones stay, each bad one is named.
    chooseAnyFiles(addZone(), [
      png('luna.png'),
      new File(['%PDF'], 'ficha.pdf', { type: 'application/pdf' }),
    ]);
    expect(
      await screen.findByText(
        'ficha.pdf: Por favor selecciona un archivo de imagen válido (jpg, png, etc.)',
      ),
    ).toBeInTheDocument();
    expect(within(photoList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('previews the main photo, which a click changes ("Haz clic para cambiar la imagen")', async () => {
    mockApi();
    const { user } = renderForm();
    await screen.findByRole('combobox', { name: /^Refugio/ });
    await user.upload(fileInput(addZone()), [png('a.png'), png('b.png')]);

    const main = screen.getByRole('button', { name: /Haz clic para cambiar la imagen/ });
    expect(within(main).getByRole('img', { name: 'Vista previa de la foto 1' })).toHaveAttribute(
      'src',
      'blob:huella/1',
    );
    expect(screen.getByText('2 fotos añadidas.')).toBeInTheDocument();

    await user.upload(fileInput(main), png('c.png'));
    expect(screen.getByText('Foto principal cambiada.')).toBeInTheDocument();
    const items = within(photoList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Foto principal')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img')).not.toHaveAttribute('src', 'blob:huella/1');
  });

  it('reorders and removes photos with the keyboard, focus staying on the moved photo', async () => {
    mockApi();
    const { user } = renderForm();
    await screen.findByRole('combobox', { name: /^Refugio/ });
    await user.upload(fileInput(addZone()), [png('a.png'), png('b.png'), png('c.png')]);
    const sources = () =>
      within(photoList())
        .getAllByRole('img')
        .map((image) => image.getAttribute('src'));
    const [a, b, c] = sources();

    // Moving the first photo before anything does nothing, and says so without losing focus.
    const firstBefore = screen.getByRole('button', { name: 'Mover la foto 1 antes' });
    expect(firstBefore).toHaveAttribute('aria-disabled', 'true');

    screen.getByRole('button', { name: 'Mover la foto 3 antes' }).focus();
    await user.keyboard('{Enter}');
    expect(sources()).toEqual([a, c, b]);
    expect(screen.getByRole('button', { name: 'Mover la foto 2 antes' })).toHaveFocus();
    expect(screen.getByText('Foto movida a la posición 2 de 3.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(sources()).toEqual([c, a, b]);
    expect(screen.getByRole('button', { name: 'Mover la foto 1 antes' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mover la foto 2 después' }));
    expect(sources()).toEqual([c, b, a]);

    await user.click(screen.getByRole('button', { name: 'Quitar la foto 1' }));
    expect(sources()).toEqual([b, a]);
    expect(screen.getByText('Foto quitada. Quedan 2 fotos.')).toBeInTheDocument();
    // The photo that took its place has focus.
    expect(screen.getByRole('button', { name: 'Quitar la foto 1' })).toHaveFocus();
    expect(within(photoList()).getAllByRole('listitem')[0]).toHaveTextContent('Foto principal');
  });

  it('sends the first photo with the announcement, the rest one by one, in the order chosen', async () => {
    const api = mockApi();
    const { user } = renderForm();
    await screen.findByRole('combobox', { name: /^Refugio/ });
    await fillRequired(user, 'Tula');
    await user.upload(fileInput(addZone()), [png('a.png'), png('b.png'), png('c.png')]);
    await user.click(screen.getByRole('button', { name: 'Mover la foto 3 antes' }));
    await user.click(save());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    // Multipart: text fields spelt as a form spells them, and the image.
    expect(api.sent).toEqual([
      {
        hasImage: true,
        fields: {
          name: 'Tula',
          kind: 'gato',
          gender: 'macho',
          race: '',
          birth: '',
          description: DESCRIPTION,
          shelter: '3',
          state: 'en_adopcion',
          sterilized: 'false',
          sickness: '',
          size: '',
          microchipped: 'false',
          chip_number: '',
          vaccinated: 'false',
          good_with_children: '',
          good_with_dogs: '',
          good_with_cats: '',
          energy: '',
          needs_garden: '',
        },
      },
    ]);
    // Photo 100 came with the announcement; 101 and 102 follow in order, so no reordering.
    expect(api.uploads).toEqual([101, 102]);
    expect(api.orders).toEqual([]);
  });

  it('shows "Procesando" while sending, then "¡Éxito!" and a fresh form with the first shelter', async () => {
    const gate = deferred();
    mockApi({ createGate: gate.promise });
    const { user } = renderForm();
    await screen.findByRole('combobox', { name: /^Refugio/ });
    await fillRequired(user);
    await user.type(field(/^Raza/), 'Europeo');
    await user.selectOptions(select(/^Refugio/), 'Protectora Los Olivos');
    await user.upload(fileInput(addZone()), png('luna.png'));
    await user.click(save());

    expect(await screen.findByText('Enviando datos, por favor espera...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Procesando' })).toBeDisabled();
    expect(field(/^Nombre/)).toBeDisabled();
    gate.release();

    const success = await screen.findByText(SUCCESS);
    await waitFor(() => expect(success.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Ver anuncio' })).toHaveAttribute(
      'href',
      '/adopciones/animal/41',
    );
    expect(screen.queryByText('Enviando datos, por favor espera...')).not.toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveValue('');
    expect(field(/^Raza/)).toHaveValue('');
    expect(select(/^Tipo/)).toHaveValue('');
    expect(select(/^Refugio/)).toHaveValue('3');
    expect(screen.queryByRole('list', { name: /Fotos del anuncio/ })).not.toBeInTheDocument();
  });

  describe('failures (spec §8)', () => {
    const failWith = async (create: (sent: SentAnnouncement) => Response) => {
      mockApi({ create });
      const { user } = renderForm();
      await screen.findByRole('combobox', { name: /^Refugio/ });
      await fillRequired(user);
      await user.click(save());
      return user;
    };

    it('joins the server’s per-field messages and shows each beside its field', async () => {
      await failWith(() =>
        HttpResponse.json(
          {
            error: 'Los datos enviados no son válidos.',
            code: 'validation_error',
            fields: {
              name: ['No puede tener más de 150 caracteres.'],
              shelter: ['Solo los miembros del refugio pueden gestionar sus anuncios.'],
            },
          },
          { status: 400 },
        ),
      );
      expect(
        await screen.findByText(
          'No se pudo crear la mascota: Nombre: No puede tener más de 150 caracteres.; Refugio: Solo los miembros del refugio pueden gestionar sus anuncios.',
        ),
      ).toBeInTheDocument();
      expect(field(/^Nombre/)).toHaveAccessibleDescription('No puede tener más de 150 caracteres.');
      await waitFor(() => expect(field(/^Nombre/)).toHaveFocus());
      expect(select(/^Refugio/)).toHaveAccessibleDescription(
        'Solo los miembros del refugio pueden gestionar sus anuncios.',
      );
      // Something the user can fix: no "try again later".
      expect(screen.queryByText(GENERAL)).not.toBeInTheDocument();
      // Nothing was reset.
      expect(field(/^Nombre/)).toHaveValue('Luna');
    });

    it('puts an image the server refused beside the photos', async () => {
      mockApi({
        create: () =>
          HttpResponse.json(
            {
              error: 'Los datos enviados no son válidos.',
              code: 'validation_error',
              fields: {
                image: ['Por favor selecciona un archivo de imagen válido (jpg, png, etc.)'],
              },
            },
            { status: 400 },
          ),
      });
      const { user } = renderForm();
      await screen.findByRole('combobox', { name: /^Refugio/ });
      await fillRequired(user);
      await user.upload(fileInput(addZone()), png('falsa.png'));
      await user.click(save());
      expect(
        await screen.findByText(
          'No se pudo crear la mascota: Fotos: Por favor selecciona un archivo de imagen válido (jpg, png, etc.)',
        ),
      ).toBeInTheDocument();
      const main = screen.getByRole('button', { name: /Haz clic para cambiar la imagen/ });
      expect(main).toHaveAccessibleDescription(
        'PNG, JPG, GIF hasta 5MB Por favor selecciona un archivo de imagen válido (jpg, png, etc.)',
      );
      await waitFor(() => expect(main).toHaveFocus());
    });

    it('gives the server’s own text with the status code', async () => {
      await failWith(() =>
        HttpResponse.json(
          {
            error: 'Solo los miembros del refugio pueden gestionar sus anuncios.',
            code: 'not_shelter_member',
          },
          { status: 403 },
        ),
      );
      const alert = await screen.findByText(
        'No se pudo crear la mascota: Solo los miembros del refugio pueden gestionar sus anuncios. (código de estado 403)',
      );
      await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
    });

    it('gives the status code alone when the server sent no text, and advises to try later', async () => {
      await failWith(() => new HttpResponse('Bad gateway', { status: 502 }));
      expect(
        await screen.findByText('No se pudo crear la mascota: código de estado 502'),
      ).toBeInTheDocument();
      expect(screen.getByText(GENERAL)).toBeInTheDocument();
    });

    it('says when no answer came from the server', async () => {
      await failWith(() => HttpResponse.error());
      expect(
        await screen.findByText(
          'No se pudo crear la mascota: No se recibió respuesta del servidor. Verifica tu conexión a internet.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(GENERAL)).toBeInTheDocument();
    });

    it('says "Error desconocido" for an answer it cannot read', async () => {
      await failWith(
        () =>
          new HttpResponse('{"id": 4', {
            status: 201,
            headers: { 'content-type': 'application/json' },
          }),
      );
      expect(
        await screen.findByText('No se pudo crear la mascota: Error desconocido'),
      ).toBeInTheDocument();
    });

    it('says when the answer has no announcement id', async () => {
      await failWith(() => HttpResponse.json({ name: 'Luna' }, { status: 201 }));
      expect(
        await screen.findByText('La respuesta del servidor no incluye el ID de la mascota.'),
      ).toBeInTheDocument();
      expect(screen.getByText(GENERAL)).toBeInTheDocument();
      expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    });
  });

  it('keeps the announcement when a later photo fails, and says which', async () => {
    const api = mockApi();
    server.use(
      http.post('/pets/api/pets/:id/photos/', () =>
        HttpResponse.json(
          {
            error: 'La imagen es demasiado grande. El tamaño máximo es 5MB.',
            code: 'validation_error',
            fields: { image: ['La imagen es demasiado grande. El tamaño máximo es 5MB.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderForm();
    await screen.findByRole('combobox', { name: /^Refugio/ });
    await fillRequired(user);
    await user.upload(fileInput(addZone()), [png('a.png'), png('b.png')]);
    await user.click(save());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(
      screen.getByText(
        'La mascota se ha guardado, pero algunas fotos no: b.png: La imagen es demasiado grande. El tamaño máximo es 5MB. Puedes añadirlas desde el anuncio.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar anuncio de adopción' })).toHaveAttribute(
      'href',
      '/dashboard/adoption_announcement/41',
    );
    expect(api.sent).toHaveLength(1);
  });

  it('Cancelar goes back to /dashboard, which then scrolls to the top', async () => {
    mockApi();
    const { user } = renderForm();
    await user.click(await screen.findByRole('link', { name: 'Cancelar' }));
    expect(
      await screen.findByRole('heading', { name: 'Mi cuenta (desde el formulario)' }),
    ).toBeInTheDocument();
  });
});
