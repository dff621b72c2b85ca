/** The contact form (/contacto): stored and emailed to the info mailbox. */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { commonMessages } from '../messages/common';
import { contactMessages } from '../messages/contact';
import { emailSchema, requiredError, requiredText } from './common';

export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactMessageSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  email: emailSchema,
  subject: requiredText(CONTACT_SUBJECT_MAX_LENGTH),
  message: z
    .string(requiredError())
    .trim()
    .min(1, { error: commonMessages.errors.required, abort: true })
    .min(
      CONTACT_MESSAGE_MIN_LENGTH,
      contactMessages.validation.messageTooShort(CONTACT_MESSAGE_MIN_LENGTH),
    )
    .max(CONTACT_MESSAGE_MAX_LENGTH, commonMessages.errors.tooLong(CONTACT_MESSAGE_MAX_LENGTH)),
  /**
   * A honeypot: the field is hidden from people, so only bots fill it in. The
   * server answers as usual but keeps and sends nothing when it is not empty.
   */
  website: z.string({ error: commonMessages.errors.invalidType }).max(500).optional().default(''),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
