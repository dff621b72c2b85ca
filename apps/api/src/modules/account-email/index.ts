/** The account-email module's public file: what other modules may use. */
export { createAccountEmailService } from './service';
