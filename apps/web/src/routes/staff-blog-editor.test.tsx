import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffBlogPost } from '@huella/shared/schemas/blog';
import { fakeStaffApi, makePost, makeRevision } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { Landing, renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffBlogEditorRoute from './staff-blog-editor';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const routes = [
  { path: '/staff/blog', element: <Landing name="Lista de artículos" /> },
  { path: '/staff/blog/nuevo', element: <StaffBlogEditorRoute /> },
  { path: '/staff/blog/:id', element: <StaffBlogEditorRoute /> },
];

function setup({
  entry = '/staff/blog/nuevo',
  posts = [] as StaffBlogPost[],
  revisions = {},
} = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: true }))),
  );
  const api = fakeStaffApi({ posts, revisions });
  const view = renderRoutes(routes, { initialEntries: [entry], session: true });
  return { ...view, api };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const lastBody = (requests: Array<{ body: unknown }>) => requests[requests.length - 1]?.body;

describe('the staff editor: a new post', () => {
  it('creates a draft with every field through POST, then edits it at its own address', async () => {
    const { user, api, router } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo artículo' })).toBeVisible();
    expect(
      screen.getByText(/Guarda el artículo como borrador para poder añadirle una imagen/),
    ).toBeVisible();

    await user.type(textbox('Título'), 'Cómo preparar tu casa');
    await user.type(textbox('Dirección (slug)'), 'preparar-casa');
    await user.type(textbox('Resumen'), 'Consejos antes de la llegada.');
    expect(screen.getByText('29/500')).toBeVisible();
    await user.type(textbox('Categorías'), 'Consejos{Enter}');
    await user.type(textbox('Etiquetas'), 'gatos,');
    expect(screen.getByRole('button', { name: 'Quitar «gatos»' })).toBeVisible();
    await user.type(textbox('Biografía del autor'), 'Educadora canina.');
    await user.click(screen.getByRole('checkbox', { name: 'Permitir comentarios' }));
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText('Borrador creado')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/staff/posts/'))).toEqual({
      titulo: 'Cómo preparar tu casa',
      slug: 'preparar-casa',
      resumen: 'Consejos antes de la llegada.',
      contenido: '',
      categorias: ['Consejos'],
      etiquetas: ['gatos'],
      author_bio: 'Educadora canina.',
      image_alt: '',
      comments_open: false,
      estado: 'borrador',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar artículo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/staff/blog/100');
    expect(textbox('Título')).toHaveValue('Cómo preparar tu casa');
    // Nothing is left unsaved: leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Volver a los artículos' }));
    expect(await screen.findByRole('heading', { name: 'Lista de artículos' })).toBeVisible();
  });

  it('publishes a new post at once', async () => {
    const { user, api } = setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Título' }),
      'Adoptar un gato senior',
    );
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Artículo publicado')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/staff/posts/'))).toMatchObject({
      titulo: 'Adoptar un gato senior',
      estado: 'publicado',
    });
  });

  it('says what is wrong and sends nothing: no title, a bad address, no date or a past one', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('El título es obligatorio.')).toBeVisible();
    expect(screen.getByText('Revisa los campos marcados.')).toBeVisible();
    expect(textbox('Título')).toHaveFocus();
    expect(textbox('Título')).toHaveAttribute('aria-invalid', 'true');

    // Editing the field clears its message.
    await user.type(textbox('Título'), 'Un título');
    expect(screen.queryByText('El título es obligatorio.')).not.toBeInTheDocument();
    await user.type(textbox('Dirección (slug)'), 'Con Mayúsculas');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(
      await screen.findByText(
        'La dirección solo puede tener letras minúsculas sin tilde, números y guiones.',
      ),
    ).toBeVisible();
    await user.clear(textbox('Dirección (slug)'));

    await user.click(screen.getByRole('button', { name: 'Programar' }));
    await user.click(screen.getByRole('button', { name: 'Programar publicación' }));
    expect(await screen.findByText('Indica la fecha y hora de publicación.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Fecha y hora de publicación'), {
      target: { value: '2020-01-01T10:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Programar publicación' }));
    expect(
      await screen.findByText('La fecha de publicación programada debe ser futura.'),
    ).toBeVisible();
    expect(api.find('POST', '/staff/posts/')).toHaveLength(0);
  });

  it('shows the server’s message on a field it refuses', async () => {
    const { user } = setup();
    server.use(
      http.post('*/blog/api/staff/posts/', () =>
        HttpResponse.json(
          {
            error: 'Los datos enviados no son válidos.',
            message: 'Los datos enviados no son válidos.',
            code: 'validation_error',
            fields: { slug: ['Ya hay un artículo con esta dirección. Elige otra.'] },
          },
          { status: 400 },
        ),
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Repetido');
    await user.type(textbox('Dirección (slug)'), 'repetido');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(
      await screen.findByText('Ya hay un artículo con esta dirección. Elige otra.'),
    ).toBeVisible();
    expect(screen.getByText('Los datos enviados no son válidos.')).toBeVisible();
    expect(textbox('Dirección (slug)')).toHaveFocus();
  });
});

describe('the staff editor: an existing post', () => {
  const draft = () => makePost(1, { titulo: 'Primer borrador' });

  it('loads the post, content included, and saves only what changed with PATCH', async () => {
    const { user, api } = setup({ entry: '/staff/blog/1', posts: [draft()] });
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Primer borrador');
    expect(textbox('Contenido')).toHaveTextContent('Contenido del artículo 1.');
    expect(screen.getByText('Borrador', { selector: 'span' })).toBeVisible();
    const save = screen.getByRole('button', { name: 'Guardar borrador' });
    expect(save).toBeDisabled();

    await user.clear(textbox('Título'));
    await user.type(textbox('Título'), 'Título revisado');
    await user.click(screen.getByRole('button', { name: 'Quitar «perros»' }));
    await user.click(save);
    expect(await screen.findByText('Borrador guardado')).toBeInTheDocument();
    expect(lastBody(api.find('PATCH', '/staff/posts/1/'))).toEqual({
      titulo: 'Título revisado',
      etiquetas: [],
    });
    expect(save).toBeDisabled();
  });

  it('publishes, schedules with the offset and archives after confirming', async () => {
    const { user, api } = setup({ entry: '/staff/blog/1', posts: [draft()] });
    await user.click(await screen.findByRole('button', { name: 'Programar' }));
    fireEvent.change(screen.getByLabelText('Fecha y hora de publicación'), {
      target: { value: '2030-05-01T09:30' },
    });
    await user.click(screen.getByRole('button', { name: 'Programar publicación' }));
    expect(await screen.findByText(/^Artículo programado para el 1 may 2030/)).toBeInTheDocument();
    const scheduled = lastBody(api.find('PATCH', '/staff/posts/1/')) as Record<string, string>;
    expect(Object.keys(scheduled).sort()).toEqual(['estado', 'fechaPublicacion']);
    expect(scheduled.estado).toBe('programado');
    expect(scheduled.fechaPublicacion).toMatch(/^2030-05-01T09:30:00[+-]\d\d:\d\d$/);
    expect(new Date(scheduled.fechaPublicacion!).getTime()).toBe(
      new Date(2030, 4, 1, 9, 30).getTime(),
    );

    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Artículo publicado')).toBeInTheDocument();
    expect(lastBody(api.find('PATCH', '/staff/posts/1/'))).toEqual({ estado: 'publicado' });
    // Published: saving keeps it out, and it can no longer be published or scheduled.
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Archivar' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Archivar el artículo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(api.find('PATCH', '/staff/posts/1/')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Archivar' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '¿Archivar el artículo?' })).getByRole(
        'button',
        { name: 'Archivar' },
      ),
    );
    expect(await screen.findByText('Artículo archivado')).toBeInTheDocument();
    expect(lastBody(api.find('PATCH', '/staff/posts/1/'))).toEqual({ estado: 'archivado' });
  });

  it('lists the revisions, previews one and restores it after confirming', async () => {
    const { user, api } = setup({
      entry: '/staff/blog/1',
      posts: [draft()],
      revisions: { 1: [makeRevision(7, { titulo: 'Título de antes', autor: null })] },
    });
    const panel = await screen.findByRole('region', { name: 'Revisiones' });
    expect(await within(panel).findByText('por una cuenta eliminada')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Ver' }));
    expect(within(panel).getByRole('heading', { name: 'Título de antes' })).toBeVisible();
    expect(within(panel).getByText('Contenido de la revisión 7.')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: /^Restaurar la revisión del/ }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Restaurar esta revisión?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Revisión restaurada')).toBeInTheDocument();
    expect(api.find('POST', '/staff/posts/1/revisions/7/restore/')).toHaveLength(1);
    expect(textbox('Título')).toHaveValue('Título de antes');
    await waitFor(() =>
      expect(textbox('Contenido')).toHaveTextContent('Contenido de la revisión 7.'),
    );
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = setup({ entry: '/staff/blog/1', posts: [draft()] });
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), ' (cambiado)');
    await user.click(screen.getByRole('link', { name: 'Volver a los artículos' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Hay cambios sin guardar' });
    await user.click(within(warning).getByRole('button', { name: 'Cancelar' }));
    expect(textbox('Título')).toHaveValue('Primer borrador (cambiado)');

    await user.click(screen.getByRole('link', { name: 'Volver a los artículos' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Hay cambios sin guardar' })).getByRole(
        'button',
        { name: 'Salir sin guardar' },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Lista de artículos' })).toBeVisible();
  });

  it('uploads the post’s picture and saves its description with the post', async () => {
    const { user, api } = setup({ entry: '/staff/blog/1', posts: [draft()] });
    await screen.findByRole('textbox', { name: 'Título' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'perro.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('post-image-input'), file);
    expect(await screen.findByText('Imagen guardada')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Imagen principal del artículo' })).toBeVisible();
    const sent = api.find('PUT', '/staff/posts/1/image/')[0]?.body as FormData;
    // A file part named image (jsdom's files lose name and content on their way
    // through Node's fetch; the E2E journey uploads a real picture).
    expect(typeof sent.get('image')).not.toBe('string');
    expect(sent.get('image')).not.toBeNull();

    await user.type(textbox('Texto alternativo de la imagen'), 'Un perro en el sofá');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Borrador guardado')).toBeInTheDocument();
    expect(lastBody(api.find('PATCH', '/staff/posts/1/'))).toEqual({
      image_alt: 'Un perro en el sofá',
    });

    // The `accept` list only filters the system dialog: a file that is not an image is refused here.
    fireEvent.change(screen.getByTestId('post-image-input'), {
      target: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText('Por favor selecciona un archivo de imagen válido (jpg, png, etc.)'),
    ).toBeVisible();
    expect(api.find('PUT', '/staff/posts/1/image/')).toHaveLength(1);
  });

  it('has a formatting toolbar with pressed states and a link dialog that checks the address', async () => {
    const { user, api } = setup({ entry: '/staff/blog/1', posts: [draft()] });
    const toolbar = await screen.findByRole('toolbar', { name: 'Formato del texto' });
    for (const name of ['Negrita', 'Cursiva', 'Título de sección', 'Subtítulo', 'Cita']) {
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    expect(within(toolbar).getByRole('button', { name: 'Deshacer' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // One tab stop; the arrows move along.
    const bold = within(toolbar).getByRole('button', { name: 'Negrita' });
    expect(bold).toHaveAttribute('tabindex', '0');
    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Cursiva' })).toHaveFocus();

    await user.click(within(toolbar).getByRole('button', { name: 'Enlace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enlace' });
    const address = within(dialog).getByRole('textbox', { name: 'Dirección del enlace' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(
      within(dialog).getByText(
        'Introduce una dirección web válida que empiece por https://, http://, / o mailto:',
      ),
    ).toBeVisible();
    await user.clear(address);
    await user.type(address, 'huella.es/adopciones');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Enlace' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(textbox('Contenido')).getByRole('link')).toHaveAttribute(
        'href',
        'https://huella.es/adopciones',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Borrador guardado')).toBeInTheDocument();
    expect(
      (lastBody(api.find('PATCH', '/staff/posts/1/')) as { contenido: string }).contenido,
    ).toContain('href="https://huella.es/adopciones"');
  });

  it('marks bold as pressed and inserts an uploaded, described image into the content', async () => {
    const { user, api } = setup({ entry: '/staff/blog/1', posts: [draft()] });
    const toolbar = await screen.findByRole('toolbar', { name: 'Formato del texto' });
    const bold = within(toolbar).getByRole('button', { name: 'Negrita' });
    await user.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));

    await user.click(within(toolbar).getByRole('button', { name: 'Insertar imagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insertar imagen' });
    await user.click(within(dialog).getByRole('button', { name: 'Subir e insertar' }));
    expect(within(dialog).getByText('Selecciona una imagen.')).toBeVisible();
    expect(within(dialog).getByText('Describe la imagen.')).toBeVisible();
    expect(api.find('POST', '/staff/images/')).toHaveLength(0);

    await user.upload(
      within(dialog).getByLabelText('Imagen'),
      new File([new Uint8Array([137, 80, 78, 71])], 'gato.png', { type: 'image/png' }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Texto alternativo' }),
      'Un gato al sol',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Subir e insertar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Insertar imagen' })).not.toBeInTheDocument(),
    );
    expect(api.find('POST', '/staff/images/')).toHaveLength(1);
    expect(
      within(textbox('Contenido')).getByRole('img', { name: 'Un gato al sol' }),
    ).toHaveAttribute('src', '/media/blog/content-1-1600.webp');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Borrador guardado')).toBeInTheDocument();
    expect(
      (lastBody(api.find('PATCH', '/staff/posts/1/')) as { contenido: string }).contenido,
    ).toMatch(/<img[^>]+src="\/media\/blog\/content-1-1600\.webp"[^>]*alt="Un gato al sol"/);
  });

  it('says so for a post that does not exist', async () => {
    setup({ entry: '/staff/blog/99' });
    expect(await screen.findByText('Ese artículo no existe o se ha borrado.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a los artículos' })).toHaveAttribute(
      'href',
      '/staff/blog',
    );
  });
});
