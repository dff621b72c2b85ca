/** What the editor accepts as a link: web addresses, the site's own paths and e-mail. */
export function normaliseLinkHref(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (value.startsWith('//')) return null;
  if (value.startsWith('/')) return value;
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(value)) return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.'))
      return withScheme;
  } catch {
    // Not an address.
  }
  return null;
}
