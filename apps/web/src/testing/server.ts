/**
 * The MSW server for web tests; each test adds the handlers it needs. One is
 * always there: every signed-in page asks for the unread chat count (the
 * header's and Mi cuenta's badges), and a screen's test should not have to
 * know that. Likewise the news of one's favourites (Favoritos and its menu
 * badge): none by default. Tests of the badges override them. And the
 * header's cart button asks a signed-in account's cart: empty by default.
 * And every animal card of a signed-in person asks for their compatibility
 * questionnaire (issue 20): not filled by default.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';

export const server = setupServer(
  http.get('*/chat/api/unread/', () => HttpResponse.json({ total: 0, conversations: 0 })),
  http.get('*/users/api/users/me/favourite-updates/', () =>
    HttpResponse.json({ unread: 0, items: [] }),
  ),
  http.get('*/users/api/questionnaire/', () =>
    HttpResponse.json(
      { error: compatibilityMessages.errors.notFound, code: 'questionnaire_not_found' },
      { status: 404 },
    ),
  ),
  // --- Shop (issue 16): the header's cart badge ---
  http.get('*/shop/api/cart/', () =>
    HttpResponse.json({
      lines: [],
      subtotal_cents: 0,
      shipping_cents: 0,
      total_cents: 0,
      vat_cents: 0,
      needs_shipping: false,
      item_count: 0,
    }),
  ),
);
