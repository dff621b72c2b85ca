/**
 * The blog's feeds: RSS 2.0 (/blog/rss.xml) and Atom (/blog/atom.xml) with
 * the latest published posts, their addresses absolute from the configured
 * public origin (as the sitemap's). Every text is escaped; the content goes
 * whole (it is sanitised HTML) as escaped text, as both formats expect.
 */
import { escapeHtml } from '../../lib/html';
import { mediaPath } from '../../lib/storage';
import type { PostRow } from './repository';

const escapeXml = escapeHtml;

export const FEED_TITLE = 'Blog de Huella';
export const FEED_DESCRIPTION =
  'Consejos y experiencias sobre adopción responsable: preparar la casa, los primeros días y el cuidado de perros y gatos adoptados.';

export const postUrl = (publicUrl: string, slug: string) => `${publicUrl}/blog/${slug}`;

/**
 * Images inside the content point to this site's files from its root
 * (/media/…): readers of a feed are elsewhere, so they become absolute.
 */
const absoluteMedia = (html: string, publicUrl: string) =>
  html.replace(/(\s(?:src|href)=")\/media\//g, `$1${publicUrl}/media/`);

const dateOf = (row: PostRow) => row.publishedAt ?? row.updatedAt;

export function renderRss(posts: PostRow[], publicUrl: string): string {
  const lastBuild = posts[0] ? dateOf(posts[0]) : new Date(0);
  const items = posts.map((post) => {
    const url = postUrl(publicUrl, post.slug);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${dateOf(post).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      ...post.categories.map((term) => `      <category>${escapeXml(term)}</category>`),
      `      <description>${escapeXml(post.summary)}</description>`,
      `      <content:encoded>${escapeXml(absoluteMedia(post.contentHtml, publicUrl))}</content:encoded>`,
      ...(post.image
        ? [
            `      <enclosure url="${escapeXml(`${publicUrl}/${mediaPath(post.image, 800)}`)}" type="image/webp" length="0" />`,
          ]
        : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(`${publicUrl}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${publicUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(FEED_DESCRIPTION)}</description>`,
    '    <language>es-ES</language>',
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function renderAtom(posts: PostRow[], publicUrl: string): string {
  const updated = posts.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    new Date(0),
  );
  const entries = posts.map((post) => {
    const url = postUrl(publicUrl, post.slug);
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}" />`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${dateOf(post).toISOString()}</published>`,
      `    <updated>${post.updatedAt.toISOString()}</updated>`,
      `    <author><name>${escapeXml(post.authorName)}</name></author>`,
      ...post.categories.map((term) => `    <category term="${escapeXml(term)}" />`),
      `    <summary>${escapeXml(post.summary)}</summary>`,
      `    <content type="html">${escapeXml(absoluteMedia(post.contentHtml, publicUrl))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es-ES">',
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    `  <subtitle>${escapeXml(FEED_DESCRIPTION)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${publicUrl}/blog`)}" />`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${publicUrl}/blog/atom.xml`)}" />`,
    `  <id>${escapeXml(`${publicUrl}/blog`)}</id>`,
    `  <updated>${updated.toISOString()}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The head's links to both feeds, for /blog and each post's page. */
export function feedLinks(publicUrl: string): string[] {
  return [
    `<link rel="alternate" type="application/rss+xml" title="${escapeXml(FEED_TITLE)} (RSS)" href="${escapeXml(`${publicUrl}/blog/rss.xml`)}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeXml(FEED_TITLE)} (Atom)" href="${escapeXml(`${publicUrl}/blog/atom.xml`)}" />`,
  ];
}
