/** The blog-comments module's public file: what other modules may use. */
export { createBlogCommentsService, type BlogCommentsService } from './service';
export { createFormTokens } from './form-token';
