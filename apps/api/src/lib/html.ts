/** The one HTML escape of the API: mail bodies, share tags and the sitemap (XML) use it. */

/** Escapes text for an HTML or XML attribute or element body. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
