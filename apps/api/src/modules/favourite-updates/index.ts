/** The favourite-updates module's public file: what other modules may use. */
export {
  createFavouriteUpdatesService,
  type FavouriteStateChange,
  type FavouriteUpdatesService,
} from './service';
