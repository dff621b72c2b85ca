/**
 * What search engines and link previews read: the title, description,
 * canonical address and Open Graph / Twitter card tags put into the served
 * index.html of an animal's page (crawlers and chat apps do not run the
 * web app's JavaScript), the sitemap and robots.txt.
 */
import { IMAGE_VARIANT_WIDTHS } from '@huella/shared/constants';
import { shareMessages } from '@huella/shared/messages';
import { shopMessages } from '@huella/shared/messages/shop';
import { formatEuros } from '@huella/shared/money';
import { escapeHtml } from '../../lib/html';
import { htmlToText, postUrl, type PostRow } from '../blog';
import type { ProductRow } from '../shop';
import type { ShareAnimal } from './repository';
import { mediaPath } from '../../lib/storage';

export interface ShareImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
}

export interface SharePage {
  /** Open Graph type: an animal's page is a website; a post, an article. */
  type?: 'website' | 'article';
  /** For articles: when it was published (ISO 8601). */
  publishedTime?: string;
  title: string;
  /** The Open Graph title, shorter than the document title. */
  ogTitle: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  image: ShareImage | null;
  imageAlt: string;
}

const DESCRIPTION_LENGTH = 160;

/** At most `length` characters, cut at a word boundary with an ellipsis. */
export function summarise(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > length / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The tags of an animal's page. The preview image is the 1600 px variant
 * (never upscaled, so its stored size is the real one): large enough for
 * `summary_large_image` cards.
 */
export function animalSharePage(animal: ShareAnimal, publicUrl: string): SharePage {
  return {
    title: shareMessages.animalTitle(animal.name, animal.city),
    ogTitle: shareMessages.animalOgTitle(animal.name),
    description: summarise(animal.description),
    url: `${publicUrl}/adopciones/animal/${animal.id}`,
    image: animal.photo
      ? {
          url: `${publicUrl}/${mediaPath(animal.photo.storageKey, 1600)}`,
          width: animal.photo.width,
          height: animal.photo.height,
        }
      : null,
    imageAlt: shareMessages.animalImageAlt(animal.name),
  };
}

/** A post's page title: the post's own, then the blog's name. */
export const blogPostTitle = (title: string) => `${title} · Blog de Huella`;

/**
 * The tags of a post's page (/blog/{id or slug}): its title, its summary (or
 * the start of its text), its canonical address by slug and its picture's
 * 1600 px variant, as the animal's page has.
 */
export function blogSharePage(post: PostRow, publicUrl: string): SharePage {
  return {
    type: 'article',
    publishedTime: post.publishedAt?.toISOString(),
    title: blogPostTitle(post.title),
    ogTitle: post.title,
    description: summarise(post.summary || htmlToText(post.contentHtml)),
    url: postUrl(publicUrl, post.slug),
    image: post.image
      ? {
          url: `${publicUrl}/${mediaPath(post.image, 1600)}`,
          width: post.imageWidth ?? 0,
          height: post.imageHeight ?? 0,
        }
      : null,
    imageAlt: post.imageAlt || post.title,
  };
}

/** A product's page title: the product's name, then the shop's. */
export const productTitle = (name: string) => `${name} · Tienda de Huella`;

/** A product's canonical address (by slug). */
export const productUrl = (publicUrl: string, slug: string) => `${publicUrl}/tienda/${slug}`;

/**
 * The tags of a product's page (/tienda/{id or slug}): its name, its price
 * with IVA included and the start of its description, its canonical address
 * by slug and its picture's 1600 px variant.
 */
export function productSharePage(product: ProductRow, publicUrl: string): SharePage {
  return {
    title: productTitle(product.name),
    ogTitle: product.name,
    description: summarise(
      `${formatEuros(product.priceCents)} (${shopMessages.vatIncluded}). ${product.description}`,
    ),
    url: productUrl(publicUrl, product.slug),
    image: product.image
      ? {
          url: `${publicUrl}/${mediaPath(product.image, 1600)}`,
          width: product.imageWidth ?? 0,
          height: product.imageHeight ?? 0,
        }
      : null,
    imageAlt: product.imageAlt || product.name,
  };
}

export function renderShareTags(page: SharePage): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:site_name', shareMessages.siteName),
    meta('property', 'og:locale', 'es_ES'),
    meta('property', 'og:title', page.ogTitle),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    ...(page.publishedTime ? [meta('property', 'article:published_time', page.publishedTime)] : []),
    ...(page.image
      ? [
          meta('property', 'og:image', page.image.url),
          meta('property', 'og:image:width', page.image.width),
          meta('property', 'og:image:height', page.image.height),
          meta('property', 'og:image:alt', page.imageAlt),
        ]
      : []),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.ogTitle),
    meta('name', 'twitter:description', page.description),
    ...(page.image
      ? [
          meta('name', 'twitter:image', page.image.url),
          meta('name', 'twitter:image:alt', page.imageAlt),
        ]
      : []),
  ];
  return tags.join('\n    ');
}

/** The `sizes` of the main photo on an animal's page (apps/web animal-gallery.tsx). */
export const ANIMAL_PHOTO_SIZES = '(min-width: 1024px) 600px, 100vw';

/**
 * A preload of the animal's first photo, the page's largest paint: the browser
 * fetches it with the HTML instead of after the app has loaded and asked for
 * the animal. Its srcset is the one the page's <img> gets from the API's
 * variants (apps/web responsive-image.ts: each variant as wide as its name or
 * as the photo, whichever is smaller, once), so the browser picks the same file.
 */
export function renderPhotoPreload(photo: NonNullable<ShareAnimal['photo']>): string {
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const real = photo.width > 0 ? Math.min(width, photo.width) : width;
    if (seen.has(real)) continue;
    seen.add(real);
    candidates.push(`/${mediaPath(photo.storageKey, width)} ${real}w`);
  }
  return (
    `<link rel="preload" as="image" fetchpriority="high" ` +
    `imagesrcset="${escapeHtml(candidates.join(', '))}" ` +
    `imagesizes="${escapeHtml(ANIMAL_PHOTO_SIZES)}" />`
  );
}

/**
 * index.html with the page's tags in place of its generic title and
 * description (a second description would leave previews to pick either).
 */
export function injectShareTags(indexHtml: string, page: SharePage): string {
  const withoutGeneric = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/i, '');
  // A function, not a string: in a replacement string "$`", "$'" and "$&"
  // typed into a name or description would paste parts of the page itself.
  return withoutGeneric.replace(/<\/head>/i, () => `  ${renderShareTags(page)}\n  </head>`);
}

export interface SitemapEntry {
  /** Absolute URL. */
  url: string;
  lastModified?: Date;
}

const escapeXml = escapeHtml;

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(url)}</loc>`,
      ...(lastModified ? [`    <lastmod>${lastModified.toISOString()}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything is open to crawlers except private pages and the API itself. */
export function renderRobots(publicUrl: string, disallowed: string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
