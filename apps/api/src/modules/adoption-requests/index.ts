/** The adoption-requests module's public file: what other modules may use. */
export { answerColumns, answerValues } from './repository';
export { createAdoptionRequestsService, type AdoptionRequestsService } from './service';
