/**
 * The comment thread and form on a post's page (spec §3–§5), through the
 * page itself with the blog's API mocked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { blogMessages } from '@huella/shared/messages/blog';
import { blogCommentCreatedSchema } from '@huella/shared/schemas/blog';
import { apiFixture } from '../testing/api-fixture';
import { commentFixture, mockBlogApi, NOW, postFixture } from '../testing/blog-fixtures';
import { renderRoutes } from '../testing/render';
import BlogPostPage from './blog-post';

const messages = blogMessages.commentForm;

const ANA = commentFixture();
const REPLY = commentFixture({
  id: 11,
  author: 'Lucía Martín',
  text: 'Gracias, Ana. ¡Un abrazo a Toby!',
  timestamp: NOW - 3 * 60 * 60 * 1000,
  time: '12:00 p. m.',
  parentId: 10,
  avatar: 'media/users/lucia-400.webp',
});
const PEDRO = commentFixture({
  id: 12,
  author: 'Pedro',
  website: 'https://pedro.example',
  text: '<b>hola</b> <script>alert(1)</script>',
  timestamp: NOW - 3 * 24 * 60 * 60 * 1000,
  date: '21 de noviembre de 2026',
  time: '9:15 a. m.',
});

const renderPost = () =>
  renderRoutes([{ path: '/blog/:id', element: <BlogPostPage /> }], {
    initialEntries: ['/blog/adoptar-a-un-perro-adulto'],
  });

/** The main comment form, once its token is in. */
async function mainForm() {
  const form = await screen.findByRole('form', { name: 'Deja un comentario' });
  const scoped = within(form);
  await waitFor(() =>
    expect(scoped.getByRole('button', { name: /Publicar comentario/ })).toBeEnabled(),
  );
  return scoped;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the comment thread', () => {
  it('shows each approved comment with author, date, time, relative time and avatar; replies under their comment', async () => {
    mockBlogApi({ comments: [ANA, REPLY, PEDRO] });
    renderPost();
    const section = within(await screen.findByRole('region', { name: /^Comentarios/ }));
    const ana = within(await section.findByRole('article', { name: 'Ana García' }));
    expect(ana.getByText(/^24 de noviembre de 2026/).closest('time')).toHaveTextContent(
      '24 de noviembre de 2026 a las 3:00 p. m.',
    );
    expect(ana.getByText('hace 1 hora')).toBeVisible();
    expect(ana.getByText('AG')).toBeInTheDocument();
    expect(section.getByRole('heading', { level: 2, name: /^Comentarios/ })).toHaveTextContent(
      '3 comentarios',
    );

    const replies = within(section.getByRole('list', { name: 'Respuestas a Ana García' }));
    const reply = within(replies.getByRole('article', { name: 'Lucía Martín' }));
    expect(reply.getByText('Gracias, Ana. ¡Un abrazo a Toby!')).toBeVisible();
    expect(reply.getByText('hace 3 horas')).toBeVisible();
    expect(replies.getByRole('article').querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/media\/users\/lucia-400\.webp$/),
    );
    // Only top-level comments are answered.
    expect(reply.queryByRole('button', { name: /Responder/ })).not.toBeInTheDocument();

    const pedro = within(section.getByRole('article', { name: 'Pedro' }));
    expect(pedro.getByText('hace 3 días')).toBeVisible();
    const website = pedro.getByRole('link', { name: 'Pedro' });
    expect(website).toHaveAttribute('href', 'https://pedro.example');
    expect(website).toHaveAttribute('rel', 'nofollow ugc');
    expect(website).not.toHaveAttribute('target');
  });

  it('shows HTML typed in a comment as text', async () => {
    mockBlogApi({ comments: [PEDRO] });
    renderPost();
    const pedro = await screen.findByRole('article', { name: 'Pedro' });
    expect(within(pedro).getByText('<b>hola</b> <script>alert(1)</script>')).toBeVisible();
    expect(pedro.querySelector('b, script')).toBeNull();
  });

  it('says "No hay comentarios" when there are none', async () => {
    mockBlogApi({ comments: [] });
    renderPost();
    const section = within(await screen.findByRole('region', { name: /^Comentarios/ }));
    expect(section.getByRole('heading', { level: 2, name: /^Comentarios/ })).toHaveTextContent(
      'No hay comentarios',
    );
  });

  it('says so instead of a form when comments are closed', async () => {
    mockBlogApi({ post: postFixture({ comments_open: false }), comments: [ANA] });
    renderPost();
    expect(await screen.findByText(blogMessages.errors.commentsClosed)).toBeVisible();
    await screen.findByRole('article', { name: 'Ana García' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Responder/ })).not.toBeInTheDocument();
  });
});

describe('the comment form', () => {
  it('checks every field with the spec messages and sends nothing; an error clears when its field is edited', async () => {
    const calls = mockBlogApi();
    const { user } = renderPost();
    const form = await mainForm();

    await user.click(form.getByRole('button', { name: /Publicar comentario/ }));
    expect(await form.findByText(messages.nameRequired)).toBeVisible();
    expect(form.getByText(messages.emailRequired)).toBeVisible();
    expect(form.getByText(messages.textRequired)).toBeVisible();
    expect(form.getByRole('textbox', { name: 'Nombre *' })).toHaveFocus();

    await user.type(form.getByRole('textbox', { name: 'Nombre *' }), 'B');
    expect(form.queryByText(messages.nameRequired)).not.toBeInTheDocument();
    expect(form.getByText(messages.emailRequired)).toBeVisible();

    await user.type(form.getByRole('textbox', { name: 'Email *' }), 'no-es-un-email');
    expect(form.queryByText(messages.emailRequired)).not.toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Sitio web (opcional)' }), 'no es una url');
    await user.type(form.getByRole('textbox', { name: 'Comentario *' }), 'Hola');
    await user.click(form.getByRole('button', { name: /Publicar comentario/ }));
    expect(await form.findByText(messages.emailInvalid)).toBeVisible();
    expect(form.getByText(messages.websiteInvalid)).toBeVisible();

    await user.type(form.getByRole('textbox', { name: 'Sitio web (opcional)' }), 'x');
    expect(form.queryByText(messages.websiteInvalid)).not.toBeInTheDocument();
    expect(form.getByText(messages.emailInvalid)).toBeVisible();
    expect(calls.sent).toHaveLength(0);
  });

  it('has a honeypot named apodo that people never see or reach', async () => {
    mockBlogApi();
    renderPost();
    await mainForm();
    const form = screen.getByRole('form', { name: 'Deja un comentario' });
    const honeypot = form.querySelector<HTMLInputElement>('input[name="apodo"]')!;
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole('textbox', { name: /Apodo/ })).not.toBeInTheDocument();
  });

  it('sends the comment with its token, shows the server message for 5 seconds, and the comment at once', async () => {
    const calls = mockBlogApi({ comments: [ANA] });
    const { user } = renderPost();
    const form = await mainForm();
    await user.type(form.getByRole('textbox', { name: 'Nombre *' }), 'Marta');
    await user.type(form.getByRole('textbox', { name: 'Email *' }), 'marta@example.com');
    await user.type(form.getByRole('textbox', { name: 'Sitio web (opcional)' }), 'marta.example');
    await user.type(form.getByRole('textbox', { name: 'Comentario *' }), 'Me ha encantado.');
    await user.click(form.getByRole('button', { name: /Publicar comentario/ }));

    const status = await screen.findByText(blogMessages.commentPublished);
    expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(calls.sent[0]).toEqual({
      author: 'Marta',
      email: 'marta@example.com',
      website: 'https://marta.example',
      text: 'Me ha encantado.',
      apodo: '',
      parentId: null,
      form_token: 'token-1',
    });
    expect(await screen.findByRole('article', { name: 'Marta' })).toBeVisible();
    expect(form.getByRole('textbox', { name: 'Comentario *' })).toHaveValue('');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(screen.getByText(blogMessages.commentPublished)).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_100);
    });
    expect(screen.queryByText(blogMessages.commentPublished)).not.toBeInTheDocument();
  });

  it('says a held comment is pending moderation, and does not show it', async () => {
    mockBlogApi({
      comments: [ANA],
      created: (body) =>
        HttpResponse.json(
          apiFixture(blogCommentCreatedSchema, {
            comment: commentFixture({
              id: 50,
              author: String(body.author),
              text: String(body.text),
            }),
            estado: 'pendiente',
            message: blogMessages.commentPending,
          }),
          { status: 201 },
        ),
    });
    const { user } = renderPost();
    const form = await mainForm();
    await user.type(form.getByRole('textbox', { name: 'Nombre *' }), 'Marta');
    await user.type(form.getByRole('textbox', { name: 'Email *' }), 'marta@example.com');
    await user.type(form.getByRole('textbox', { name: 'Comentario *' }), 'Primera vez aquí.');
    await user.click(form.getByRole('button', { name: /Publicar comentario/ }));
    expect(await screen.findByText('Tu comentario está pendiente de moderación')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Marta' })).not.toBeInTheDocument();
  });

  it("shows the server's field errors on their fields and any other refusal above the button", async () => {
    let answer = 0;
    mockBlogApi({
      created: () => {
        answer += 1;
        return answer === 1
          ? HttpResponse.json(
              {
                error: 'Los datos enviados no son válidos.',
                code: 'validation_error',
                fields: { text: ['Contiene palabras no permitidas.'] },
              },
              { status: 400 },
            )
          : HttpResponse.json(
              { error: blogMessages.errors.tooFast, code: 'too_fast' },
              { status: 429 },
            );
      },
    });
    const { user } = renderPost();
    const form = await mainForm();
    await user.type(form.getByRole('textbox', { name: 'Nombre *' }), 'Marta');
    await user.type(form.getByRole('textbox', { name: 'Email *' }), 'marta@example.com');
    await user.type(form.getByRole('textbox', { name: 'Comentario *' }), 'Hola');
    await user.click(form.getByRole('button', { name: /Publicar comentario/ }));
    expect(await form.findByText('Contiene palabras no permitidas.')).toBeVisible();
    expect(form.getByRole('textbox', { name: 'Comentario *' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.click(form.getByRole('button', { name: /Publicar comentario/ }));
    expect(await form.findByText(blogMessages.errors.tooFast)).toBeVisible();
    expect(form.getByRole('textbox', { name: 'Comentario *' })).toHaveValue('Hola');
  });

  it('fills in the name and e-mail of a signed-in person', async () => {
    mockBlogApi({ signedIn: { author: 'Ana García', email: 'ana@example.com' } });
    renderPost();
    const form = await mainForm();
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Nombre *' })).toHaveValue('Ana García'),
    );
    expect(form.getByRole('textbox', { name: 'Email *' })).toHaveValue('ana@example.com');
  });
});

describe('replying', () => {
  it('opens the reply form under the comment with focus in it; Cancelar closes it and returns focus', async () => {
    mockBlogApi({ comments: [ANA, PEDRO] });
    const { user } = renderPost();
    const respond = await screen.findByRole('button', { name: 'Responder a Ana García' });
    expect(respond).toHaveAttribute('aria-expanded', 'false');
    await user.click(respond);

    const reply = await screen.findByRole('form', { name: 'Tu respuesta a Ana García' });
    expect(within(reply).getByRole('heading', { name: 'Tu respuesta a Ana García' })).toHaveFocus();
    expect(respond).toHaveAttribute('aria-expanded', 'true');
    // Under Ana's comment, before Pedro's.
    const pedro = screen.getByRole('article', { name: 'Pedro' });
    expect(reply.compareDocumentPosition(pedro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(reply).getByRole('button', { name: 'Cancelar' }));
    expect(
      screen.queryByRole('form', { name: 'Tu respuesta a Ana García' }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(respond).toHaveFocus());

    // By keyboard: Enter on Responder opens it again.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('form', { name: 'Tu respuesta a Ana García' })).toBeVisible();
  });

  it('sends the reply to its comment, clears the reply target and shows the reply under it', async () => {
    const calls = mockBlogApi({ comments: [ANA] });
    const { user } = renderPost();
    await user.click(await screen.findByRole('button', { name: 'Responder a Ana García' }));
    const reply = within(await screen.findByRole('form', { name: 'Tu respuesta a Ana García' }));
    await waitFor(() =>
      expect(reply.getByRole('button', { name: /Publicar respuesta/ })).toBeEnabled(),
    );
    await user.type(reply.getByRole('textbox', { name: 'Nombre *' }), 'Marta');
    await user.type(reply.getByRole('textbox', { name: 'Email *' }), 'marta@example.com');
    await user.type(reply.getByRole('textbox', { name: 'Comentario *' }), '¡Qué bonito!');
    await user.click(reply.getByRole('button', { name: /Publicar respuesta/ }));

    expect(await screen.findByText(blogMessages.commentPublished)).toBeVisible();
    expect(calls.sent[0]).toMatchObject({ parentId: 10, text: '¡Qué bonito!' });
    expect(
      screen.queryByRole('form', { name: 'Tu respuesta a Ana García' }),
    ).not.toBeInTheDocument();
    const replies = within(await screen.findByRole('list', { name: 'Respuestas a Ana García' }));
    expect(replies.getByRole('article', { name: 'Marta' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Responder a Ana García' })).toHaveFocus(),
    );
  });
});
