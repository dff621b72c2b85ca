/** Who the reader is talking to: the shelter for adopters; the adopter (and the shelter) for its members. */
import { chatScreensMessages } from '@huella/shared/messages/chat-screens';
import type { Conversation } from '@huella/shared/schemas/chat';

export const otherSideName = (conversation: Conversation) =>
  conversation.role === 'adoptante'
    ? conversation.shelter.name
    : chatScreensMessages.list.adopterAtShelter(
        conversation.adopter.name,
        conversation.shelter.name,
      );
