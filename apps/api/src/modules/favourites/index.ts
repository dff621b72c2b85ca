/** The favourites module's public file: what other modules may use. */
export { createFavouritesRepository } from './repository';
