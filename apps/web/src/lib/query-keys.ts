/**
 * Query keys that more than one feature reads or writes (the signed-in user,
 * their shelters). Features never import each other, so the keys live here.
 */
export const queryKeys = {
  /** Keyed by email so a different account never sees the previous one's cache. */
  me: (email: string | null) => ['users', 'me', email] as const,
  myShelters: (email: string | null) => ['shelters', 'mine', email] as const,
  /** Mi cuenta's favourite animals; a heart anywhere makes it stale. */
  myFavourites: (email: string | null) => ['users', 'me', email, 'favourites'] as const,
  /** Unread chat messages: the header's and the menu's badges, kept live by the chat stream. */
  chatUnread: (email: string | null) => ['chat', 'unread', email] as const,
};
