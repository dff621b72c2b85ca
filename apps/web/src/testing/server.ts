/**
 * The MSW server for web tests; each test adds the handlers it needs. One is
 * always there: every signed-in page asks for the unread chat count (the
 * header's and Mi cuenta's badges), and a screen's test should not have to
 * know that. Tests of the badges override it.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer(
  http.get('*/chat/api/unread/', () => HttpResponse.json({ total: 0, conversations: 0 })),
);
