/**
 * The "Mayús + Intro" hint is for people with a keyboard: shown (and read
 * with the field) where the pointer is fine and hovers, left out on touch
 * screens, where Enter makes a new line in practice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { chatScreensMessages } from '@huella/shared/messages/chat-screens';
import { renderRoutes } from '../../../testing/render';
import { stubMatchMedia } from '../../../testing/match-media';
import { KEYBOARD_QUERY, MessageComposer } from './message-composer';

const hint = chatScreensMessages.composer.hint;

const renderComposer = () =>
  renderRoutes([{ path: '/', element: <MessageComposer conversationId={7} /> }], {
    session: true,
  });

afterEach(() => stubMatchMedia());

describe('MessageComposer hint', () => {
  it('is shown and describes the field with a mouse or trackpad', () => {
    stubMatchMedia((query) => query === KEYBOARD_QUERY);
    renderComposer();
    const field = screen.getByRole('textbox', { name: chatScreensMessages.composer.label });
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(hint);
  });

  it('is left out on a touch screen', () => {
    stubMatchMedia((query) => query === '(pointer: coarse)');
    renderComposer();
    const field = screen.getByRole('textbox', { name: chatScreensMessages.composer.label });
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(field).not.toHaveAccessibleDescription(hint);
    expect(screen.getByRole('button', { name: chatScreensMessages.composer.send })).toBeVisible();
  });
});
