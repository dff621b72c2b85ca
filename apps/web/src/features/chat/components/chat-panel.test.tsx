import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Landing, renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { fakeChatApi, makeConversation, makeMessage } from '../chat-test-api';
import { applyStreamEvent } from '../stream/apply-stream-event';
import { ChatPanel } from './chat-panel';

const routes = [
  { path: '/dashboard', element: <ChatPanel /> },
  { path: '/adopciones', element: <Landing name="Adopciones" /> },
  { path: '/adopciones/animal/:id', element: <Landing name="Ficha del animal" /> },
];

const renderChat = (entry = '/dashboard?seccion=chat') =>
  renderRoutes(routes, { initialEntries: [entry], session: true });

const conversationList = () => screen.getByRole('list', { name: 'Tus conversaciones' });
const log = () => screen.getByRole('log');
const composer = () => screen.getByRole('textbox', { name: 'Escribe un mensaje' });

describe('Chat: the conversation list', () => {
  it('shows three conversations, then three more per "Mensajes anteriores" until all are shown', async () => {
    const conversations = Array.from({ length: 7 }, (_, index) =>
      makeConversation({ id: index + 1 }),
    );
    fakeChatApi({ conversations });
    const { user } = renderChat();

    const list = await screen.findByRole('list', { name: 'Tus conversaciones' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(
      within(list).getByRole('link', { name: 'Conversación sobre Luna 1 con Refugio Esperanza' }),
    ).toHaveAttribute('href', '/dashboard?seccion=chat&conversacion=1');
    expect(screen.getByText('Mostrando 3 de 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mensajes anteriores' }));
    await waitFor(() => expect(within(conversationList()).getAllByRole('link')).toHaveLength(6));
    // Keyboard focus goes to the first conversation revealed.
    expect(within(conversationList()).getAllByRole('link')[3]).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mensajes anteriores' }));
    await waitFor(() => expect(within(conversationList()).getAllByRole('link')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Mensajes anteriores' })).not.toBeInTheDocument();
  });

  it('says "Parece que aún no tienes mensajes" when there are none', async () => {
    fakeChatApi({ conversations: [] });
    renderChat();
    expect(await screen.findByText('Parece que aún no tienes mensajes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver animales en adopción' })).toHaveAttribute(
      'href',
      '/adopciones',
    );
  });

  it('shows the last message, the unread count in the name, and for members the adopter and the shelter', async () => {
    fakeChatApi({
      conversations: [
        makeConversation({
          id: 4,
          role: 'refugio',
          unread: 3,
          last_message: makeMessage({
            id: 40,
            conversation_id: 4,
            side: 'adoptante',
            body: '¿Puedo ir el sábado?',
          }),
        }),
      ],
    });
    renderChat();
    const item = await screen.findByRole('link', {
      name: 'Conversación sobre Luna 4 con Ana García · Refugio Esperanza, 3 mensajes sin leer',
    });
    expect(item).toHaveAccessibleDescription(/¿Puedo ir el sábado\?/);
  });
});

describe('Chat: one conversation', () => {
  const conversation = makeConversation({
    id: 2,
    unread: 2,
    request: { id: 5, state: 'aceptada' },
  });
  const messages = [
    makeMessage({
      id: 30,
      conversation_id: 2,
      side: 'adoptante',
      sender: { id: 7, name: 'Ana García' },
      body: 'Hola, me interesa Luna.',
      created_at: '2026-11-20T09:00:00.000Z',
    }),
    makeMessage({
      id: 31,
      conversation_id: 2,
      side: 'refugio',
      body: 'Primera línea\nSegunda línea',
      created_at: '2026-11-20T09:30:00.000Z',
    }),
  ];

  it('opens from the URL with the animal, the shelter, the request and the messages, and is marked read', async () => {
    const api = fakeChatApi({ conversations: [conversation], messages: { 2: messages } });
    renderChat('/dashboard?seccion=chat&conversacion=2');

    const heading = await screen.findByRole('heading', { name: 'Conversación sobre Luna 2' });
    expect(within(heading).getByRole('link', { name: 'Luna 2' })).toHaveAttribute(
      'href',
      '/adopciones/animal/102',
    );
    expect(screen.getByRole('link', { name: /Solicitud de adopción: Aceptada/ })).toHaveAttribute(
      'href',
      '/dashboard?seccion=solicitudes&solicitud=5',
    );
    const region = await screen.findByRole('log', { name: 'Mensajes sobre Luna 2' });
    expect(await within(region).findByText('Hola, me interesa Luna.')).toBeInTheDocument();
    // Line breaks are kept (white-space: pre-wrap), times on Madrid's clock.
    expect(within(region).getByText(/Primera línea\s+Segunda línea/)).toBeInTheDocument();
    expect(within(region).getByText('10:00')).toBeInTheDocument();
    expect(within(region).getByText('Tú:')).toBeInTheDocument();
    await waitFor(() => expect(api.reads).toEqual([{ conversation: 2, body: { message: 31 } }]));
  });

  it('sends with Enter (Shift+Enter is a new line), empties the composer and shows the message', async () => {
    const api = fakeChatApi({
      conversations: [{ ...conversation, unread: 0 }],
      messages: { 2: messages },
    });
    const { user } = renderChat('/dashboard?seccion=chat&conversacion=2');
    await screen.findByText('Hola, me interesa Luna.');

    await user.type(composer(), '  ¿Cuándo puedo ir?{Shift>}{Enter}{/Shift}Por la tarde  ');
    expect(composer()).toHaveValue('  ¿Cuándo puedo ir?\nPor la tarde  ');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(composer()).toHaveValue(''));
    expect(api.sent).toEqual([
      { conversation: 2, body: { body: '¿Cuándo puedo ir?\nPor la tarde' } },
    ]);
    expect(within(log()).getByText(/¿Cuándo puedo ir\?\s+Por la tarde/)).toBeInTheDocument();
    expect(composer()).toHaveFocus();
  });

  it('does not send an empty message and says so', async () => {
    const api = fakeChatApi({
      conversations: [{ ...conversation, unread: 0 }],
      messages: { 2: [] },
    });
    const { user } = renderChat('/dashboard?seccion=chat&conversacion=2');
    await screen.findByText('Aún no hay mensajes. Escribe el primero.');

    await user.type(composer(), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Escribe un mensaje antes de enviarlo.',
    );
    expect(composer()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toEqual([]);
  });

  it.each([
    [
      400,
      {
        error: 'Datos no válidos',
        code: 'validation_error',
        fields: { body: ['El mensaje no puede tener más de 2000 caracteres.'] },
      },
      'El mensaje no puede tener más de 2000 caracteres.',
    ],
    [
      429,
      {
        error: 'Estás enviando mensajes muy rápido. Espera un momento y vuelve a intentarlo.',
        code: 'rate_limited',
      },
      'Estás enviando mensajes muy rápido. Espera un momento y vuelve a intentarlo.',
    ],
  ])('shows the server’s %i in Spanish and keeps the text', async (status, payload, text) => {
    fakeChatApi({ conversations: [{ ...conversation, unread: 0 }], messages: { 2: messages } });
    server.use(
      http.post('*/chat/api/conversations/2/messages/', () =>
        HttpResponse.json(payload, { status }),
      ),
    );
    const { user } = renderChat('/dashboard?seccion=chat&conversacion=2');
    await screen.findByText('Hola, me interesa Luna.');

    await user.type(composer(), 'Hola otra vez{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(composer()).toHaveValue('Hola otra vez');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('shows a hostile message as plain text', async () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    fakeChatApi({
      conversations: [{ ...conversation, unread: 0 }],
      messages: { 2: [makeMessage({ id: 50, conversation_id: 2, body: hostile })] },
    });
    renderChat('/dashboard?seccion=chat&conversacion=2');

    expect(await screen.findByText(hostile)).toBeInTheDocument();
    expect(log().querySelector('img, script')).toBeNull();
  });

  it('adds a message that arrives live once, even if the stream repeats it', async () => {
    fakeChatApi({ conversations: [{ ...conversation, unread: 0 }], messages: { 2: messages } });
    const { queryClient } = renderChat('/dashboard?seccion=chat&conversacion=2');
    await screen.findByText('Hola, me interesa Luna.');

    const live = makeMessage({ id: 32, conversation_id: 2, body: '¡Te esperamos el sábado!' });
    act(() => {
      applyStreamEvent(queryClient, 'ana@example.com', { type: 'message', message: live });
      applyStreamEvent(queryClient, 'ana@example.com', { type: 'message', message: live });
    });

    expect(await within(log()).findAllByText('¡Te esperamos el sábado!')).toHaveLength(1);
  });

  it('says so when the conversation is not the reader’s', async () => {
    fakeChatApi({ conversations: [] });
    renderChat('/dashboard?seccion=chat&conversacion=99');
    expect(await screen.findByText('No se encontró la conversación.')).toBeInTheDocument();
  });

  it('opens a conversation chosen in the list, and goes back to the list', async () => {
    fakeChatApi({ conversations: [{ ...conversation, unread: 0 }], messages: { 2: messages } });
    const { user, router } = renderChat();

    await user.click(await screen.findByRole('link', { name: /Conversación sobre Luna 2/ }));
    expect(router.state.location.search).toBe('?seccion=chat&conversacion=2');
    await screen.findByText('Hola, me interesa Luna.');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Conversación sobre Luna 2' })).toHaveFocus(),
    );

    await user.click(screen.getAllByRole('link', { name: 'Volver a los mensajes' })[0]!);
    expect(router.state.location.search).toBe('?seccion=chat');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Conversación sobre Luna 2/ })).toHaveFocus(),
    );
  });

  it('loads older messages with "Cargar mensajes anteriores" until the beginning', async () => {
    const many = Array.from({ length: 32 }, (_, index) =>
      makeMessage({
        id: index + 1,
        conversation_id: 2,
        body: `Mensaje número ${index + 1}`,
        created_at: new Date(Date.UTC(2026, 10, 20, 9, index)).toISOString(),
      }),
    );
    fakeChatApi({ conversations: [{ ...conversation, unread: 0 }], messages: { 2: many } });
    const { user } = renderChat('/dashboard?seccion=chat&conversacion=2');

    expect(await screen.findByText('Mensaje número 32')).toBeInTheDocument();
    expect(within(log()).queryByText('Mensaje número 2')).not.toBeInTheDocument();

    await user.click(within(log()).getByRole('button', { name: 'Cargar mensajes anteriores' }));

    expect(await within(log()).findByText('Mensaje número 1')).toBeInTheDocument();
    expect(within(log()).getAllByRole('listitem')).toHaveLength(32);
    expect(within(log()).getByText('Este es el comienzo de la conversación.')).toBeInTheDocument();
  });

  it('counts the characters near the 2000 limit', async () => {
    fakeChatApi({ conversations: [{ ...conversation, unread: 0 }], messages: { 2: messages } });
    const { user } = renderChat('/dashboard?seccion=chat&conversacion=2');
    await screen.findByText('Hola, me interesa Luna.');

    await user.click(composer());
    await user.paste('a'.repeat(1700));
    expect(screen.queryByText(/\/ 2000 caracteres/)).not.toBeInTheDocument();
    await user.paste('a'.repeat(150));
    expect(screen.getByText('1850 / 2000 caracteres')).toBeInTheDocument();
    expect(composer()).toHaveAccessibleDescription(/1850 \/ 2000 caracteres/);
    expect(composer()).toHaveAttribute('maxLength', '2000');
  });
});
