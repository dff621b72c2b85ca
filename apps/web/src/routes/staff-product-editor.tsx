/** Placeholder until the shop's screens land (issue 16). */
export { default } from './under-construction';
