import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffBlogComment } from '@huella/shared/schemas/blog';
import { fakeStaffApi, makeComment } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffCommentsRoute from './staff-comments';

function setup(comments: StaffBlogComment[], entry = '/staff/comentarios') {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: true }))),
  );
  const api = fakeStaffApi({ comments });
  const view = renderRoutes([{ path: '/staff/comentarios', element: <StaffCommentsRoute /> }], {
    initialEntries: [entry],
    session: true,
  });
  return { ...view, api };
}

const queue = () => [
  makeComment(1, {
    author: 'Lucía',
    email: 'lucia@example.com',
    website: 'https://lucia.example.com',
    text: '<b>Hola</b> qué bonito\nsegunda línea',
    reasons: ['primer_comentario', 'enlaces'],
  }),
  makeComment(2, { author: 'Pedro', reasons: ['palabras'], user_id: 4 }),
  makeComment(3, { author: 'Rosa', estado: 'aprobado', reasons: [] }),
  makeComment(4, { author: 'Bot', estado: 'spam', reasons: [] }),
];

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('the moderation queue', () => {
  it('shows the states with their counts and the pending comments with everything staff need', async () => {
    setup(queue());
    expect(await screen.findByRole('heading', { level: 1, name: 'Comentarios' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Pendiente (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tab(/^Aprobado/)).toHaveAccessibleName('Aprobado (1)');
    expect(tab(/^Spam/)).toHaveAccessibleName('Spam (1)');
    expect(tab(/^Papelera/)).toHaveAccessibleName('Papelera (0)');

    const lucia = (await screen.findByText('Lucía')).closest('li')!;
    expect(within(lucia).getByRole('link', { name: 'lucia@example.com' })).toHaveAttribute(
      'href',
      'mailto:lucia@example.com',
    );
    const website = within(lucia).getByRole('link', { name: 'https://lucia.example.com' });
    expect(website).toHaveAttribute('rel', expect.stringContaining('nofollow ugc'));
    expect(within(lucia).getByRole('link', { name: 'Artículo 1' })).toHaveAttribute(
      'href',
      '/blog/articulo-1',
    );
    expect(within(lucia).getByText('24 de noviembre de 2026, 3:05 p. m.')).toBeVisible();
    // The text is shown as text: the markup is not interpreted.
    expect(within(lucia).getByText(/<b>Hola<\/b> qué bonito/)).toBeVisible();
    expect(lucia.querySelector('b')).toBeNull();
    expect(within(lucia).getByText('Primer comentario de esta dirección de correo')).toBeVisible();
    expect(within(lucia).getByText('Contiene demasiados enlaces')).toBeVisible();
    const pedro = screen.getByText('Pedro').closest('li')!;
    expect(within(pedro).getByText('Contiene palabras de la lista de moderación')).toBeVisible();
    expect(within(pedro).getByText('Con cuenta')).toBeVisible();
  });

  it('approves every selected comment at once, then the queue and the counts follow', async () => {
    const { user, api } = setup(queue());
    await screen.findByText('Lucía');
    const bulk = screen.getByRole('group', {
      name: 'Acciones con los comentarios seleccionados',
    });
    expect(within(bulk).getByRole('button', { name: 'Aprobar' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(
      screen.getByRole('checkbox', { name: 'Seleccionar el comentario de Lucía' }),
    ).toBeChecked();
    expect(screen.getByText('2 comentarios seleccionados')).toBeVisible();
    await user.click(within(bulk).getByRole('button', { name: 'Aprobar' }));

    expect(await screen.findByText('2 comentarios aprobados')).toBeInTheDocument();
    expect(api.find('POST', '/staff/comments/moderate/')[0]?.body).toEqual({
      ids: [1, 2],
      estado: 'aprobado',
    });
    expect(await screen.findByText('No hay comentarios pendientes de moderación')).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Aprobado (3)' })).toBeVisible();
    expect(tab(/^Pendiente/)).toHaveAccessibleName('Pendiente (0)');
  });

  it('moves one comment from its own row, and bulk-moves only the chosen ones', async () => {
    const { user, api } = setup(queue());
    const pedro = (await screen.findByText('Pedro')).closest('li')!;
    await user.click(
      within(
        within(pedro).getByRole('group', { name: 'Acciones con el comentario de Pedro' }),
      ).getByRole('button', { name: 'Spam' }),
    );
    expect(await screen.findByText('Comentario marcado como spam')).toBeInTheDocument();
    expect(api.find('POST', '/staff/comments/moderate/')[0]?.body).toEqual({
      ids: [2],
      estado: 'spam',
    });
    await waitFor(() => expect(screen.queryByText('Pedro')).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar el comentario de Lucía' }));
    await user.click(
      within(
        screen.getByRole('group', { name: 'Acciones con los comentarios seleccionados' }),
      ).getByRole('button', { name: 'Papelera' }),
    );
    expect(await screen.findByText('Comentario enviado a la papelera')).toBeInTheDocument();
    expect(api.find('POST', '/staff/comments/moderate/')[1]?.body).toEqual({
      ids: [1],
      estado: 'papelera',
    });
  });

  it('switches state with the tabs (keyboard too) and says when one is empty', async () => {
    const { user, api, router } = setup(queue());
    await user.click(await screen.findByRole('tab', { name: 'Spam (1)' }));
    expect(await screen.findByText('Bot')).toBeVisible();
    expect(router.state.location.search).toBe('?estado=spam');
    expect(api.find('GET', '/staff/comments/').at(-1)?.query.get('estado')).toBe('spam');
    const spamRow = screen.getByText('Bot').closest('li')!;
    // From spam a comment can be approved or thrown away.
    expect(within(spamRow).getByRole('button', { name: 'Aprobar' })).toBeVisible();
    expect(within(spamRow).queryByRole('button', { name: 'Spam' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(tab(/^Papelera/)).toHaveFocus();
    expect(await screen.findByText('La papelera está vacía')).toBeVisible();
  });

  it('pages through a long queue', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      makeComment(index + 1, { author: `Autor ${index + 1}` }),
    );
    const { user, api } = setup(many);
    expect(await screen.findByText('Autor 20')).toBeVisible();
    expect(screen.queryByText('Autor 21')).not.toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeVisible();
    await user.click(screen.getByRole('link', { name: /Siguiente/ }));
    expect(await screen.findByText('Autor 21')).toBeVisible();
    expect(api.find('GET', '/staff/comments/').at(-1)?.query.get('page')).toBe('2');
  });
});
