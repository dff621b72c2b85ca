/**
 * Query keys that more than one feature reads, writes or invalidates (the
 * signed-in user, their shelters, the prefixes one feature refreshes after
 * another's change). Features never import each other, so the keys live here;
 * a key only one feature uses stays in that feature's api/ folder.
 */
export const queryKeys = {
  /** Keyed by email so a different account never sees the previous one's cache. */
  me: (email: string | null) => ['users', 'me', email] as const,
  /** The signed-in user under every email: what an e-mail change makes stale. */
  meOfAnyAccount: ['users', 'me'] as const,
  myShelters: (email: string | null) => ['shelters', 'mine', email] as const,
  /** Every shelter query: the user's own and the public pages. */
  shelters: ['shelters'] as const,
  /** Mi cuenta's favourite animals; a heart anywhere makes it stale. */
  myFavourites: (email: string | null) => ['users', 'me', email, 'favourites'] as const,
  /**
   * The compatibility questionnaire (issue 20): Mi cuenta's section, every
   * card's badges, the animal page, the catalogue's order and the adoption form.
   */
  questionnaire: (email: string | null) => ['users', 'me', email, 'questionnaire'] as const,
  /** Unread chat messages: the header's and the menu's badges, kept live by the chat stream. */
  chatUnread: (email: string | null) => ['chat', 'unread', email] as const,
  /**
   * Announcements as their shelter manages them (Anuncios, the edit form):
   * saving, renewing or deleting one refreshes everything under it.
   */
  pets: ['pets'] as const,
  /** The public catalogue (lists, detail, shelter pages) an announcement enters or leaves. */
  animals: ['animals'] as const,
  /** Every adoption-request query; the chat's live stream refreshes them when a request changes. */
  adoptionRequests: ['adoption-requests'] as const,

  // --- Shop (issue 16) ---
  /** The signed-in account's cart (GET /shop/api/cart/): the header's badge, /carrito and the checkout. */
  shopCart: (email: string | null) => ['shop', 'cart', email] as const,
  /** Every shop query (products, carts, quotes): what a paid order makes stale. */
  shop: ['shop'] as const,
};
