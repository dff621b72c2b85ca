/** The shelter applications module's public file: what other modules may use. */
export { requireStaff } from './service';
