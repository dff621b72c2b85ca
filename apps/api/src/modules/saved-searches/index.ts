/** The saved-searches module's public file: what other modules and the demo data may use. */
export { unsubscribeTokenHashOf, unsubscribeTokenOf } from './unsubscribe-token';
