/**
 * The HTML of a post, cleaned on save with an allowlist (sanitize-html): what
 * an article needs (paragraphs, headings h2–h4, emphasis, links, lists,
 * quotes, pictures of this site, figures, code) and nothing else. Scripts,
 * styles, frames, SVG, event handlers and `javascript:`/`data:` addresses are
 * removed whatever their spelling; a link to another site opens nothing on
 * its own (`target` only as `_blank`) and always carries
 * rel="noopener noreferrer nofollow". Pictures must be this site's own files
 * under /media/ (the image pipeline's): no hot-linking, no tracking pixels.
 */
import sanitizeHtml from 'sanitize-html';

/** `/media/blog/3f9a…-800.webp` (and `media/…`, which is made absolute). */
const MEDIA_SRC = /^\/?media\/[a-z0-9]+(?:[/_-][a-z0-9]+)*\.[a-z0-9]+$/i;
const SIZE = /^\d{1,5}$/;
const EXTERNAL_REL = 'noopener noreferrer nofollow';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'img',
    'figure',
    'figcaption',
    'br',
    'hr',
    'code',
    'pre',
  ],
  // Not kept, not even as text: their content is code or drawing, not words.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe'],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const attributes: Record<string, string> = {};
      if (href) attributes.href = href;
      const external = /^https?:\/\//i.test(href);
      if (external) attributes.rel = EXTERNAL_REL;
      if (attribs.target === '_blank') {
        attributes.target = '_blank';
        attributes.rel = EXTERNAL_REL;
      }
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const attributes: Record<string, string> = {};
      if (MEDIA_SRC.test(src)) attributes.src = src.startsWith('/') ? src : `/${src}`;
      if (attribs.alt !== undefined) attributes.alt = attribs.alt;
      for (const size of ['width', 'height'] as const) {
        const value = attribs[size];
        if (value !== undefined && SIZE.test(value)) attributes[size] = value;
      }
      return { tagName, attribs: attributes };
    },
  },
  exclusiveFilter: (frame) =>
    // A picture that is not this site's is dropped whole; so is a link without an address left.
    (frame.tag === 'img' && !frame.attribs.src) ||
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()),
};

/** A post's HTML as it is stored and served. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of a post's HTML, for descriptions and feeds' summaries. */
export function htmlToText(html: string): string {
  // A space after each tag, so that the words of two paragraphs do not run together.
  return sanitizeHtml(html.replace(/>/g, '> '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
