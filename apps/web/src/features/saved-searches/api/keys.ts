/** The saved searches' query key: the signed-in account's list, keyed by email. */
export const savedSearchesKeys = {
  mine: (email: string | null) => ['saved-searches', 'mine', email] as const,
};
