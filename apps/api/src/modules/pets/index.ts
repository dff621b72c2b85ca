/**
 * The pets module's public file: what other modules and plugins may use. The
 * rest of the module (routes, service internals) stays private to it.
 */
export { presentAnimal } from './present';
export {
  createPetsRepository,
  listedMatching,
  petColumns,
  publiclyListed,
  publiclyVisible,
  type PetFilters,
  type PetRow,
  type PhotoRow,
} from './repository';
export { petNotFound } from './service';
