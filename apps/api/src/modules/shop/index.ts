/** The shop module's public file: what other modules (the site's pages, the seed, app.ts) may use. */
export { lineProblem } from './cart';
export {
  createShopRepository,
  isProductId,
  publiclyVisibleProduct,
  type ProductRow,
} from './repository';
export { productSlug } from './service';
