/** The users module's public file: what other modules may use. */
export { createUsersRepository, USERS_EMAIL_UNIQUE, type UserRow } from './repository';
