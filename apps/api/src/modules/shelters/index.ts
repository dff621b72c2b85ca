/** The shelters module's public file: what other modules may use. */
export { releaseAdministeredShelters } from './account-deletion-repository';
export { createSheltersRepository } from './repository';
export { presentShelter } from './present';
