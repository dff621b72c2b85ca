/** The "new message" mail, for a recipient with no Huella window open. */
import { chatMessages } from '@huella/shared/messages';
import { renderMail } from '../../lib/mail-layout';

/** The start of the message: enough to know what it is about, not a copy of the chat. */
const EXCERPT_LENGTH = 300;

export function excerpt(body: string): string {
  const characters = [...body];
  if (characters.length <= EXCERPT_LENGTH) return body;
  return `${characters.slice(0, EXCERPT_LENGTH).join('').trimEnd()}…`;
}

export function newMessageMail(input: {
  to: string;
  name: string;
  /** The author as the recipient knows them: the adopter's name, or the shelter's. */
  from: string;
  animal: string;
  body: string;
  url: string;
  /** Conversations with messages the recipient has not read, this one included. */
  unreadConversations: number;
}) {
  const newMessageMailText = chatMessages.newMessageMail;
  // renderMail escapes everything into the HTML part: the text stays text.
  return renderMail({
    to: input.to,
    name: input.name,
    subject: newMessageMailText.subject(input.from, input.animal),
    paragraphs: [newMessageMailText.intro(input.from, input.animal)],
    quote: excerpt(input.body),
    action: { label: newMessageMailText.action, url: input.url },
    notes: [
      // One mail per period for all conversations: it says when others are waiting too.
      ...(input.unreadConversations > 1
        ? [newMessageMailText.unreadConversations(input.unreadConversations)]
        : []),
      newMessageMailText.frequency,
    ],
  });
}
