/** Placeholder while issue 17 is built: replaced by its screen before it lands. */
export { default } from './under-construction';
