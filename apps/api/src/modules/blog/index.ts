/** The blog module's public file: what other modules (the site's pages, the seed, app.ts) may use. */
export { feedLinks, postUrl } from './feeds';
export {
  createBlogRepository,
  isPostId,
  isPubliclyVisible,
  publiclyVisible,
  type PostRow,
} from './repository';
export { htmlToText, sanitizePostHtml } from './sanitize';
export { slugify } from './slug';
