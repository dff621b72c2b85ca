/**
 * The alert of a saved search: the new animals (at most
 * SAVED_SEARCH_ALERT_ANIMALS, with photo, name and city), a line to the rest
 * of the results, and the ways to stop it: a visible link, and the
 * List-Unsubscribe headers of RFC 2369 and RFC 8058 (one click in the mail
 * client, without signing in).
 */
import { SAVED_SEARCH_ALERT_ANIMALS } from '@huella/shared/constants';
import { savedSearchesMessages } from '@huella/shared/messages';
import {
  savedSearchResultsPath,
  type SavedSearchFilters,
} from '@huella/shared/schemas/saved-searches';
import type { SavedSearchFrequency } from '@huella/shared/constants';
import type { MailMessage } from '../../lib/mail';
import { renderMail } from '../../lib/mail-layout';
import { mediaPath } from '../../lib/storage';
import type { AlertAnimal } from './repository';

const mailText = savedSearchesMessages.mail;
/** The photos' smallest variant: a mail shows them small. */
const PHOTO_WIDTH = 400 as const;

export const savedSearchLinks = (publicUrl: string) => ({
  animal: (petId: number) => `${publicUrl}/adopciones/animal/${petId}`,
  results: (filters: SavedSearchFilters) => `${publicUrl}${savedSearchResultsPath(filters)}`,
  /** The one-click endpoint (POST): mail clients call it, never a person's browser. */
  oneClick: (token: string) =>
    `${publicUrl}/users/api/saved-searches/unsubscribe/?token=${encodeURIComponent(token)}`,
  /** The page a reader opens from the mail's own link (it asks before pausing). */
  unsubscribePage: (token: string) =>
    `${publicUrl}/busquedas/baja?token=${encodeURIComponent(token)}`,
  /** Mi cuenta, where the searches are changed or deleted. */
  manage: `${publicUrl}/dashboard?seccion=busquedas`,
});

export interface AlertMailInput {
  to: string;
  firstName: string;
  search: { name: string; filters: SavedSearchFilters; frequency: SavedSearchFrequency };
  /** The animals shown, newest first (at most SAVED_SEARCH_ALERT_ANIMALS). */
  animals: AlertAnimal[];
  /** Every new animal of this alert, those shown included. */
  total: number;
  unsubscribeToken: string;
  publicUrl: string;
  infoMailbox: string;
}

export function savedSearchAlertMail(input: AlertMailInput): MailMessage {
  const links = savedSearchLinks(input.publicUrl);
  const results = links.results(input.search.filters);
  const shown = input.animals.slice(0, SAVED_SEARCH_ALERT_ANIMALS);
  const rest = input.total - shown.length;
  const mail = renderMail({
    to: input.to,
    name: input.firstName,
    subject: mailText.subject(input.total, input.search.name),
    paragraphs: [mailText.intro(input.total, input.search.name)],
    items: shown.map((animal) => ({
      title: animal.name,
      detail: animal.city,
      url: links.animal(animal.id),
      imageUrl: animal.photoKey
        ? `${input.publicUrl}/${mediaPath(animal.photoKey, PHOTO_WIDTH)}`
        : undefined,
    })),
    more: rest > 0 ? { label: mailText.more(rest), url: results } : undefined,
    action: { label: mailText.action, url: results },
    notes: [
      mailText.why(savedSearchesMessages.frequencies[input.search.frequency]),
      mailText.manage(links.manage),
    ],
    unsubscribeUrl: links.unsubscribePage(input.unsubscribeToken),
    unsubscribeText: mailText.unsubscribe,
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${links.oneClick(input.unsubscribeToken)}>, <mailto:${input.infoMailbox}?subject=baja>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
